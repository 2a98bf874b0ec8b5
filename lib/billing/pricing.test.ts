import { priceOrder, type CouponTerms, type PricingInput } from "./pricing";

const base: PricingInput = {
  mealsPerWeek: 8,
  pricePerMealCents: 1299,
  coupon: null,
  isFirstOrder: true,
  giftBalanceCents: 0,
  creditBalanceCents: 0,
  splitDelivery: false,
};
const welcome: CouponTerms = {
  code: "WELCOME50",
  discountType: "PERCENT",
  percentOff: 50,
  amountOffCents: null,
  duration: "FIRST_ORDER",
};
const save10: CouponTerms = {
  code: "SAVE10",
  discountType: "AMOUNT",
  percentOff: null,
  amountOffCents: 1000,
  duration: "RECURRING",
};

test("meals × price per meal, nothing else", () => {
  expect(priceOrder(base)).toMatchObject({ subtotalCents: 10392, totalCents: 10392 });
});

test("a first-order coupon shows as the first-order promo, only on the first order", () => {
  expect(priceOrder({ ...base, coupon: welcome })).toMatchObject({
    firstOrderPromoCents: 5196,
    couponSavingsCents: 0,
    totalCents: 5196,
  });
  expect(priceOrder({ ...base, coupon: welcome, isFirstOrder: false }).totalCents).toBe(10392);
});

test("a recurring coupon shows as coupon savings on every order", () => {
  expect(priceOrder({ ...base, coupon: save10, isFirstOrder: false })).toMatchObject({
    couponSavingsCents: 1000,
    totalCents: 9392,
  });
});

test("percent discounts round to the nearest cent", () => {
  const third = { ...welcome, percentOff: 33 };
  expect(
    priceOrder({ ...base, mealsPerWeek: 6, pricePerMealCents: 1399, coupon: third }),
  ).toMatchObject({ subtotalCents: 8394, firstOrderPromoCents: 2770, totalCents: 5624 });
});

test("a discount never exceeds the subtotal", () => {
  const huge = { ...save10, amountOffCents: 999_999 };
  expect(priceOrder({ ...base, coupon: huge }).totalCents).toBe(0);
});

test("gift balance is used before credits and can be partly used", () => {
  const result = priceOrder({ ...base, giftBalanceCents: 5000, creditBalanceCents: 2000 });
  expect(result).toMatchObject({
    giftCardSavingsCents: 5000,
    creditsAppliedCents: 2000,
    totalCents: 3392,
    giftCardBalanceCents: 0,
  });
  const partly = priceOrder({ ...base, giftBalanceCents: 20000 });
  expect(partly).toMatchObject({
    giftCardSavingsCents: 10392,
    totalCents: 0,
    giftCardBalanceCents: 9608,
  });
});

test("coupon, then gift, then credits", () => {
  const result = priceOrder({
    ...base,
    coupon: welcome,
    giftBalanceCents: 5000,
    creditBalanceCents: 500,
  });
  expect(result).toMatchObject({
    firstOrderPromoCents: 5196,
    giftCardSavingsCents: 5000,
    creditsAppliedCents: 196,
    totalCents: 0,
  });
});

describe("add-ons", () => {
  test("priced on top of the meals: in the subtotal and the total, apart in the breakdown", () => {
    expect(priceOrder({ ...base, addOnsCents: 1198 })).toMatchObject({
      mealsCents: 10392,
      addOnsCents: 1198,
      subtotalCents: 11590,
      totalCents: 11590,
    });
  });

  test("no coupon reduces them: a percent coupon is taken off the meals only", () => {
    const price = priceOrder({ ...base, coupon: welcome, addOnsCents: 1000 });
    expect(price.firstOrderPromoCents).toBe(5196);
    expect(price.totalCents).toBe(10392 - 5196 + 1000);
  });

  test("gift balance and credits pay for them like the meals", () => {
    const price = priceOrder({
      ...base,
      addOnsCents: 600,
      giftBalanceCents: 10392,
      creditBalanceCents: 500,
    });
    expect(price).toMatchObject({ giftCardSavingsCents: 10392, creditsAppliedCents: 500 });
    expect(price.totalCents).toBe(100);
  });

  test("a negative amount (bad input) is never a discount", () => {
    expect(priceOrder({ ...base, addOnsCents: -500 }).totalCents).toBe(10392);
  });

  test("without add-ons the price is what it always was", () => {
    expect(priceOrder(base)).toMatchObject({ addOnsCents: 0, mealsCents: 10392 });
  });
});
