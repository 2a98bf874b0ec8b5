import { cardBrandLabel } from "./card-brand";

test("card brands read as people write them", () => {
  expect(cardBrandLabel("visa")).toBe("Visa");
  expect(cardBrandLabel("amex")).toBe("American Express");
  expect(cardBrandLabel("somecard")).toBe("Somecard");
  expect(cardBrandLabel("")).toBe("card");
});
