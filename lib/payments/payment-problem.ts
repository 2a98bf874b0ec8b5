// Which card problem the customer home warns about, for which delivery week, and whether that
// week's order deadline has passed (spec §4: each problem has a pre- and a post-deadline message).
// Pure: the dashboard loader passes the facts and "now".
import { remembered } from "@/lib/cache/remembered";
import { cardProblemOf } from "./card-problem";
import { DateTime } from "luxon";
import {
  formatDay,
  formatDeadline,
  orderDeadline,
  toronto,
  upcomingWeekStart,
  ZONE,
  type IsoDate,
} from "@/lib/clock";
import { cardBrandLabel } from "@/lib/format/card-brand";
import { paymentMessage, type PaymentPhase, type PaymentProblem } from "./payment-messages";

/** Unresolved this long after the charge, the plan goes on hold (DESIGN.md §3). */
export const HOLD_AFTER_DAYS = 3;
/** A card that expires this soon after the next charge is flagged before it fails. */
export const EXPIRING_SOON_DAYS = 30;

export interface CardFacts {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  problem: PaymentProblem | null;
  problemSince: Date | null;
  createdAt: Date;
}

export interface FailedOrderFacts {
  weekStart: IsoDate;
  /** When the charge failed (the order was locked and charged at the deadline). */
  failedAt: Date;
  /** The provider's decline code of the last failed charge, e.g. "insufficient_funds". */
  failureCode: string | null;
}

export interface PaymentProblemDto {
  problem: PaymentProblem;
  phase: PaymentPhase;
  /** The delivery week the problem puts at risk. */
  weekStart: IsoDate;
  orderDeadline: string;
  title: string;
  message: string;
  actionLabel: string;
  actionHref: string;
  card: { brand: string; last4: string } | null;
  /** Remembered in the browser once the customer has read it (problem + week + phase). */
  acknowledgementKey: string;
}

export const UPDATE_CARD_HREF = "/customer/account?tab=payment";

/** The last instant a card can be charged: the end of its expiry month, Toronto time. */
export function cardExpiresAt(expMonth: number, expYear: number): Date {
  return new Date(endOfMonth(`${expYear}-${expMonth}`));
}

// Every signed-in home asks about the customer's card; a month's end never moves.
const endOfMonth = remembered((yearMonth: string) => {
  const [year, month] = yearMonth.split("-").map(Number);
  return DateTime.fromObject({ year, month, day: 1 }, { zone: ZONE }).endOf("month").toMillis();
});

/** A card problem the saved fields imply when billing has not flagged one. */
export function impliedProblem(card: CardFacts, now: Date): PaymentProblem | null {
  const expiresAt = cardExpiresAt(card.expMonth, card.expYear).getTime();
  const nextCharge = orderDeadline(upcomingWeekStart(now)).getTime();
  if (expiresAt < nextCharge) return "EXPIRED";
  if (expiresAt < nextCharge + EXPIRING_SOON_DAYS * 86_400_000) return "EXPIRING_SOON";
  return null;
}

/**
 * The day an unresolved payment puts the plan on hold (at its end, Toronto time): three days after
 * the week's deadline (the Saturday), or, for a charge that first failed later than that (a late
 * provider answer, an imported order), the third day counting the day it failed.
 */
export function holdDate(weekStart: IsoDate, firstFailedAt?: Date | null): IsoDate {
  const byDeadline = toronto(orderDeadline(weekStart)).plus({ days: HOLD_AFTER_DAYS }).toISODate();
  const byFailure = firstFailedAt
    ? toronto(firstFailedAt)
        .plus({ days: HOLD_AFTER_DAYS - 1 })
        .toISODate()
    : null;
  return (byFailure && byFailure > byDeadline! ? byFailure : byDeadline) as IsoDate;
}

/** The instant the plan goes on hold: the end of the hold day. */
export function holdsAt(weekStart: IsoDate, firstFailedAt?: Date | null): Date {
  return DateTime.fromISO(holdDate(weekStart, firstFailedAt), { zone: ZONE })
    .endOf("day")
    .toJSDate();
}

export function paymentProblemFor(input: {
  card: CardFacts | null;
  failedOrder: FailedOrderFacts | null;
  now: Date;
}): PaymentProblemDto | null {
  const { card, failedOrder, now } = input;
  let problem: PaymentProblem;
  let weekStart: IsoDate;
  let phase: PaymentPhase;

  if (failedOrder) {
    // A card saved after the failed charge is what the retry will use: nothing to nag about.
    if (card && !card.problem && card.createdAt > failedOrder.failedAt) return null;
    problem =
      card?.problem && card.problem !== "EXPIRING_SOON"
        ? card.problem
        : cardProblemOf(failedOrder.failureCode);
    weekStart = failedOrder.weekStart;
    phase = "POST_DEADLINE";
  } else {
    if (!card) return null;
    const flagged = card.problem ?? impliedProblem(card, now);
    if (!flagged) return null;
    problem = flagged;
    // The week the problem threatens: the first whose deadline had not passed when it appeared.
    weekStart = upcomingWeekStart(card.problem && card.problemSince ? card.problemSince : now);
    phase = now.getTime() <= orderDeadline(weekStart).getTime() ? "PRE_DEADLINE" : "POST_DEADLINE";
  }

  const deadline = orderDeadline(weekStart);
  const brand = card ? cardBrandLabel(card.brand) : "card";
  const message = paymentMessage(problem, phase, {
    brand,
    last4: card?.last4 ?? "····",
    expiry: card ? `${String(card.expMonth).padStart(2, "0")}/${card.expYear}` : "",
    deadline: formatDeadline(deadline),
    week: formatDay(weekStart),
    holdDate: formatDay(holdDate(weekStart, failedOrder?.failedAt)),
  });
  return {
    problem,
    phase,
    weekStart,
    orderDeadline: deadline.toISOString(),
    title: message.title,
    message: message.body,
    actionLabel: message.action,
    actionHref: UPDATE_CARD_HREF,
    card: card ? { brand, last4: card.last4 } : null,
    acknowledgementKey: `${problem}:${weekStart}:${phase}`,
  };
}
