// A week's add-ons written on their own, leaving the meals as they are: how a customer adds
// desserts and drinks to a week left (wholly or partly) to the chef's choice. The chef still fills
// the meals at the rollover (an order is chef-filled by its meal count, never by its add-ons); the
// add-ons stay and are charged with the box. The meal save keeps writing add-ons with the meals
// (week-orders.ts); this is the write for when no meals are saved with them.
import { kyselyIn } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";
import { timeOrderedId } from "@/lib/db/ids";
import { unnest } from "@/lib/db/unnest";
import { assertWithinAddOnCaps } from "@/lib/add-ons/add-on-caps";
import type { WeekAddOns } from "./week-orders";

/**
 * Replaces the add-ons of the subscription's order of the week, if it is OPEN. The conditional
 * update takes the row lock first (as the meal save does), so the rollover's lock waits for this
 * transaction, and an order it locked first is refused. "missing": the week has no order yet;
 * "skipped": it is skipped (a skipped box holds no add-ons); "refused": past OPEN.
 */
export async function replaceWeekAddOnsOf(
  tx: RawTx,
  key: { subscriptionId: string; weekId: string },
  addOns: WeekAddOns,
  now: Date,
): Promise<{ id: string } | "missing" | "skipped" | "refused"> {
  const sql = kyselyIn(tx);
  const order = await sql
    .updateTable("WeeklyOrder")
    .set({ updatedAt: now })
    .where("subscriptionId", "=", key.subscriptionId)
    .where("weekId", "=", key.weekId)
    .where("status", "=", "OPEN")
    .returning("id")
    .executeTakeFirst();
  if (!order) {
    const existing = await sql
      .selectFrom("WeeklyOrder")
      .where("subscriptionId", "=", key.subscriptionId)
      .where("weekId", "=", key.weekId)
      .select("status")
      .executeTakeFirst();
    if (!existing) return "missing";
    return existing.status === "SKIPPED" ? "skipped" : "refused";
  }
  // The old add-ons deleted and the new inserted in one statement; the insert reads the delete's
  // count so it runs after it (the unique (order, add-on) then finds the old rows gone).
  await sql
    .with("dropped", (db) =>
      db.deleteFrom("OrderAddOn").where("orderId", "=", order.id).returning("id"),
    )
    .insertInto("OrderAddOn")
    .columns(["id", "orderId", "addOnId", "quantity", "unitCents"])
    .expression((eb) =>
      eb
        .selectFrom(
          unnest(
            "v",
            { id: "text", addOnId: "text", quantity: "int", unitCents: "int" },
            addOns.lines.map((line) => ({ ...line, id: timeOrderedId() })),
          ),
        )
        .select((vb) => [
          "v.id",
          vb.val(order.id).as("orderId"),
          "v.addOnId",
          "v.quantity",
          "v.unitCents",
        ])
        .where((vb) => vb.selectFrom("dropped").select((rb) => rb.fn.countAll().as("n")), ">=", 0),
    )
    .execute();
  await assertWithinAddOnCaps(
    tx,
    key.weekId,
    addOns.lines.map((line) => line.addOnId).filter((id) => addOns.capped.has(id)),
  );
  return order;
}
