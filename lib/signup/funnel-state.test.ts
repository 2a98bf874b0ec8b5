import { EMPTY_FUNNEL, funnelStateSchema } from "./funnel-state";

test("a funnel stored before allergens existed still reads, avoiding nothing", () => {
  const stored = funnelStateSchema.parse({ postalCode: "M5V 2T6", cart: [] });
  expect(stored.allergenExclusions).toEqual([]);
  expect(EMPTY_FUNNEL.allergenExclusions).toEqual([]);
});

test("allergens to avoid are kept once each, in list order; unknown names are dropped", () => {
  const stored = funnelStateSchema.parse({
    allergenExclusions: ["Sesame", "Kiwi", "Milk", "Milk"],
  });
  expect(stored.allergenExclusions).toEqual(["Milk", "Sesame"]);
});
