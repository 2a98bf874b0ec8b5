import {
  canMoveOrder,
  nextOrderStatus,
  ORDER_STATUSES,
  statesThatMayBecome,
  type OrderStatus,
} from "./transitions";

const allowed = new Set([
  "OPEN>SKIPPED",
  "OPEN>LOCKED",
  "OPEN>CANCELLED",
  "SKIPPED>OPEN",
  "SKIPPED>CANCELLED",
  "LOCKED>PAID",
  "LOCKED>REQUIRES_ACTION",
  "LOCKED>PAYMENT_FAILED",
  "LOCKED>CANCELLED",
  "REQUIRES_ACTION>PAID",
  "REQUIRES_ACTION>PAYMENT_FAILED",
  "REQUIRES_ACTION>CANCELLED",
  "PAYMENT_FAILED>PAID",
  "PAYMENT_FAILED>REQUIRES_ACTION",
  "PAYMENT_FAILED>CANCELLED",
  "PAID>DELIVERED",
]);

const table: [OrderStatus, OrderStatus, boolean][] = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.map((to): [OrderStatus, OrderStatus, boolean] => [
    from,
    to,
    allowed.has(`${from}>${to}`),
  ]),
);

test.each(table)("%s → %s: allowed %s", (from, to, ok) => {
  expect(canMoveOrder(from, to)).toBe(ok);
  if (ok) expect(nextOrderStatus(from, to)).toBe(to);
  else expect(() => nextOrderStatus(from, to)).toThrow(expect.objectContaining({ status: 409 }));
});

test.each(ORDER_STATUSES)("the states that may become %s are the table's", (to) => {
  expect(statesThatMayBecome(to)).toEqual(
    ORDER_STATUSES.filter((from) => allowed.has(`${from}>${to}`)),
  );
});

test("a charge can end an order that is locked, waiting for the bank or failed", () => {
  expect(statesThatMayBecome("PAID")).toEqual(["LOCKED", "REQUIRES_ACTION", "PAYMENT_FAILED"]);
  expect(statesThatMayBecome("PAYMENT_FAILED")).toEqual(["LOCKED", "REQUIRES_ACTION"]);
  expect(statesThatMayBecome("REQUIRES_ACTION")).toEqual(["LOCKED", "PAYMENT_FAILED"]);
  expect(statesThatMayBecome("LOCKED")).toEqual(["OPEN"]);
  expect(statesThatMayBecome("DELIVERED")).toEqual(["PAID"]);
});
