// The week's orders by the thousand: created and locked at the deadline, frozen, paid, failed or
// sent to the bank, delivered. Set-based (one statement however many orders) and the same owner
// as a single order's writes (week-orders.ts). Each move takes its "from" states from the
// transition table (transitions.ts), so a bulk move the table forbids cannot be written.
import { sql, type Kysely } from "kysely";
import { defaultAddressOf } from "@/lib/addresses/default-address";
import { dateColumn, fromDateColumn, type IsoDate } from "@/lib/clock";
import { timeOrderedIdSql } from "@/lib/db/ids";
import { kysely, kyselyIn, type DB } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";
import { anyText, at } from "@/lib/db/sql-params";
import { unnest } from "@/lib/db/unnest";
import { billableInWeek, planAndAccountLive } from "./billable";
import { ITEM_DAY_SQL } from "./delivery-stops";
import { SPLIT_DELIVERY_MIN_MEALS } from "./meal-selection-rules";
import { drawOrderNumber } from "./order-number";
import { statesThatMayBecome, type OrderStatus } from "./transitions";

/** The "from" states of a move to `to`: the table's, or the subset `only` (refused if it is not). */
export function movableTo(to: OrderStatus, only?: readonly OrderStatus[]): OrderStatus[] {
  const allowed = statesThatMayBecome(to);
  if (!only) return allowed;
  const refused = only.filter((from) => !allowed.includes(from));
  if (refused.length > 0)
    throw new Error(`An order that is ${refused.join(", ")} cannot become ${to}`);
  return [...only];
}

/**
 * An order for every plan billed this week that has none (meals chosen by the chef later), with
 * the plan's standing split choice when its size still allows it (standingSplit). One
 * `INSERT … SELECT`: numbers from the sequence, time-ordered ids.
 */
export async function createWeekOrders(
  week: { id: string; startDate: Date },
  now: Date,
): Promise<number> {
  const result = await kysely
    .insertInto("WeeklyOrder")
    .columns([
      "id",
      "number",
      "userId",
      "subscriptionId",
      "weekId",
      "planId",
      "addressId",
      "status",
      "mealsCount",
      "splitDelivery",
      "deliveryDay",
      "deliveryTime",
      "createdAt",
      "updatedAt",
    ])
    .expression((eb) =>
      eb
        .selectFrom("Subscription as s")
        .innerJoin("Plan as p", "p.id", "s.planId")
        .innerJoin("User as u", "u.id", "s.userId")
        .where((w) =>
          w.and([
            billableInWeek(w, fromDateColumn(week.startDate)),
            w.not(
              w.exists(
                w
                  .selectFrom("WeeklyOrder as o")
                  .select(sql.lit(1).as("one"))
                  .whereRef("o.subscriptionId", "=", "s.id")
                  .where("o.weekId", "=", week.id),
              ),
            ),
          ]),
        )
        .select((s) => [
          // SQL text owned by lib/db/ids.ts and order-number.ts (each beside its TypeScript twin).
          timeOrderedIdSql().as("id"),
          drawOrderNumber().as("number"),
          "s.userId",
          "s.id as subscriptionId",
          sql<string>`${week.id}::text`.as("weekId"),
          "s.planId",
          defaultAddressOf(s.selectFrom("Address"), s.ref("s.userId"))
            .select("Address.id")
            .limit(1)
            .as("addressId"),
          sql.lit("OPEN").$castTo<"OPEN">().as("status"),
          "p.mealsPerWeek as mealsCount",
          s
            .and([
              s("s.splitDelivery", "=", true),
              s("p.mealsPerWeek", ">=", SPLIT_DELIVERY_MIN_MEALS),
              s(s("p.mealsPerWeek", "%", 2), "=", 0),
            ])
            .as("splitDelivery"),
          "s.deliveryDay",
          "s.deliveryTime",
          at(now).as("createdAt"),
          at(now).as("updatedAt"),
        ]),
    )
    .onConflict((oc) => oc.columns(["subscriptionId", "weekId"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * At the lock: every open order of a live plan becomes LOCKED; one whose plan is paused, on hold
 * or cancelled (or whose account is disabled) is CANCELLED instead, so it is never charged.
 */
export async function lockWeekOrders(
  weekId: string,
  now: Date,
): Promise<{ locked: number; cancelled: number }> {
  const cancelled = await kysely
    .updateTable("WeeklyOrder as o")
    .from(["Subscription as s", "User as u"])
    .set({ status: "CANCELLED", updatedAt: at(now) })
    .where("o.weekId", "=", weekId)
    .where("o.status", "in", movableTo("CANCELLED", ["OPEN"]))
    .whereRef("s.id", "=", "o.subscriptionId")
    .whereRef("u.id", "=", "o.userId")
    .where((eb) => eb.not(planAndAccountLive(eb)))
    .executeTakeFirst();
  const locked = await kysely
    .updateTable("WeeklyOrder")
    .set({ status: "LOCKED", lockedAt: at(now), updatedAt: at(now) })
    .where("weekId", "=", weekId)
    .where("status", "in", movableTo("LOCKED"))
    .executeTakeFirst();
  return { locked: Number(locked.numUpdatedRows), cancelled: Number(cancelled.numUpdatedRows) };
}

/**
 * The fallback for stops never marked: paid orders whose delivery day has passed (Thursday for a
 * split order) become DELIVERED, recorded as assumed (`deliveryAssumed`). Marked stops are whoever
 * delivered's word: an order with a box reported not delivered and not yet decided, or set for
 * redelivery, is left alone, and so is one whose every box was credited (none arrived). A box the
 * kitchen holds was not sent: it is never assumed delivered.
 */
export async function deliverPaidOrders(
  today: IsoDate,
  now: Date,
  /** One week only (the tests, which share a database, each run it for their own week). */
  only?: { weekStart: IsoDate },
): Promise<number> {
  const onlyWeek = only?.weekStart;
  const result = await kysely
    .updateTable("WeeklyOrder as o")
    .from("Week as w")
    .set({ status: "DELIVERED", deliveredAt: at(now), deliveryAssumed: true, updatedAt: at(now) })
    .whereRef("o.weekId", "=", "w.id")
    .$if(onlyWeek !== undefined, (q) => q.where("w.startDate", "=", dateColumn(onlyWeek ?? today)))
    .where("o.status", "in", movableTo("DELIVERED"))
    .where("o.heldAt", "is", null)
    .where(
      (eb) =>
        sql<Date>`${eb.ref("w.startDate")} + (CASE WHEN ${eb.ref("o.splitDelivery")}
          OR ${eb.ref("o.deliveryDay")} = 'THURSDAY' THEN 3 ELSE 0 END)`,
      "<",
      sql<Date>`${dateColumn(today)}::date`,
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("DeliveryStop as s")
            .select(sql.lit(1).as("one"))
            .whereRef("s.orderId", "=", "o.id")
            .where((s) =>
              s.or([
                s.and([s("s.mark", "=", "NOT_DELIVERED"), s("s.decision", "is", null)]),
                s.and([s("s.mark", "is", null), s("s.decision", "=", "REDELIVER")]),
              ]),
            ),
        ),
      ),
    )
    .where((eb) => {
      const credited = eb
        .selectFrom("DeliveryStop as c")
        .select(sql.lit(1).as("one"))
        .whereRef("c.orderId", "=", "o.id")
        .where("c.decision", "=", "CREDIT");
      // Some meal goes out on a day whose box was not credited.
      const uncreditedBox = eb
        .selectFrom("OrderItem as i")
        .select(sql.lit(1).as("one"))
        .whereRef("i.orderId", "=", "o.id")
        .where((i) => i.not(i.exists(credited.where("c.day", "=", ITEM_DAY_SQL))));
      return eb.or([eb.not(eb.exists(credited)), eb.exists(uncreditedBox)]);
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** An order's totals as the rollover freezes them at the lock. */
export type FrozenOrder = {
  id: string;
  subtotal: number;
  discount: number;
  gift: number;
  credit: number;
  tax: number;
  total: number;
  promo: number;
  chef: boolean;
  shortfall: number;
};

/**
 * Freezes the totals of locked orders not yet priced; answers the ids this statement froze (a
 * concurrent run on the same orders waits on their row locks, then finds them priced).
 */
export async function freezeOrderTotals(
  tx: RawTx,
  orders: readonly FrozenOrder[],
  now: Date,
): Promise<string[]> {
  if (orders.length === 0) return [];
  const rows = await kyselyIn(tx)
    .updateTable("WeeklyOrder as o")
    .from(
      unnest(
        "v",
        {
          id: "text",
          subtotal: "int",
          discount: "int",
          gift: "int",
          credit: "int",
          tax: "int",
          total: "int",
          promo: "int",
          chef: "boolean",
          shortfall: "int",
        },
        orders,
      ),
    )
    .set((eb) => ({
      subtotalCents: eb.ref("v.subtotal"),
      discountCents: eb.ref("v.discount"),
      giftCents: eb.ref("v.gift"),
      creditCents: eb.ref("v.credit"),
      taxCents: eb.ref("v.tax"),
      totalCents: eb.ref("v.total"),
      firstOrderPromoCents: eb.ref("v.promo"),
      chefSelected: eb.ref("v.chef"),
      allergenShortfall: eb.ref("v.shortfall"),
      pricedAt: at(now),
      updatedAt: at(now),
    }))
    .where("o.id", "=", anyText(orders.map((o) => o.id)))
    .whereRef("o.id", "=", "v.id")
    .where("o.status", "=", "LOCKED")
    .where("o.pricedAt", "is", null)
    .returning("o.id")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * How charges end for their orders, in the caller's transaction: PAID (charged, or nothing left
 * to charge after credits), PAYMENT_FAILED, or REQUIRES_ACTION (the bank wants the customer).
 * Each answers the ids it moved; an order in a state the table does not allow is left alone.
 */
export async function payOrders(
  tx: RawTx,
  input: { orderIds: string[]; charged: string[]; now: Date },
): Promise<string[]> {
  const rows = await kyselyIn(tx)
    .updateTable("WeeklyOrder")
    .set({ status: "PAID", paidAt: at(input.now), updatedAt: at(input.now) })
    .where("id", "=", anyText(input.orderIds))
    .where((eb) =>
      eb.or([
        eb.and([
          // `status::text`: the batch's thousand ids are the selective part, not the status.
          eb(eb.cast<string>(eb.ref("status"), "text"), "=", anyText(movableTo("PAID"))),
          eb("id", "=", anyText(input.charged)),
        ]),
        eb.and([
          eb("status", "in", movableTo("PAID", ["LOCKED"])),
          eb("pricedAt", "is not", null),
          eb("totalCents", "=", 0),
        ]),
      ]),
    )
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

export function failOrders(tx: RawTx, orderIds: string[], now: Date): Promise<string[]> {
  return moveByIds(kyselyIn(tx), orderIds, "PAYMENT_FAILED", now);
}

export function awaitBankConfirmation(tx: RawTx, orderIds: string[], now: Date): Promise<string[]> {
  return moveByIds(kyselyIn(tx), orderIds, "REQUIRES_ACTION", now);
}

async function moveByIds(
  k: Kysely<DB>,
  orderIds: string[],
  to: "PAYMENT_FAILED" | "REQUIRES_ACTION",
  now: Date,
): Promise<string[]> {
  const rows = await k
    .updateTable("WeeklyOrder")
    .set({ status: to, updatedAt: at(now) })
    .where("status", "in", movableTo(to))
    .where("id", "=", anyText(orderIds))
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}
