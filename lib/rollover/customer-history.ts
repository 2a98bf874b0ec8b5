// The customers' histories the chef's selection ranks by (chef-ranking.ts): their ratings and how
// many past boxes they chose each dish in themselves, for the week menu's dishes only. One
// statement for a whole batch of customers (never one per customer): the 100k-order rollover
// reads it a thousand customers at a time, on the (userId, weekId) and (orderId, …) indexes.
import { sql } from "kysely";
import { kysely, kyselyIn } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";
import { anyText } from "@/lib/db/sql-params";
import type { CustomerHistory, DishHistory } from "./chef-ranking";

/** Each customer's history with the dishes `dishIds`, by user id (absent: no history). */
export async function customerHistories(
  userIds: readonly string[],
  dishIds: readonly string[],
  weekId: string,
  tx?: RawTx,
): Promise<Map<string, CustomerHistory>> {
  const histories = new Map<string, Map<string, DishHistory>>();
  if (userIds.length === 0 || dishIds.length === 0) return histories;
  const k = tx ? kyselyIn(tx) : kysely;
  const users = [...new Set(userIds)];
  const rows = await k
    .selectFrom((eb) =>
      eb
        .selectFrom("DishRating as r")
        .where("r.userId", "=", anyText(users))
        .where("r.dishId", "=", anyText(dishIds))
        .select((r) => [
          "r.userId",
          "r.dishId",
          r.cast<number | null>("r.stars", "integer").as("stars"),
          sql<number>`0`.as("times"),
        ])
        .unionAll(
          eb
            .selectFrom("WeeklyOrder as o")
            .innerJoin("OrderItem as i", "i.orderId", "o.id")
            .where("o.userId", "=", anyText(users))
            .where("o.weekId", "!=", weekId)
            // Boxes they received: a cancelled or failed week was never eaten.
            .where("o.status", "in", ["PAID", "DELIVERED"])
            .where("i.dishId", "=", anyText(dishIds))
            .whereRef("i.quantity", ">", "i.chefQuantity")
            .groupBy(["o.userId", "i.dishId"])
            .select((s) => [
              "o.userId",
              "i.dishId",
              sql<number | null>`NULL::int`.as("stars"),
              sql<number>`count(DISTINCT ${s.ref("o.id")})::int`.as("times"),
            ]),
        )
        .as("h"),
    )
    .groupBy(["h.userId", "h.dishId"])
    .select((eb) => [
      "h.userId",
      "h.dishId",
      eb.fn.max("h.stars").as("stars"),
      eb.fn.max("h.times").as("times"),
    ])
    .execute();
  for (const row of rows) {
    let history = histories.get(row.userId);
    if (!history) histories.set(row.userId, (history = new Map()));
    history.set(row.dishId, {
      ...(row.stars !== null ? { stars: Number(row.stars) } : {}),
      ...(Number(row.times) > 0 ? { timesChosen: Number(row.times) } : {}),
    });
  }
  return histories;
}
