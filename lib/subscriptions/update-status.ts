// PUT /api/users/{userId}/subscription { status, resumeOn?, reason? }: pause (optionally until a
// date), resume or cancel the customer's plan. Every move goes through nextSubscriptionStatus and
// every order change through nextOrderStatus. Only weeks still before their deadline follow: a
// pause skips the open ones, a resume reopens the ones that pause skipped (a week the customer
// skipped by hand stays skipped), a cancellation cancels them.
import { dateColumn, fromDateColumn, isBeforeDeadline, type IsoDate } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { nextOrderStatus, type OrderStatus } from "@/lib/orders/transitions";
import { firstWeekAfterResume, isResumeDue, resumeDateProblem } from "./pause-rules";
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
  const live = await db.subscription.findFirst({
    where: { userId, status: { not: "CANCELLED" } },
    orderBy: { createdAt: "desc" },
    select,
  });
  const row =
    live ??
    (await db.subscription.findFirst({
      where: { userId },
      orderBy: { createdAt: "desc" },
      select,
    }));
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
  const paused = await db.subscription.findFirst({
    where: { userId, status: "PAUSED", resumeOn: { not: null } },
    select,
  });
  if (!paused?.resumeOn || !isResumeDue(fromDateColumn(paused.resumeOn), now)) return false;
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

  const weekFilter =
    change.status === "PAUSED"
      ? { status: { in: ["OPEN"] as OrderStatus[] } }
      : change.status === "ACTIVE"
        ? // Only the weeks this pause skipped: they were stamped with the pause's instant.
          {
            status: { in: ["SKIPPED"] as OrderStatus[] },
            updatedAt: { gte: fresh.pausedAt ?? now },
          }
        : { status: { in: ["OPEN", "SKIPPED"] as OrderStatus[] } };
  const orders = await tx.weeklyOrder.findMany({
    where: { subscriptionId: fresh.id, ...weekFilter },
    select: { id: true, status: true, week: { select: { startDate: true } } },
    orderBy: { week: { startDate: "asc" } },
  });
  const target: OrderStatus =
    change.status === "PAUSED" ? "SKIPPED" : change.status === "ACTIVE" ? "OPEN" : "CANCELLED";
  const changed: IsoDate[] = [];
  for (const order of orders) {
    const weekStart = fromDateColumn(order.week.startDate);
    if (!options.includeLateWeeks && !isBeforeDeadline(weekStart, now)) continue;
    await tx.weeklyOrder.update({
      where: { id: order.id },
      data: { status: nextOrderStatus(order.status, target), updatedAt: now },
    });
    changed.push(weekStart);
  }

  const data =
    change.status === "PAUSED"
      ? { status, pausedAt: now, resumeOn: change.resumeOn ? dateColumn(change.resumeOn) : null }
      : change.status === "ACTIVE"
        ? { status, pausedAt: null, resumeOn: null, onHoldAt: null }
        : { status, cancelledAt: now, cancelReason: change.reason || null };
  const saved = await tx.subscription.update({ where: { id: fresh.id }, data, select });
  return toDto(saved, changed);
}
