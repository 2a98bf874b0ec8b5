// The writes of a delivery: a week's stops told their box is on its way, a stop marked delivered
// or not, the manager's decision on a box not delivered, and the order becoming DELIVERED once
// each of its boxes is delivered or credited (through transitions.ts). The rules deciding *whether*
// a write may happen live in lib/deliveries; this module only writes, inside the caller's
// transaction. Its sibling, the rollover's "assumed delivered" fallback, is bulk-moves.ts.
import type { DeliveryDay, DeliveryDecision, DeliveryMark } from "@/generated/prisma/client";
import { sql } from "kysely";
import { timeOrderedId, timeOrderedIdSql } from "@/lib/db/ids";
import { kyselyIn } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";
import { at } from "@/lib/db/sql-params";
import { nextOrderStatus, type OrderStatus } from "./transitions";

/** SQL: the day an order item goes out (its half for a split order, else the order's day). */
export const ITEM_DAY_SQL = sql<DeliveryDay>`(CASE WHEN i."slot" = 'SINGLE' THEN o."deliveryDay"
  ELSE i."slot"::text::"DeliveryDay" END)`;

/**
 * Every paid box of the week going out on `day` whose customer was not told yet (and whose stop
 * is not marked or decided): its stop records it is on its way. One statement however many
 * stops; answers the orders it told, so their mails are queued once (idempotent per stop).
 */
export async function markStopsOnTheirWay(
  tx: RawTx,
  weekId: string,
  day: DeliveryDay,
  now: Date,
): Promise<string[]> {
  const rows = await kyselyIn(tx)
    .insertInto("DeliveryStop")
    .columns(["id", "orderId", "day", "onItsWayAt", "createdAt", "updatedAt"])
    .expression((eb) =>
      eb
        .selectFrom("WeeklyOrder as o")
        .where("o.weekId", "=", weekId)
        .where("o.status", "=", "PAID")
        // A held box does not go out (lib/orders/hold-box.ts) until released.
        .where("o.heldAt", "is", null)
        .where((w) =>
          w.exists(
            w
              .selectFrom("OrderItem as i")
              .select(sql.lit(1).as("one"))
              .whereRef("i.orderId", "=", "o.id")
              .where(ITEM_DAY_SQL, "=", day),
          ),
        )
        .select([
          timeOrderedIdSql().as("id"),
          "o.id as orderId",
          sql<DeliveryDay>`${day}::"DeliveryDay"`.as("day"),
          at(now).as("onItsWayAt"),
          at(now).as("createdAt"),
          at(now).as("updatedAt"),
        ]),
    )
    .onConflict((oc) =>
      oc
        .columns(["orderId", "day"])
        .doUpdateSet({ onItsWayAt: at(now), updatedAt: at(now) })
        .where("DeliveryStop.onItsWayAt", "is", null)
        .where("DeliveryStop.mark", "is", null)
        .where("DeliveryStop.decision", "is", null),
    )
    .returning("orderId")
    .execute();
  return rows.map((row) => row.orderId);
}

/** A stop marked delivered or not delivered (a new "not delivered" waits for a new decision). */
export async function writeStopMark(
  tx: RawTx,
  stop: {
    orderId: string;
    day: DeliveryDay;
    mark: DeliveryMark;
    reason: string | null;
    actorId: string;
  },
  now: Date,
): Promise<void> {
  const notDelivered = stop.mark === "NOT_DELIVERED";
  const marked = {
    mark: stop.mark,
    markedAt: now,
    markedById: stop.actorId,
    updatedAt: now,
    // The last reason stays on a stop delivered after a redelivery: the route's history.
    ...(notDelivered
      ? { reason: stop.reason, decision: null, decidedAt: null, decidedById: null }
      : {}),
  };
  await kyselyIn(tx)
    .insertInto("DeliveryStop")
    .values({
      id: timeOrderedId(),
      orderId: stop.orderId,
      day: stop.day,
      createdAt: now,
      ...marked,
    })
    .onConflict((oc) => oc.columns(["orderId", "day"]).doUpdateSet(marked))
    .execute();
}

/** The manager's decision on a box not delivered: bring it again (back on the list), or credit. */
export async function writeStopDecision(
  tx: RawTx,
  stop: {
    orderId: string;
    day: DeliveryDay;
    decision: DeliveryDecision;
    creditCents: number;
    actorId: string;
  },
  now: Date,
): Promise<void> {
  const { numUpdatedRows } = await kyselyIn(tx)
    .updateTable("DeliveryStop")
    .set({
      decision: stop.decision,
      decidedAt: now,
      decidedById: stop.actorId,
      creditCents: stop.creditCents,
      updatedAt: now,
      // A redelivery is a stop to deliver again: its mark is cleared, its reason kept.
      ...(stop.decision === "REDELIVER" ? { mark: null, markedAt: null, markedById: null } : {}),
    })
    .where("orderId", "=", stop.orderId)
    .where("day", "=", stop.day)
    .where("mark", "=", "NOT_DELIVERED")
    .where("decision", "is", null)
    .executeTakeFirst();
  if (numUpdatedRows === BigInt(0))
    throw new Error(`No undecided stop ${stop.orderId} ${stop.day}`);
}

/**
 * The order is DELIVERED once every box of it is delivered or credited and one at least was
 * delivered (a box only credited never arrived). An order the rollover assumed delivered is
 * confirmed instead (no longer assumed, delivered when marked). Answers whether it changed.
 */
export async function settleDeliveredOrder(
  tx: RawTx,
  order: { id: string; status: OrderStatus },
  now: Date,
): Promise<boolean> {
  const k = kyselyIn(tx);
  const days = await k
    .selectFrom("OrderItem as i")
    .innerJoin("WeeklyOrder as o", "o.id", "i.orderId")
    .leftJoin("DeliveryStop as s", (join) =>
      join.onRef("s.orderId", "=", "o.id").on("s.day", "=", ITEM_DAY_SQL),
    )
    .where("i.orderId", "=", order.id)
    .select([ITEM_DAY_SQL.as("day"), "s.mark", "s.decision"])
    .distinct()
    .execute();
  const delivered = days.filter((d) => d.mark === "DELIVERED").length;
  const credited = days.filter((d) => d.mark === "NOT_DELIVERED" && d.decision === "CREDIT");
  if (days.length === 0 || delivered === 0 || delivered + credited.length < days.length) {
    return false;
  }
  const { numUpdatedRows } = await k
    .updateTable("WeeklyOrder")
    .set({
      status:
        order.status === "DELIVERED" ? "DELIVERED" : nextOrderStatus(order.status, "DELIVERED"),
      deliveredAt: now,
      deliveryAssumed: false,
      updatedAt: now,
    })
    .where("id", "=", order.id)
    .where("status", "=", order.status)
    .executeTakeFirst();
  return numUpdatedRows > BigInt(0);
}
