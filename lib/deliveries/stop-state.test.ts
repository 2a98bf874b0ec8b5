import {
  boxCreditCents,
  canDecide,
  canMark,
  isSettled,
  stopState,
  type StopFacts,
  type StopState,
} from "./stop-state";

const paid = { status: "PAID" as const, deliveryAssumed: false };
const assumedOrder = { status: "DELIVERED" as const, deliveryAssumed: true };
const markedOrder = { status: "DELIVERED" as const, deliveryAssumed: false };

test.each<[string, StopFacts | null, typeof paid | typeof assumedOrder, StopState]>([
  ["no row yet", null, paid, "pending"],
  ["told it is on its way", { mark: null, decision: null }, paid, "pending"],
  ["marked delivered", { mark: "DELIVERED", decision: null }, markedOrder, "delivered"],
  ["delivered after a redelivery", { mark: "DELIVERED", decision: "REDELIVER" }, paid, "delivered"],
  ["not delivered, undecided", { mark: "NOT_DELIVERED", decision: null }, paid, "not-delivered"],
  ["not delivered, credited", { mark: "NOT_DELIVERED", decision: "CREDIT" }, paid, "credited"],
  ["set to redeliver", { mark: null, decision: "REDELIVER" }, paid, "redeliver"],
  ["never marked, the rollover assumed", null, assumedOrder, "assumed"],
  [
    "marked delivered, order delivered",
    { mark: "DELIVERED", decision: null },
    assumedOrder,
    "delivered",
  ],
])("%s → %s", (_, stop, order, state) => {
  expect(stopState(stop, order)).toBe(state);
});

test.each<[StopState, boolean, boolean, boolean, boolean]>([
  // state, may mark delivered, may mark not delivered, waits for a decision, settled
  ["pending", true, true, false, false],
  ["redeliver", true, true, false, false],
  ["delivered", false, false, false, true],
  ["assumed", true, false, false, true],
  ["not-delivered", false, false, true, false],
  ["credited", false, false, false, true],
])(
  "%s: mark delivered %s, not delivered %s, decide %s, settled %s",
  (state, d, n, decide, done) => {
    expect(canMark(state, "DELIVERED")).toBe(d);
    expect(canMark(state, "NOT_DELIVERED")).toBe(n);
    expect(canDecide(state)).toBe(decide);
    expect(isSettled(state)).toBe(done);
  },
);

test.each([
  ["a whole box: what was paid by card, gift and credit", 7992, 0, 1000, 8, 8, 8992],
  ["half of a split box", 8000, 0, 0, 4, 8, 4000],
  ["a third, rounded to the cent", 1000, 0, 0, 1, 3, 333],
  ["paid entirely with credit", 0, 0, 5196, 4, 4, 5196],
])("%s", (_, totalCents, giftCents, creditCents, boxMeals, orderMeals, expected) => {
  expect(boxCreditCents({ totalCents, giftCents, creditCents }, boxMeals, orderMeals)).toBe(
    expected,
  );
});
