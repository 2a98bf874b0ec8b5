// Per-dish caps on a week's menu: how many portions are taken, and the check that keeps a capped
// dish from being oversold when customers save their meals at the same moment.
import { kyselyIn } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";
import { anyText } from "@/lib/db/sql-params";
import { AppError } from "@/lib/errors";

/** Orders in these states hold no meals (a skipped or cancelled week takes no portions). */
const NOT_HOLDING = ["SKIPPED", "CANCELLED"] as const;

/** Portions of each dish taken by the week's orders. */
export async function portionsTaken(
  client: RawTx,
  weekId: string,
  dishIds: readonly string[],
): Promise<Map<string, number>> {
  if (dishIds.length === 0) return new Map();
  const rows = await kyselyIn(client)
    .selectFrom("OrderItem as i")
    .innerJoin("WeeklyOrder as o", "o.id", "i.orderId")
    .select((eb) => ["i.dishId", eb.cast<number>(eb.fn.sum("i.quantity"), "integer").as("taken")])
    .where("i.dishId", "=", anyText([...dishIds]))
    .where("o.weekId", "=", weekId)
    .where("o.status", "not in", NOT_HOLDING)
    .groupBy("i.dishId")
    .execute();
  return new Map(rows.map((row) => [row.dishId, row.taken]));
}

/**
 * Refuses an order's new meals when they take a capped dish past its cap. The capped menu rows
 * are locked (in dish order, so two orders never deadlock) before counting: a second order
 * saving the same dish waits here, then counts the first one's committed portions.
 * Only dishes whose quantity grew are checked, so an order may keep what it already holds.
 */
export async function assertWithinDishCaps(
  tx: RawTx,
  weekId: string,
  grown: readonly string[],
): Promise<void> {
  if (grown.length === 0) return;
  const capped = await kyselyIn(tx)
    .selectFrom("WeekMenu as m")
    .innerJoin("Dish as d", "d.id", "m.dishId")
    .select(["m.dishId", "m.cap", "d.name"])
    .where("m.weekId", "=", weekId)
    .where("m.dishId", "=", anyText([...grown]))
    .where("m.cap", "is not", null)
    .$narrowType<{ cap: number }>()
    .orderBy("m.dishId")
    .forUpdate("m")
    .execute();
  if (capped.length === 0) return;
  const taken = await portionsTaken(
    tx,
    weekId,
    capped.map((row) => row.dishId),
  );
  for (const row of capped) {
    if ((taken.get(row.dishId) ?? 0) > row.cap) {
      const message = `${row.name} is sold out for this week. Please choose another dish.`;
      // The `soldOut` constraint tells a client this 409 is about the box, not the deadline.
      throw new AppError("CONFLICT", message, {
        errors: [{ property: "items", constraints: { soldOut: message } }],
      });
    }
  }
}

/**
 * Portions still free of each capped dish of the week (never below 0). With `lock` (inside a
 * transaction) the capped menu rows are held first, in dish order as assertWithinDishCaps holds
 * them, so a rollover batch filling orders and another batch or a late writer wait their turn.
 */
export async function portionsLeft(
  client: RawTx,
  weekId: string,
  options: { lock?: boolean } = {},
): Promise<Map<string, number>> {
  const query = kyselyIn(client)
    .selectFrom("WeekMenu as m")
    .select(["m.dishId", "m.cap"])
    .where("m.weekId", "=", weekId)
    .where("m.cap", "is not", null)
    .$narrowType<{ cap: number }>()
    .orderBy("m.dishId");
  const capped = await (options.lock ? query.forUpdate() : query).execute();
  const taken = await portionsTaken(
    client,
    weekId,
    capped.map((row) => row.dishId),
  );
  return new Map(
    capped.map((row) => [row.dishId, Math.max(0, row.cap - (taken.get(row.dishId) ?? 0))]),
  );
}
