// The address form's fields in screen order, shared by the checkout and the account's Address
// tab (no zod here, so both client forms can import it).
export const ADDRESS_FIELD_ORDER = [
  "street",
  "unit",
  "city",
  "province",
  "buzzer",
  "postalCode",
  "phone",
  "instructions",
] as const;
