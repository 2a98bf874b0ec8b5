// A missing or damaged dish is credited at what one meal cost the customer: the add-ons in the
// box (a dessert at its own price) are no part of it.
import { paidPerMealCents } from "./order-boxes";

test("an 8-meal box of $103.92 with a $4.99 tart, paid partly by gift and credit: $12.99 a meal", () => {
  const order = {
    totalCents: 5391,
    giftCents: 3500,
    creditCents: 2000,
    addOns: [{ quantity: 1, unitCents: 499 }],
  };
  expect(paidPerMealCents(order, 8)).toBe(1299);
});

test("several add-ons come off at quantity × price", () => {
  const order = {
    totalCents: 10392 + 2 * 499 + 399,
    giftCents: 0,
    creditCents: 0,
    addOns: [
      { quantity: 2, unitCents: 499 },
      { quantity: 1, unitCents: 399 },
    ],
  };
  expect(paidPerMealCents(order, 8)).toBe(1299);
});

test("without add-ons a meal is the payment shared by the meals (a first-order half-off box)", () => {
  expect(paidPerMealCents({ totalCents: 5196, giftCents: 0, creditCents: 0, addOns: [] }, 8)).toBe(
    650,
  );
});

test("a payment smaller than the add-ons leaves nothing per meal, never less", () => {
  expect(
    paidPerMealCents(
      { totalCents: 300, giftCents: 0, creditCents: 0, addOns: [{ quantity: 1, unitCents: 499 }] },
      8,
    ),
  ).toBe(0);
});
