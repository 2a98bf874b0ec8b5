// One rollover at a time across every process: a lease row that the running holder renews. A
// second run finds it held and reports "in progress"; a crashed holder's lease runs out by itself.
// Wall-clock time on purpose: the lease is about live processes, not the business "now".
import { db } from "@/lib/db";

const LEASE_ID = "weekly-rollover";
export const LEASE_SECONDS = 30;

export async function acquireLease(holder: string): Promise<boolean> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + LEASE_SECONDS * 1000);
  const rows = await db.$queryRaw<{ holder: string }[]>`
    INSERT INTO "RolloverLease" (id, holder, "expiresAt") VALUES (${LEASE_ID}, ${holder}, ${expiresAt})
    ON CONFLICT (id) DO UPDATE SET holder = EXCLUDED.holder, "expiresAt" = EXCLUDED."expiresAt"
    WHERE "RolloverLease"."expiresAt" < ${now} OR "RolloverLease".holder = ${holder}
    RETURNING holder`;
  return rows.length === 1;
}

export async function renewLease(holder: string): Promise<void> {
  const expiresAt = new Date(Date.now() + LEASE_SECONDS * 1000);
  await db.rolloverLease.updateMany({ where: { id: LEASE_ID, holder }, data: { expiresAt } });
}

export async function releaseLease(holder: string): Promise<void> {
  await db.rolloverLease.deleteMany({ where: { id: LEASE_ID, holder } });
}

/** Whether some process holds the lease now (a rollover is running). */
export async function rolloverRunning(): Promise<boolean> {
  const held = await db.rolloverLease.count({
    where: { id: LEASE_ID, expiresAt: { gt: new Date() } },
  });
  return held > 0;
}
