// The one lookup of a customer's live plan: the newest subscription that is not cancelled
// (active, paused or on hold). A partial unique index allows at most one.
import type { Prisma } from "@/generated/prisma/client";
import { fromDateColumn, type IsoDate } from "@/lib/clock";
import type { Expression, SelectQueryBuilder } from "kysely";
import { db, type Tx } from "@/lib/db";
import type { DB } from "@/lib/db/kysely";
import { planStatusForWeek } from "./pause-rules";
import type { SubscriptionStatus } from "./transitions";

export const LIVE_SUBSCRIPTION = { status: { not: "CANCELLED" } } as const;

export function liveSubscription<S extends Prisma.SubscriptionSelect>(
  userId: string,
  select: S,
  client: Tx | typeof db = db,
) {
  return client.subscription.findFirst({
    where: { userId, ...LIVE_SUBSCRIPTION },
    orderBy: { createdAt: "desc" },
    select,
  });
}

/** LIVE_SUBSCRIPTION in a typed statement: the newest of the user's subscriptions not cancelled. */
export function newestLive<O>(
  query: SelectQueryBuilder<DB, "Subscription", O>,
  userId: string | Expression<string>,
) {
  return query
    .where("Subscription.userId", "=", userId)
    .where("Subscription.status", "<>", "CANCELLED")
    .orderBy("Subscription.createdAt", "desc")
    .limit(1);
}

/**
 * `currentOrLastSubscription` in a typed statement: the live plan first, else the newest cancelled
 * one (for the screens that read their rows in one statement).
 */
export function currentOrLast<O>(
  query: SelectQueryBuilder<DB, "Subscription", O>,
  userId: string | Expression<string>,
) {
  return query
    .where("Subscription.userId", "=", userId)
    .orderBy((eb) => eb("Subscription.status", "=", "CANCELLED"))
    .orderBy("Subscription.createdAt", "desc")
    .limit(1);
}

/** The live plan, else the newest cancelled one (what the account and home pages describe). */
export async function currentOrLastSubscription<S extends Prisma.SubscriptionSelect>(
  userId: string,
  select: S,
) {
  return (
    (await liveSubscription(userId, select)) ??
    db.subscription.findFirst({ where: { userId }, orderBy: { createdAt: "desc" }, select })
  );
}

/** A subscription row's status as one delivery week sees it (the weeks after a pause's end are
 * active already; see isWeekPaused). */
export function rowStatusForWeek(
  row: { status: SubscriptionStatus; resumeOn: Date | null },
  weekStart: IsoDate,
): SubscriptionStatus {
  const resumeOn = row.resumeOn ? fromDateColumn(row.resumeOn) : null;
  return planStatusForWeek({ status: row.status, resumeOn }, weekStart);
}

/** The live plan's status as one delivery week sees it; null without a live plan. */
export async function livePlanStatusForWeek(
  userId: string,
  weekStart: IsoDate,
): Promise<SubscriptionStatus | null> {
  const live = await liveSubscription(userId, { status: true, resumeOn: true });
  return live ? rowStatusForWeek(live, weekStart) : null;
}
