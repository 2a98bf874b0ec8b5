// The delivery-problem policy as tables: when a box counts as delivered and until when it may be
// reported (Toronto time, run under a foreign TZ), and which reports are credited at once.
import { DateTime } from "luxon";
import { ZONE } from "@/lib/clock/labels";
import {
  AUTO_CREDITS_PER_PERIOD,
  boxDelivery,
  claimOutcome,
  REPORT_WINDOW_HOURS,
  windowEnd,
  type BoxFacts,
  type ClaimFacts,
} from "./policy";

const at = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toJSDate();

// Monday 2026-11-30, the 4–8 PM window: it closes at 8 PM Toronto (01:00 UTC the next day).
const box: BoxFacts = {
  weekStart: "2026-11-30",
  day: "MONDAY",
  deliveryTime: "16-20",
  status: "PAID",
  held: false,
  mark: null,
  markedAt: null,
};

test("a window closes at its last hour, Toronto time (Thursday for a Thursday box)", () => {
  expect(windowEnd("2026-11-30", "MONDAY", "16-20").toISOString()).toBe("2026-12-01T01:00:00.000Z");
  expect(windowEnd("2026-11-30", "THURSDAY", "08-12").toISOString()).toBe(
    "2026-12-03T17:00:00.000Z",
  );
});

test.each<[string, Partial<BoxFacts>, string, string | null]>([
  // case, box facts, now (Toronto), reports close at (Toronto) or null when not reportable
  ["never marked: from the window's end", {}, "2026-12-01T10:00", "2026-12-02T20:00"],
  ["never marked, window not over yet", {}, "2026-11-30T19:59", null],
  ["never marked, 48 hours later to the minute", {}, "2026-12-02T20:00", "2026-12-02T20:00"],
  ["never marked, a minute past 48 hours", {}, "2026-12-02T20:01", null],
  [
    "marked delivered: from the mark",
    { mark: "DELIVERED", markedAt: at("2026-11-30T17:12"), status: "DELIVERED" },
    "2026-11-30T18:00",
    "2026-12-02T17:12",
  ],
  [
    "assumed by the rollover: from the window's end",
    { status: "DELIVERED" },
    "2026-12-01T09:00",
    "2026-12-02T20:00",
  ],
  [
    "marked not delivered",
    { mark: "NOT_DELIVERED", markedAt: at("2026-11-30T17:00") },
    "2026-12-01T09:00",
    null,
  ],
  ["held by the kitchen", { held: true }, "2026-12-01T09:00", null],
  ["payment failed", { status: "PAYMENT_FAILED" }, "2026-12-01T09:00", null],
])("%s", (_, facts, now, until) => {
  const delivery = boxDelivery({ ...box, ...facts }, at(now));
  if (until === null) {
    expect(delivery.delivered).toBe(false);
  } else {
    expect(delivery).toMatchObject({ delivered: true, until: at(until) });
  }
});

test(`the window is ${REPORT_WINDOW_HOURS} hours`, () => {
  expect(REPORT_WINDOW_HOURS).toBe(48);
});

const claim: ClaimFacts = {
  kind: "MISSING",
  quantity: 1,
  mealCents: 1250,
  recentAutoCredits: 0,
  leftCents: 10_000,
  markedOnTime: false,
};

test.each<[string, Partial<ClaimFacts>, "CREDITED" | "PENDING", number]>([
  ["one missing dish: its price, at once", {}, "CREDITED", 1250],
  ["one damaged dish", { kind: "DAMAGED" }, "CREDITED", 1250],
  ["one wrong dish", { kind: "WRONG" }, "CREDITED", 1250],
  [
    "a late box (not marked on time): one dish's price",
    { kind: "LATE", quantity: 3 },
    "CREDITED",
    1250,
  ],
  ["two of a dish: over one dish's price", { quantity: 2 }, "PENDING", 2500],
  [
    `a ${AUTO_CREDITS_PER_PERIOD + 1}rd report in four weeks`,
    { recentAutoCredits: AUTO_CREDITS_PER_PERIOD },
    "PENDING",
    1250,
  ],
  ["the second in four weeks", { recentAutoCredits: 1 }, "CREDITED", 1250],
  ["a late box marked delivered on time", { kind: "LATE", markedOnTime: true }, "PENDING", 1250],
  ["less left of the order than asked", { leftCents: 800 }, "PENDING", 800],
])("%s", (_, facts, status, cents) => {
  const outcome = claimOutcome({ ...claim, ...facts });
  expect(outcome.status).toBe(status);
  expect(outcome.creditCents).toBe(cents);
  if (outcome.status === "PENDING") expect(outcome.reviewReason.length).toBeGreaterThan(10);
});
