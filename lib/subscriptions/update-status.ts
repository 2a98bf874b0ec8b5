// PUT /api/users/{userId}/subscription { status, resumeOn?, reason? }: pause (optionally until a
// date), resume or cancel the customer's plan. Every move goes through nextSubscriptionStatus and
// every order change through nextOrderStatus. Only weeks still before their deadline follow: a
// pause skips the open ones, a resume reopens the ones that pause skipped (a week the customer
// skipped by hand stays skipped), a cancellation cancels them.
import { queueCancellationMail } from "./cancellation-mail";
import { dateColumn, fromDateColumn, type IsoDate } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { EDITABLE, type OrderStatus } from "@/lib/orders/transitions";
import { editableWeeks, moveWeekOrders } from "@/lib/orders/week-orders";
import { currentOrLastSubscription, liveSubscription } from "./live-subscription";
import { firstWeekAfterResume, isResumeDue, isWeekPaused, resumeDateProblem } from "./pause-rules";
import type { SubscriptionStatusChange } from "./status-schema";
import { nextSubscriptionStatus, type Actor, type SubscriptionStatus } from "./transitions";

export interface SubscriptionStatusDto {
  id: string;
  planId: string;
  status: SubscriptionStatus;
  deliveryDay: string;
  deliveryTime: string;
  startsOn: IsoDate;
  pausedAt: string | null;
  resumeOn: IsoDate | null;
  /** With a resume date: the first delivery week after it. */
  resumesWeekStart: IsoDate | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** Weeks whose order changed with this move (skipped, reopened or cancelled), oldest first. */
  weeksChanged: IsoDate[];
}

const select = {
  id: true,
  planId: true,
  status: true,
  deliveryDay: true,
  deliveryTime: true,
  startsOn: true,
  pausedAt: true,
  resumeOn: true,
  cancelledAt: true,
  cancelReason: true,
} as const;

type Row = {
  id: string;
  planId: string;
  status: SubscriptionStatus;
  deliveryDay: string;
  deliveryTime: string;
  startsOn: Date;
  pausedAt: Date | null;
  resumeOn: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
};

function toDto(row: Row, weeksChanged: IsoDate[]): SubscriptionStatusDto {
  const resumeOn = row.resumeOn ? fromDateColumn(row.resumeOn) : null;
  return {
    ...row,
    startsOn: fromDateColumn(row.startsOn),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    resumeOn,
    resumesWeekStart: resumeOn ? firstWeekAfterResume(resumeOn) : null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    weeksChanged,
  };
}

/** The plan a status change applies to: the live one, else the newest cancelled one. */
async function currentSubscription(userId: string): Promise<Row> {
  const row = await currentOrLastSubscription(userId, select);
  if (!row) throw new AppError("NOT_FOUND", "You don't have a plan yet. Choose a plan first.");
  return row;
}

export async function updateSubscriptionStatus(
  userId: string,
  change: SubscriptionStatusChange,
  now: Date,
): Promise<SubscriptionStatusDto> {
  const subscription = await currentSubscription(userId);
  nextSubscriptionStatus(subscription.status, change.status, "customer");
  if (change.status === "PAUSED" && change.resumeOn) {
    const problem = resumeDateProblem(change.resumeOn, now);
    if (problem) {
      throw new AppError("VALIDATION", problem, {
        errors: [{ property: "resumeOn", constraints: { resumeDate: problem } }],
      });
    }
  }
  return db.$transaction((tx) => applyChange(tx, subscription, change, "customer", now));
}

/** A paused plan whose resume date has come is resumed (by the system) before it is read. */
export async function resumeIfDue(userId: string, now: Date): Promise<boolean> {
  const paused = await liveSubscription(userId, select);
  if (
    paused?.status !== "PAUSED" ||
    !paused.resumeOn ||
    !isResumeDue(fromDateColumn(paused.resumeOn), now)
  )
    return false;
  await db.$transaction((tx) => applyChange(tx, paused, { status: "ACTIVE" }, "system", now));
  return true;
}

/** Cancels a plan inside the caller's transaction (deactivation uses it too). */
export async function cancelSubscriptionTx(
  tx: Tx,
  subscription: Row,
  reason: string | undefined,
  now: Date,
  options: { includeLateWeeks?: boolean } = {},
): Promise<SubscriptionStatusDto> {
  return applyChange(tx, subscription, { status: "CANCELLED", reason }, "customer", now, options);
}

export { select as subscriptionStatusSelect };

/**
 * A plan the system resumes on its resume date delivers again from the first week after that
 * date, never the week the pause still covers (the rollover creates orders from `startsOn` on).
 */
function restartWeek(row: Row, actor: Actor): Date {
  if (actor !== "system" || !row.resumeOn) return row.startsOn;
  const restart = dateColumn(firstWeekAfterResume(fromDateColumn(row.resumeOn)));
  return restart > row.startsOn ? restart : row.startsOn;
}

async function applyChange(
  tx: Tx,
  subscription: Row,
  change: SubscriptionStatusChange,
  actor: Actor,
  now: Date,
  options: { includeLateWeeks?: boolean } = {},
): Promise<SubscriptionStatusDto> {
  // Re-checked inside the transaction against the row as it is now (a concurrent change wins).
  const fresh = await tx.subscription.findUniqueOrThrow({
    where: { id: subscription.id },
    select,
  });
  const status = nextSubscriptionStatus(fresh.status, change.status, actor);

  // A pause skips the open weeks it covers (none from its resume week on); a resume reopens
  // only the weeks this pause skipped (stamped with the pause's instant); a cancellation cancels
  // both.
  const pause = {
    status: "PAUSED" as const,
    resumeOn: change.status === "PAUSED" ? (change.resumeOn ?? null) : null,
  };
  const candidates = await editableWeeks(tx, { subscriptionId: fresh.id }, now, {
    statuses:
      change.status === "PAUSED" ? ["OPEN"] : change.status === "ACTIVE" ? ["SKIPPED"] : EDITABLE,
    changedSince: change.status === "ACTIVE" ? (fresh.pausedAt ?? now) : undefined,
    includeLateWeeks: options.includeLateWeeks,
  });
  const orders =
    change.status === "PAUSED"
      ? candidates.filter((order) => isWeekPaused(pause, order.weekStart))
      : candidates;
  const target: OrderStatus =
    change.status === "PAUSED" ? "SKIPPED" : change.status === "ACTIVE" ? "OPEN" : "CANCELLED";
  await moveWeekOrders(tx, orders, target, now);
  const changed = orders.map((order) => order.weekStart);

  const data =
    change.status === "PAUSED"
      ? { status, pausedAt: now, resumeOn: change.resumeOn ? dateColumn(change.resumeOn) : null }
      : change.status === "ACTIVE"
        ? {
            status,
            pausedAt: null,
            resumeOn: null,
            onHoldAt: null,
            startsOn: restartWeek(fresh, actor),
          }
        : { status, cancelledAt: now, cancelReason: change.reason || null };
  const saved = await tx.subscription.update({ where: { id: fresh.id }, data, select });
  if (change.status === "CANCELLED") await queueCancellationMail(tx, fresh.id, now);
  return toDto(saved, changed);
}
