// The delivery-problem policy in one place: how long a box may be reported, which reports are
// credited at once, and what a report's credit is. Pure (the caller passes the facts and "now"),
// so the rules are table-tested (policy.test.ts). Decisions: docs/decisions/delivery-problems.md.
import { DateTime } from "luxon";
import { ZONE } from "@/lib/clock/labels";
import { deliveryDate } from "@/lib/delivery-schedule/delivery-days";
import type { DeliveryDay } from "@/generated/prisma/client";

/** A box may be reported for this long after it was delivered. */
export const REPORT_WINDOW_HOURS = 48;
/** At most this many reports are credited at once within AUTO_CREDIT_PERIOD_DAYS... */
export const AUTO_CREDITS_PER_PERIOD = 2;
export const AUTO_CREDIT_PERIOD_DAYS = 28;
/** ...and only when what they ask for is at most one dish's price (AUTO_CREDIT_MAX_DISHES). */
export const AUTO_CREDIT_MAX_DISHES = 1;

export const PROBLEM_KINDS = ["MISSING", "DAMAGED", "WRONG", "LATE"] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export const KIND_LABELS: Record<ProblemKind, string> = {
  MISSING: "Missing dish",
  DAMAGED: "Damaged dish",
  WRONG: "Wrong dish",
  LATE: "Late box",
};

/** The facts of one box (one delivery day of an order) the window is computed from. */
export interface BoxFacts {
  weekStart: string;
  day: DeliveryDay;
  /** The order's window id, e.g. "16-20". */
  deliveryTime: string;
  status: string;
  held: boolean;
  /** The stop's mark, when whoever delivered marked it. */
  mark: "DELIVERED" | "NOT_DELIVERED" | null;
  markedAt: Date | null;
}

/** The instant a delivery window closes on its day, Toronto time ("16-20" → 8:00 PM). */
export function windowEnd(weekStart: string, day: DeliveryDay, deliveryTime: string): Date {
  const endHour = Number(/^\d{2}-(\d{2})$/.exec(deliveryTime)?.[1] ?? "20");
  return DateTime.fromISO(deliveryDate(weekStart, day), { zone: ZONE })
    .set({ hour: endHour })
    .toJSDate();
}

export type BoxDelivery =
  { delivered: true; at: Date; until: Date; marked: boolean } | { delivered: false; why: string };

/**
 * When a box was delivered: the stop's mark when there is one; else, for a paid box never marked,
 * the end of its delivery window (what the rollover assumes later, assumed in time for the 48
 * hours). A box reported not delivered is the delivery team's to settle, never reported here.
 */
export function boxDelivery(box: BoxFacts, now: Date): BoxDelivery {
  if (box.held) return { delivered: false, why: "This box was held by the kitchen." };
  if (box.status !== "PAID" && box.status !== "DELIVERED") {
    return { delivered: false, why: "This box was not delivered." };
  }
  if (box.mark === "NOT_DELIVERED") {
    return {
      delivered: false,
      why: "This box was reported not delivered: we are already making it right.",
    };
  }
  const marked = box.mark === "DELIVERED" && box.markedAt !== null;
  const at = marked ? box.markedAt! : windowEnd(box.weekStart, box.day, box.deliveryTime);
  if (at.getTime() > now.getTime()) {
    return { delivered: false, why: "This box hasn't been delivered yet." };
  }
  const until = new Date(at.getTime() + REPORT_WINDOW_HOURS * 3_600_000);
  if (now.getTime() > until.getTime()) {
    return {
      delivered: false,
      why: `Problems can be reported up to ${REPORT_WINDOW_HOURS} hours after delivery.`,
    };
  }
  return { delivered: true, at, until, marked };
}

export interface ClaimFacts {
  kind: ProblemKind;
  quantity: number;
  /** What the customer paid for one meal of the order (one dish's price). */
  mealCents: number;
  /** Reports of this customer credited at once within the period, before this one. */
  recentAutoCredits: number;
  /** What is left of the order's price after refunds and earlier credits. */
  leftCents: number;
  /** A late box whose stop was marked delivered inside its window: the record says on time. */
  markedOnTime: boolean;
}

export type ClaimOutcome =
  | { status: "CREDITED"; creditCents: number }
  | { status: "PENDING"; creditCents: number; reviewReason: string };

/** What a report asks for, and whether the policy credits it at once or an admin decides. */
export function claimOutcome(facts: ClaimFacts): ClaimOutcome {
  const asked = facts.mealCents * (facts.kind === "LATE" ? 1 : facts.quantity);
  const creditCents = Math.max(0, Math.min(asked, facts.leftCents));
  const review = (reviewReason: string): ClaimOutcome => ({
    status: "PENDING",
    creditCents,
    reviewReason,
  });
  if (asked > facts.mealCents * AUTO_CREDIT_MAX_DISHES) {
    return review(`Asks for ${facts.quantity} dishes: more than one dish's price.`);
  }
  if (facts.recentAutoCredits >= AUTO_CREDITS_PER_PERIOD) {
    return review(
      `${facts.recentAutoCredits} reports credited at once in the last ${AUTO_CREDIT_PERIOD_DAYS} days already.`,
    );
  }
  if (facts.kind === "LATE" && facts.markedOnTime) {
    return review("The stop was marked delivered inside its window.");
  }
  if (creditCents < asked) {
    return review("Less is left of the order's price than the report asks for.");
  }
  return { status: "CREDITED", creditCents };
}
