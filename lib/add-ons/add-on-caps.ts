// Caps on a week's add-ons: how many are taken, and the check that keeps a capped add-on from
// being oversold when customers save at the same moment (as lib/menus/dish-caps.ts does for dishes).
import { kyselyIn } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";
import { anyText } from "@/lib/db/sql-params";
import { AppError } from "@/lib/errors";

/** Orders in these states hold nothing (a skipped week drops its add-ons anyway). */
const NOT_HOLDING = ["SKIPPED", "CANCELLED"] as const;

/** How many of each add-on the week's orders hold. */
export async function addOnsTaken(
  client: RawTx,
  weekId: string,
  addOnIds: readonly string[],
): Promise<Map<string, number>> {
  if (addOnIds.length === 0) return new Map();
  const rows = await kyselyIn(client)
    .selectFrom("OrderAddOn as a")
    .innerJoin("WeeklyOrder as o", "o.id", "a.orderId")
    .select((eb) => ["a.addOnId", eb.cast<number>(eb.fn.sum("a.quantity"), "integer").as("taken")])
    .where("a.addOnId", "=", anyText([...addOnIds]))
    .where("o.weekId", "=", weekId)
    .where("o.status", "not in", NOT_HOLDING)
    .groupBy("a.addOnId")
    .execute();
  return new Map(rows.map((row) => [row.addOnId, row.taken]));
}

/**
 * Refuses a box whose add-ons take a capped add-on past its cap. The capped rows are locked (in id
 * order, so two boxes never deadlock) before counting, so a second box waits for the first to
 * commit. `capped`: the chosen add-ons the week caps (the caller's menu read knows them).
 */
export async function assertWithinAddOnCaps(
  tx: RawTx,
  weekId: string,
  capped: readonly string[],
): Promise<void> {
  if (capped.length === 0) return;
  const rows = await kyselyIn(tx)
    .selectFrom("WeekAddOn as m")
    .innerJoin("AddOn as a", "a.id", "m.addOnId")
    .select(["m.addOnId", "m.cap", "a.name"])
    .where("m.weekId", "=", weekId)
    .where("m.addOnId", "=", anyText([...capped]))
    .where("m.cap", "is not", null)
    .$narrowType<{ cap: number }>()
    .orderBy("m.addOnId")
    .forUpdate("m")
    .execute();
  if (rows.length === 0) return;
  const taken = await addOnsTaken(
    tx,
    weekId,
    rows.map((row) => row.addOnId),
  );
  for (const row of rows) {
    if ((taken.get(row.addOnId) ?? 0) > row.cap) {
      const message = `${row.name} is sold out for this week. Remove it or take fewer.`;
      throw new AppError("CONFLICT", message, {
        errors: [{ property: "addOns", constraints: { soldOut: message } }],
      });
    }
  }
}
