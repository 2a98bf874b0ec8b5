// Boxes that hold a capped dish beyond its cap (a cap lowered below what was ordered, defect 5 of
// issue 26, or portions added outside the customers' saves). The portions are counted box by box
// in order-number order, first come first served: the boxes past the cap are the exceptions.
import { kysely, kyselyIn } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";

export interface OverCap {
  dishId: string;
  dish: string;
  /** Portions of this box beyond the cap. */
  beyond: number;
  ordered: number;
  cap: number;
}

/** Orders in these states hold no meals (as lib/menus/dish-caps.ts counts them). */
const NOT_HOLDING = ["SKIPPED", "CANCELLED"] as const;

/** `tx`: read inside the caller's transaction (which must not use the pool beside it). */
export async function boxesOverCap(weekId: string, tx?: RawTx): Promise<Map<string, OverCap[]>> {
  const rows = await (tx ? kyselyIn(tx) : kysely)
    .selectFrom("WeekMenu as m")
    .innerJoin("Dish as d", "d.id", "m.dishId")
    .innerJoin("OrderItem as i", "i.dishId", "m.dishId")
    .innerJoin("WeeklyOrder as o", (join) =>
      join.onRef("o.id", "=", "i.orderId").onRef("o.weekId", "=", "m.weekId"),
    )
    .select(["o.id as orderId", "o.number", "d.id as dishId", "d.name", "m.cap", "i.quantity"])
    .where("m.weekId", "=", weekId)
    .where("m.cap", "is not", null)
    .where("o.status", "not in", NOT_HOLDING)
    .$narrowType<{ cap: number }>()
    .orderBy("o.number")
    .execute();
  const ordered = new Map<string, number>();
  for (const row of rows) ordered.set(row.dishId, (ordered.get(row.dishId) ?? 0) + row.quantity);
  const counted = new Map<string, number>();
  const result = new Map<string, OverCap[]>();
  for (const row of rows) {
    const before = counted.get(row.dishId) ?? 0;
    const after = before + row.quantity;
    counted.set(row.dishId, after);
    const beyond = Math.min(row.quantity, after - row.cap);
    if (beyond <= 0) continue;
    const list = result.get(row.orderId) ?? [];
    list.push({
      dishId: row.dishId,
      dish: row.name,
      beyond,
      ordered: ordered.get(row.dishId) ?? 0,
      cap: row.cap,
    });
    result.set(row.orderId, list);
  }
  return result;
}
