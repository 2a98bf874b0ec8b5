// One rollover at a time across every process: a lease row that the running holder renews. A
// second run finds it held and reports "in progress"; a crashed holder's lease runs out by itself.
// Wall-clock time on purpose: the lease is about live processes, not the business "now".
import { db } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";

const LEASE_ID = "weekly-rollover";
export const LEASE_SECONDS = 30;

export async function acquireLease(holder: string): Promise<boolean> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + LEASE_SECONDS * 1000);
  const rows = await kysely
    .insertInto("RolloverLease")
    .values({ id: LEASE_ID, holder, expiresAt })
    .onConflict((oc) =>
      oc
        .column("id")
        .doUpdateSet((eb) => ({
          holder: eb.ref("excluded.holder"),
          expiresAt: eb.ref("excluded.expiresAt"),
        }))
        .where((eb) =>
          eb.or([eb("RolloverLease.expiresAt", "<", now), eb("RolloverLease.holder", "=", holder)]),
        ),
    )
    .returning("holder")
    .execute();
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
