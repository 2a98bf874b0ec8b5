// The address form's words for each audience: the customer keeps the spec's own messages; the
// kitchen, typing an address a customer gave them, is never told about "your" address.
import { ADDRESS_COPY } from "./address-copy";
import { addressSchema, kitchenAddressSchema } from "./schemas";

const blank = {
  street: "",
  city: "",
  postalCode: "M5V 2T6",
  phone: "4165550100",
  placeId: "x",
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

test("the customer's form keeps the spec's words", () => {
  expect(ADDRESS_COPY.customer.outsideArea).toBe(
    "Bummer! We don't deliver to your area. We'll notify you via email when it becomes available.",
  );
  expect(messages(addressSchema.safeParse(blank))).toEqual([
    "Enter your street address.",
    "Enter your city.",
  ]);
});

test("the kitchen's form speaks to the kitchen, not to the customer", () => {
  for (const text of Object.values(ADDRESS_COPY.kitchen)) expect(text).not.toMatch(/\byour?\b/i);
  expect(messages(kitchenAddressSchema.safeParse(blank))).toEqual([
    "Enter the street address.",
    "Enter the city.",
  ]);
  // The same rules: only the words differ.
  const good = { ...blank, street: "120 Bremner Blvd", city: "Toronto" };
  expect(kitchenAddressSchema.parse(good)).toEqual(addressSchema.parse(good));
});
