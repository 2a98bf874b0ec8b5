// The address form's fields in screen order, shared by the checkout and the account's Address
// tab (no zod here, so both client forms can import it).
export const ADDRESS_FIELD_ORDER = [
  "postalCode",
  "street",
  "unit",
  "city",
  "province",
  "buzzer",
  "phone",
  "instructions",
] as const;
