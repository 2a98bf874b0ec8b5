// The checkout's estimate before the account exists: the same pricing as the server's quote.
import { estimateSummary } from "./estimate-summary";
import { EMPTY_FUNNEL, type FunnelState } from "./funnel-state";

const plan = {
  id: "p8",
  slug: "8-meals",
  name: "8 meals a week",
  mealsPerWeek: 8,
  pricePerMealCents: 1299,
  pricePerWeekCents: 10392,
};

const welcome = {
  kind: "coupon" as const,
  code: "WELCOME50",
  description: "50% off your first order",
  attached: false,
  discountType: "PERCENT" as const,
  percentOff: 50,
  amountOffCents: null,
  duration: "FIRST_ORDER" as const,
};
const gift = { kind: "gift" as const, code: "GIFT-50-DEMO", balanceCents: 5000, attached: false };

const state = (codes: FunnelState["codes"]): FunnelState => ({ ...EMPTY_FUNNEL, plan, codes });

test("no plan, no estimate", () => {
  expect(estimateSummary(EMPTY_FUNNEL)).toBeNull();
});

test("a gift code alone shows its saving and the balance left", () => {
  expect(estimateSummary(state([gift]))).toMatchObject({
    subtotalCents: 10392,
    giftCardSavingsCents: 5000,
    totalCents: 5392,
    giftCardBalanceCents: 0,
  });
});

test("the first-order coupon applies before the gift card (8 × $12.99, half off, minus $50)", () => {
  expect(estimateSummary(state([welcome, gift]))).toMatchObject({
    firstOrderPromoCents: 5196,
    giftCardSavingsCents: 5000,
    totalCents: 196,
    couponCode: "WELCOME50",
  });
});

test("a coupon stored before terms were kept is left to the server's quote", () => {
  const old = { ...welcome, discountType: undefined, duration: undefined };
  expect(estimateSummary(state([old]))?.firstOrderPromoCents).toBe(0);
});
