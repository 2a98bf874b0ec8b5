// The one lookup of a customer's live plan: the newest subscription that is not cancelled
// (active, paused or on hold). A partial unique index allows at most one.
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";

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
