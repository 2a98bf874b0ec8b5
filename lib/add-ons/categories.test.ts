import { offeredKindsPhrase } from "./categories";

describe("offeredKindsPhrase", () => {
  it("names every kind offered, snacks included, in the menu's order", () => {
    expect(offeredKindsPhrase(["SNACK", "DRINK", "DESSERT", "BREAKFAST", "DRINK"])).toBe(
      "Breakfast, desserts, drinks and snacks",
    );
  });

  it("names only the kinds the week offers", () => {
    expect(offeredKindsPhrase(["SNACK", "DESSERT"])).toBe("Desserts and snacks");
    expect(offeredKindsPhrase(["DRINK"])).toBe("Drinks");
    expect(offeredKindsPhrase([])).toBe("");
  });
});
