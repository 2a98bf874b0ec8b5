// Runs with TZ=Asia/Kathmandu: every date here is decided in Toronto.
import {
  cardExpiresAt,
  holdDate,
  holdsAt,
  impliedProblem,
  paymentProblemFor,
  type CardFacts,
} from "./payment-problem";
import { cardProblemOf } from "./card-problem";

const at = (iso: string) => new Date(iso);
// Monday, November 23, 2026, noon Toronto: the upcoming week starts Monday, November 30.
const MONDAY = at("2026-11-23T12:00:00-05:00");

const card = (over: Partial<CardFacts> = {}): CardFacts => ({
  brand: "visa",
  last4: "0002",
  expMonth: 12,
  expYear: 2029,
  problem: null,
  problemSince: null,
  createdAt: at("2026-10-01T12:00:00-04:00"),
  ...over,
});

test("a healthy card and no failed order: nothing to say", () => {
  expect(paymentProblemFor({ card: card(), failedOrder: null, now: MONDAY })).toBeNull();
  expect(paymentProblemFor({ card: null, failedOrder: null, now: MONDAY })).toBeNull();
});

test("a problem flagged before the deadline warns about the upcoming week", () => {
  const dto = paymentProblemFor({
    card: card({ problem: "DECLINED", problemSince: at("2026-11-22T09:00:00-05:00") }),
    failedOrder: null,
    now: MONDAY,
  });
  expect(dto).toMatchObject({
    problem: "DECLINED",
    phase: "PRE_DEADLINE",
    weekStart: "2026-11-30",
    orderDeadline: "2026-11-26T04:59:59.999Z",
    title: "Your card was declined",
    actionHref: "/customer/account?tab=payment",
    card: { brand: "Visa", last4: "0002" },
    acknowledgementKey: "DECLINED:2026-11-30:PRE_DEADLINE",
  });
  expect(dto?.message).toContain("Wednesday, November 25 at 11:59 PM");
});

test("the same problem still unresolved after that deadline gets the post-deadline message", () => {
  const dto = paymentProblemFor({
    card: card({ problem: "DECLINED", problemSince: at("2026-11-22T09:00:00-05:00") }),
    failedOrder: null,
    now: at("2026-11-26T08:00:00-05:00"),
  });
  expect(dto).toMatchObject({ phase: "POST_DEADLINE", weekStart: "2026-11-30" });
  expect(dto?.message).toContain("by Saturday, November 28");
  expect(dto?.acknowledgementKey).toBe("DECLINED:2026-11-30:POST_DEADLINE");
});

test("the phase flips at 11:59:59 PM Wednesday, not a second early", () => {
  const flagged = card({ problem: "EXPIRED", problemSince: at("2026-11-23T08:00:00-05:00") });
  const phase = (iso: string) =>
    paymentProblemFor({ card: flagged, failedOrder: null, now: at(iso) })?.phase;
  expect(phase("2026-11-25T23:59:59-05:00")).toBe("PRE_DEADLINE");
  expect(phase("2026-11-26T00:00:00-05:00")).toBe("POST_DEADLINE");
});

test("a failed charge is post-deadline for its week, the problem read from the decline code", () => {
  const dto = paymentProblemFor({
    card: card(),
    failedOrder: {
      weekStart: "2026-11-23",
      failedAt: at("2026-11-19T00:05:00-05:00"),
      failureCode: "insufficient_funds",
    },
    now: MONDAY,
  });
  expect(dto).toMatchObject({
    problem: "INSUFFICIENT_FUNDS",
    phase: "POST_DEADLINE",
    weekStart: "2026-11-23",
  });
  expect(dto?.message).toContain("by Saturday, November 21");
  expect(cardProblemOf("expired_card")).toBe("EXPIRED");
  expect(cardProblemOf("do_not_honor")).toBe("DECLINED");
  expect(cardProblemOf(null)).toBe("DECLINED");
});

test("a new card saved after the failed charge stops the warning", () => {
  const failedOrder = {
    weekStart: "2026-11-23",
    failedAt: at("2026-11-19T00:05:00-05:00"),
    failureCode: "card_declined",
  };
  const fresh = card({ createdAt: at("2026-11-20T10:00:00-05:00") });
  expect(paymentProblemFor({ card: fresh, failedOrder, now: MONDAY })).toBeNull();
});

test("expiry dates imply a problem when billing has flagged none", () => {
  expect(cardExpiresAt(11, 2026).toISOString()).toBe("2026-12-01T04:59:59.999Z");
  // Expires end of November: before the Nov 25 deadline? No, after it, but within 30 days.
  expect(impliedProblem(card({ expMonth: 11, expYear: 2026 }), MONDAY)).toBe("EXPIRING_SOON");
  expect(impliedProblem(card({ expMonth: 10, expYear: 2026 }), MONDAY)).toBe("EXPIRED");
  expect(impliedProblem(card({ expMonth: 3, expYear: 2027 }), MONDAY)).toBeNull();
  const dto = paymentProblemFor({
    card: card({ expMonth: 11, expYear: 2026 }),
    failedOrder: null,
    now: MONDAY,
  });
  expect(dto).toMatchObject({ problem: "EXPIRING_SOON", phase: "PRE_DEADLINE" });
  expect(dto?.message).toContain("11/2026");
});

test("the hold date is three days after the deadline, across the DST change", () => {
  expect(holdDate("2026-11-30")).toBe("2026-11-28");
  expect(holdDate("2026-11-02")).toBe("2026-10-31");
});

test("a charge that first failed after the deadline still gets three days, counting its day", () => {
  // Failed at the deadline (Thursday 12:05 AM): on hold at the end of Saturday, as before.
  expect(holdDate("2026-11-30", at("2026-11-26T00:05:00-05:00"))).toBe("2026-11-28");
  // First failed on Monday (a late answer): Monday, Tuesday, Wednesday.
  expect(holdDate("2026-11-30", at("2026-11-30T10:00:00-05:00"))).toBe("2026-12-02");
  expect(holdsAt("2026-11-30").toISOString()).toBe("2026-11-29T04:59:59.999Z");
});
