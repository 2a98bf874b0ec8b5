import {
  canTransition,
  nextSubscriptionStatus,
  SUBSCRIPTION_STATUSES,
  type Actor,
  type SubscriptionStatus,
} from "./transitions";

// Every (from, to, actor) triple: the allowed ones listed, everything else refused.
const allowed = new Set([
  "ACTIVE>PAUSED:customer",
  "ACTIVE>CANCELLED:customer",
  "ACTIVE>CANCELLED:system",
  "ACTIVE>ON_HOLD:system",
  "PAUSED>ACTIVE:customer",
  "PAUSED>ACTIVE:system",
  "PAUSED>CANCELLED:customer",
  "PAUSED>CANCELLED:system",
  "ON_HOLD>ACTIVE:system",
  "ON_HOLD>CANCELLED:customer",
  "ON_HOLD>CANCELLED:system",
]);

const table: [SubscriptionStatus, SubscriptionStatus, Actor, boolean][] = [];
for (const from of SUBSCRIPTION_STATUSES)
  for (const to of SUBSCRIPTION_STATUSES)
    for (const actor of ["customer", "system"] as const)
      table.push([from, to, actor, allowed.has(`${from}>${to}:${actor}`)]);

test.each(table)("%s → %s by %s: allowed %s", (from, to, actor, ok) => {
  expect(canTransition(from, to, actor)).toBe(ok);
  if (ok) expect(nextSubscriptionStatus(from, to, actor)).toBe(to);
  else
    expect(() => nextSubscriptionStatus(from, to, actor)).toThrow(
      expect.objectContaining({ status: 409 }),
    );
});

test("refusals say what to do", () => {
  expect(() => nextSubscriptionStatus("ON_HOLD", "ACTIVE", "customer")).toThrow(
    "Your plan is on hold because of a payment problem. Update your card to resume it.",
  );
  expect(() => nextSubscriptionStatus("PAUSED", "PAUSED", "customer")).toThrow(
    "Your plan is already paused.",
  );
});
