import { EMPTY_FUNNEL, type FunnelState } from "./funnel-state";
import { firstIncompleteStep, redirectFor } from "./steps";

const plan = {
  id: "p8",
  slug: "8-meals",
  name: "8 meals",
  mealsPerWeek: 8,
  pricePerMealCents: 1299,
  pricePerWeekCents: 10392,
};
const firstDelivery = {
  weekStart: "2026-06-08",
  deliveryDate: "2026-06-08",
  deliveryDateLabel: "Monday, June 8",
  orderDeadline: "2026-06-04T03:59:59.999Z",
};
const dish = (id: string, quantity: number, slot: "SINGLE" | "MONDAY" | "THURSDAY" = "SINGLE") => ({
  dishId: id,
  name: id,
  imageUrl: "",
  splitDeliveryEligible: true,
  quantity,
  slot,
});

function state(patch: Partial<FunnelState>): FunnelState {
  return { ...EMPTY_FUNNEL, ...patch };
}

describe("sign-up step guards", () => {
  it("sends a newcomer to the postal code check from any later step", () => {
    expect(redirectFor("verify-delivery", EMPTY_FUNNEL)).toBeNull();
    expect(redirectFor("plans", EMPTY_FUNNEL)).toBe("/signup/verify-delivery");
    expect(redirectFor("checkout", EMPTY_FUNNEL)).toBe("/signup/verify-delivery");
  });

  it("sends someone to the first step still missing", () => {
    const s = state({ postalCode: "M5V 2T6", city: "Toronto", plan });
    expect(redirectFor("plans", s)).toBeNull();
    expect(redirectFor("delivery", s)).toBeNull();
    expect(redirectFor("meal-selection", s)).toBe("/signup/delivery");
    expect(redirectFor("checkout", s)).toBe("/signup/delivery");
    expect(firstIncompleteStep(s).id).toBe("delivery");
  });

  it("needs a full cart, from the first delivery's week, before checkout", () => {
    const base = state({
      postalCode: "M5V 2T6",
      city: "Toronto",
      plan,
      deliveryDay: "MONDAY",
      deliveryTime: "08-12",
      firstDelivery,
      cartWeekStart: "2026-06-08",
    });
    expect(redirectFor("checkout", { ...base, cart: [dish("a", 7)] })).toBe(
      "/signup/meal-selection",
    );
    expect(redirectFor("checkout", { ...base, cart: [dish("a", 8)] })).toBeNull();
    expect(
      redirectFor("checkout", { ...base, cart: [dish("a", 8)], cartWeekStart: "2026-06-15" }),
    ).toBe("/signup/meal-selection");
    expect(
      redirectFor("checkout", {
        ...base,
        splitDelivery: true,
        cart: [dish("a", 4, "MONDAY"), dish("b", 4, "THURSDAY")],
      }),
    ).toBeNull();
  });
});
