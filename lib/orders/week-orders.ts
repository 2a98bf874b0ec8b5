// The one owner of every write to a week's order: creating it, replacing its meals, and moving it
// through the state machine in transitions.ts. Callers (placing an order, skipping, plan and
// schedule changes, pause/resume/cancel, deactivation, the rollover) decide *what*; this module
// decides *how*, so the rules about editable weeks and row locks live in one place.
import type { DeliveryDay, DeliverySlot } from "@/generated/prisma/client";
import { fromDateColumn, isBeforeDeadline, type IsoDate } from "@/lib/clock";
import type { db, Tx } from "@/lib/db";
import { timeOrderedId } from "@/lib/db/ids";
import { unnest } from "@/lib/db/unnest";
import { sql } from "kysely";
import { kyselyIn } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";
import { assertWithinDishCaps } from "@/lib/menus/dish-caps";
import { assertWithinAddOnCaps } from "@/lib/add-ons/add-on-caps";
import type { PricedAddOn } from "./add-on-selection";
import { drawOrderNumber } from "./order-number";
import { AppError } from "@/lib/errors";
import { splitDeliveryAvailability, type MealSlot } from "./meal-selection-rules";
import {
  keepProblem,
  resizeEffect,
  type ChosenMeals,
  type KeptMeal,
  type ResizeEffect,
} from "./plan-resize";
import { EDITABLE, nextOrderStatus, type OrderStatus } from "./transitions";

export interface WeekOrderItem {
  dishId: string;
  quantity: number;
  slot: DeliverySlot;
}

export interface NewWeekOrder {
  userId: string;
  subscriptionId: string;
  weekId: string;
  planId: string;
  addressId: string | null;
  status: "OPEN" | "SKIPPED";
  mealsCount: number;
  splitDelivery?: boolean;
  deliveryDay: DeliveryDay;
  deliveryTime: string;
  items?: WeekOrderItem[];
}

/** A box's new add-ons, and which of them the week caps (as the caller's menu read showed). */
export interface WeekAddOns {
  lines: PricedAddOn[];
  capped: ReadonlySet<string>;
}

/**
 * A new order for one subscription and week (unique per pair: a racing twin fails with a unique
 * violation, see lib/db/unique-violation.ts). Its meals respect the week's dish caps like any
 * replacement does. Plain SQL, so it runs in a Prisma transaction or in `rawTransaction` alike;
 * the number is drawn in the insert itself.
 */
export async function createWeekOrder(
  tx: RawTx,
  order: NewWeekOrder,
  now: Date,
  capped?: CappedDishes,
  addOns?: WeekAddOns,
) {
  const { items, ...data } = order;
  const sql = kyselyIn(tx);
  const created = await sql
    .insertInto("WeeklyOrder")
    .values({
      ...data,
      id: timeOrderedId(),
      number: drawOrderNumber(),
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await insertItemsAndAddOns(tx, created.id, items ?? [], addOns?.lines ?? []);
  if (items && items.length > 0) {
    await assertWithinDishCaps(tx, order.weekId, toCheck(grownDishes([], items), capped));
  }
  if (addOns) await assertWithinAddOnCaps(tx, order.weekId, cappedAddOns(addOns));
  return created;
}

/** The chosen add-ons the week caps: only those are counted (and locked) after the save. */
function cappedAddOns(addOns: WeekAddOns): string[] {
  return addOns.lines.map((line) => line.addOnId).filter((id) => addOns.capped.has(id));
}

/**
 * The order's meals and add-ons in one statement: the add-ons ride in a data-modifying WITH of
 * the meals' insert, so a box with add-ons costs the save no extra round trip.
 */
async function insertItemsAndAddOns(
  tx: RawTx,
  orderId: string,
  items: readonly WeekOrderItem[],
  addOns: readonly PricedAddOn[],
): Promise<void> {
  const sql = kyselyIn(tx);
  const itemRows = items.map((item) => ({ ...item, id: timeOrderedId(), orderId }));
  const addOnRows = addOns.map((line) => ({ ...line, id: timeOrderedId(), orderId }));
  if (itemRows.length === 0 && addOnRows.length === 0) return;
  if (itemRows.length === 0) {
    await sql.insertInto("OrderAddOn").values(addOnRows).execute();
    return;
  }
  if (addOnRows.length === 0) {
    await sql.insertInto("OrderItem").values(itemRows).execute();
    return;
  }
  await sql
    .with("added", (db) => db.insertInto("OrderAddOn").values(addOnRows).returning("id"))
    .insertInto("OrderItem")
    .values(itemRows)
    .execute();
}

/**
 * The box's meals (and, given `addOns`, its add-ons) replaced in one statement; answers the meals
 * it removed (the caps check needs them). Each insert reads its delete's count, so it runs after
 * that delete has finished (PostgreSQL runs the parts of such a statement in no set order
 * otherwise) and the unique (order, dish, slot) and (order, add-on) find the old rows gone.
 */
async function replaceBoxContents(
  tx: RawTx,
  orderId: string,
  items: readonly WeekOrderItem[],
  addOns: readonly PricedAddOn[] | null,
): Promise<{ dishId: string; quantity: number }[]> {
  return kyselyIn(tx)
    .with("removed", (db) =>
      db.deleteFrom("OrderItem").where("orderId", "=", orderId).returning(["dishId", "quantity"]),
    )
    .with("dropped", (db) =>
      db
        .deleteFrom("OrderAddOn")
        .where("orderId", "=", orderId)
        // Left out, the box keeps its add-ons: one statement text either way.
        .where(sql<boolean>`${addOns !== null}`)
        .returning("id"),
    )
    .with("added", (db) =>
      db
        .insertInto("OrderItem")
        .columns(["id", "orderId", "dishId", "quantity", "slot"])
        .expression((eb) =>
          eb
            .selectFrom(
              unnest(
                "v",
                { id: "text", dishId: "text", quantity: "int", slot: '"DeliverySlot"' },
                items.map((item) => ({ ...item, id: timeOrderedId() })),
              ),
            )
            .select((vb) => [
              "v.id",
              vb.val(orderId).as("orderId"),
              "v.dishId",
              "v.quantity",
              "v.slot",
            ])
            .where(
              (vb) => vb.selectFrom("removed").select((rb) => rb.fn.countAll().as("n")),
              ">=",
              0,
            ),
        )
        .returning("id"),
    )
    .with("addedAddOns", (db) =>
      db
        .insertInto("OrderAddOn")
        .columns(["id", "orderId", "addOnId", "quantity", "unitCents"])
        .expression((eb) =>
          eb
            .selectFrom(
              unnest(
                "v",
                { id: "text", addOnId: "text", quantity: "int", unitCents: "int" },
                (addOns ?? []).map((line) => ({ ...line, id: timeOrderedId() })),
              ),
            )
            .select((vb) => [
              "v.id",
              vb.val(orderId).as("orderId"),
              "v.addOnId",
              "v.quantity",
              "v.unitCents",
            ])
            .where(
              (vb) => vb.selectFrom("dropped").select((rb) => rb.fn.countAll().as("n")),
              ">=",
              0,
            ),
        )
        .returning("id"),
    )
    .selectFrom("removed")
    .select(["removed.dishId", "removed.quantity"])
    .execute();
}

type OrderFields = {
  planId: string;
  addressId: string | null;
  mealsCount: number;
  splitDelivery: boolean;
  deliveryDay: DeliveryDay;
  deliveryTime: string;
};

/**
 * Replaces the meals of an order that is still editable. The conditional update takes the row
 * lock first, so the rollover's lock waits for this transaction, and an order the rollover locked
 * first is refused (false) instead of being changed after its deadline. A capped dish taken past
 * its cap throws a 409 (the caller's transaction then rolls everything back).
 */
export async function replaceWeekMeals(
  tx: RawTx,
  orderId: string,
  data: OrderFields,
  items: WeekOrderItem[],
  now: Date,
): Promise<boolean> {
  return (await replaceMeals(tx, { id: orderId }, data, items, now)) !== null;
}

/**
 * replaceWeekMeals for the week's order of a subscription (one per subscription and week), found
 * by the same locking update: "missing" when there is none, "refused" when it is no longer
 * editable (the rollover locked it). Plain SQL only, so it runs in a Prisma transaction or in
 * `rawTransaction` (lib/db/raw-tx.ts) alike.
 */
export async function replaceWeekMealsOf(
  tx: RawTx,
  key: { subscriptionId: string; weekId: string },
  data: OrderFields,
  items: WeekOrderItem[],
  now: Date,
  capped?: CappedDishes,
  addOns?: WeekAddOns,
): Promise<{ id: string } | "missing" | "refused"> {
  const order = await replaceMeals(tx, key, data, items, now, capped, addOns);
  if (order) return order;
  const existing = await kyselyIn(tx)
    .selectFrom("WeeklyOrder")
    .where("subscriptionId", "=", key.subscriptionId)
    .where("weekId", "=", key.weekId)
    .select("id")
    .executeTakeFirst();
  return existing ? "refused" : "missing";
}

// The locking update (which returns the week), then the box replaced in one statement and the caps
// checks, each with its own snapshot taken after the lock, so a save that waited for another's lock
// replaces that one's meals. New add-ons (`addOns`; left out, the box keeps its own) ride in the
// same statement (replaceBoxContents).
async function replaceMeals(
  tx: RawTx,
  where: { id: string } | { subscriptionId: string; weekId: string },
  data: OrderFields,
  items: WeekOrderItem[],
  now: Date,
  capped?: CappedDishes,
  addOns?: WeekAddOns,
): Promise<{ id: string } | null> {
  const sql = kyselyIn(tx);
  let update = sql
    .updateTable("WeeklyOrder")
    .set({ ...data, status: "OPEN", chefSelected: false, updatedAt: now })
    .where("status", "in", [...EDITABLE]);
  update =
    "id" in where
      ? update.where("id", "=", where.id)
      : update
          .where("subscriptionId", "=", where.subscriptionId)
          .where("weekId", "=", where.weekId);
  const order = await update.returning(["id", "weekId"]).executeTakeFirst();
  if (!order) return null;
  const before = await replaceBoxContents(tx, order.id, items, addOns?.lines ?? null);
  await assertWithinDishCaps(tx, order.weekId, toCheck(grownDishes(before, items), capped));
  if (addOns) await assertWithinAddOnCaps(tx, order.weekId, cappedAddOns(addOns));
  return { id: order.id };
}

/**
 * The dishes the week's menu caps, as the caller's menu read showed them (lib/menus/week-menu.ts:
 * `left` is not null). A grown dish outside them skips the caps check's locking statement: a cap
 * set since that read counts as set after this save, as it would be a moment later. Without it,
 * every grown dish is checked.
 */
export type CappedDishes = ReadonlySet<string>;

function toCheck(grown: string[], capped: CappedDishes | undefined): string[] {
  return capped ? grown.filter((dishId) => capped.has(dishId)) : grown;
}

/** Dishes the new items hold more of than the old ones did. */
function grownDishes(
  before: readonly { dishId: string; quantity: number }[],
  after: readonly { dishId: string; quantity: number }[],
): string[] {
  const total = (list: readonly { dishId: string; quantity: number }[]) => {
    const sums = new Map<string, number>();
    for (const { dishId, quantity } of list) sums.set(dishId, (sums.get(dishId) ?? 0) + quantity);
    return sums;
  };
  const old = total(before);
  return [...total(after)]
    .filter(([dishId, qty]) => qty > (old.get(dishId) ?? 0))
    .map(([id]) => id);
}

export interface EditableWeek {
  id: string;
  status: OrderStatus;
  mealsCount: number;
  weekStart: IsoDate;
}

/**
 * The orders a change may still touch, oldest week first: in `statuses` (default OPEN or
 * SKIPPED) and, unless `includeLateWeeks`, before their week's deadline.
 */
export async function editableWeeks(
  tx: Tx | typeof db,
  owner: { userId: string } | { subscriptionId: string },
  now: Date,
  options: {
    statuses?: readonly OrderStatus[];
    includeLateWeeks?: boolean;
    changedSince?: Date;
  } = {},
): Promise<EditableWeek[]> {
  const rows = await tx.weeklyOrder.findMany({
    where: {
      ...owner,
      status: { in: [...(options.statuses ?? EDITABLE)] },
      ...(options.changedSince ? { updatedAt: { gte: options.changedSince } } : {}),
    },
    select: { id: true, status: true, mealsCount: true, week: { select: { startDate: true } } },
    orderBy: { week: { startDate: "asc" } },
  });
  return rows
    .map((row) => ({ ...row, weekStart: fromDateColumn(row.week.startDate) }))
    .filter((row) => options.includeLateWeeks || isBeforeDeadline(row.weekStart, now))
    .map(({ id, status, mealsCount, weekStart }) => ({ id, status, mealsCount, weekStart }));
}

/** Moves each order to `target` through the state machine (a refused move throws a 409). Plain
 * SQL, so it runs in a Prisma transaction or in `rawTransaction` alike. */
export async function moveWeekOrders(
  tx: RawTx,
  orders: readonly { id: string; status: OrderStatus }[],
  target: OrderStatus,
  now: Date,
): Promise<void> {
  // A skipped or cancelled week drops its add-ons (they are extras of a box that is not coming),
  // in the same statement as the move.
  const drops = target === "SKIPPED" || target === "CANCELLED";
  for (const order of orders) {
    const sql = kyselyIn(tx);
    const { numUpdatedRows } = await (
      drops
        ? sql
            .with("dropped", (db) =>
              db.deleteFrom("OrderAddOn").where("orderId", "=", order.id).returning("id"),
            )
            .updateTable("WeeklyOrder")
        : sql.updateTable("WeeklyOrder")
    )
      .set({ status: nextOrderStatus(order.status, target), updatedAt: now })
      .where("id", "=", order.id)
      .executeTakeFirst();
    if (numUpdatedRows === BigInt(0)) throw new Error(`No order ${order.id} to move.`);
  }
}

/**
 * A new delivery schedule for the weeks still open. A new day (or turning split delivery on or
 * off) means the meals must be chosen again (spec §4), so those weeks' meals and split delivery
 * are cleared; the caller then carries the standing split choice (carrySplitDelivery).
 */
export async function rescheduleEditableWeeks(
  tx: Tx,
  userId: string,
  schedule: { deliveryDay?: DeliveryDay; deliveryTime?: string },
  clearMeals: boolean,
  now: Date,
): Promise<void> {
  for (const order of await editableWeeks(tx, { userId }, now)) {
    if (clearMeals) await tx.orderItem.deleteMany({ where: { orderId: order.id } });
    await tx.weeklyOrder.update({
      where: { id: order.id },
      data: { ...schedule, ...(clearMeals ? { splitDelivery: false } : {}) },
    });
  }
}

/** A week's meals after a plan size change (the Plan tab lists them). */
export interface ResizedWeek {
  weekStart: IsoDate;
  effect: ResizeEffect;
}

/** A week's chosen meals, with their dishes. */
interface ChosenDishes extends ChosenMeals {
  items: readonly { dishId: string; quantity: number; slot: MealSlot }[];
}

/** The meals to keep, per week, when the new size is smaller than what was chosen. */
export type KeepByWeek = readonly { weekStart: string; items: readonly KeptMeal[] }[];

/**
 * A new plan size for the weeks still open. Meals that still fit stay (the customer chooses only
 * the difference; the chef fills the rest at the deadline); others are cleared (plan-resize.ts).
 * A week given its own size (week-size.ts: its order's plan is not the subscription's) keeps it.
 */
export async function resizeEditableWeeks(
  tx: Tx,
  subscriptionId: string,
  plan: { id: string; mealsPerWeek: number },
  now: Date,
  keep: KeepByWeek = [],
): Promise<ResizedWeek[]> {
  const open = await editableWeeks(tx, { subscriptionId }, now);
  const { planId: current } = await tx.subscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: { planId: true },
  });
  const chosen = await tx.weeklyOrder.findMany({
    where: { id: { in: open.map((o) => o.id) } },
    select: {
      id: true,
      planId: true,
      splitDelivery: true,
      items: { select: { dishId: true, quantity: true, slot: true } },
    },
  });
  const byId = new Map(chosen.map((o) => [o.id, o]));
  const resized: ResizedWeek[] = [];
  for (const order of open) {
    const week = byId.get(order.id);
    if (week && week.planId !== current) continue;
    const kept = keep.find((k) => k.weekStart === order.weekStart)?.items;
    const effect = await resizeOrder(tx, order.id, week, plan, false, kept);
    resized.push({ weekStart: order.weekStart, effect });
  }
  return resized;
}

/**
 * A week that chose more than the new size holds keeps the meals the customer picked (checked by
 * the rule the dialog uses, lib/orders/plan-resize.ts); a size that cannot be split puts them all
 * on the one delivery.
 */
async function keepChosen(
  tx: Tx,
  orderId: string,
  week: ChosenDishes,
  plan: { id: string; mealsPerWeek: number },
  kept: readonly KeptMeal[],
): Promise<ResizeEffect> {
  const problem = keepProblem(week, kept, plan.mealsPerWeek);
  if (problem) {
    throw new AppError("VALIDATION", problem, {
      errors: [{ property: "keep", constraints: { keep: problem } }],
    });
  }
  const split = week.splitDelivery && splitDeliveryAvailability(plan.mealsPerWeek).available;
  const lines = new Map<string, KeptMeal>();
  for (const line of kept) {
    const slot: MealSlot = split ? line.slot : "SINGLE";
    const key = `${line.dishId}:${slot}`;
    const prior = lines.get(key);
    lines.set(key, { dishId: line.dishId, slot, quantity: (prior?.quantity ?? 0) + line.quantity });
  }
  await tx.orderItem.deleteMany({ where: { orderId } });
  await tx.orderItem.createMany({
    data: [...lines.values()].map((line) => ({ orderId, ...line })),
  });
  await tx.weeklyOrder.update({
    where: { id: orderId },
    data: { planId: plan.id, mealsCount: plan.mealsPerWeek, splitDelivery: split },
  });
  const chosen = kept.reduce((n, line) => n + line.quantity, 0);
  return { kind: "keep", chosen, toChoose: plan.mealsPerWeek - chosen };
}

/**
 * One open week's own box size (week-size.ts decides the plan row that prices it): meals that
 * fit stay, others are cleared, and split delivery ends where the size cannot be split.
 */
export async function resizeWeekOrder(
  tx: Tx,
  orderId: string,
  plan: { id: string; mealsPerWeek: number },
  now: Date,
): Promise<ResizeEffect | "refused"> {
  // The row lock first, as replaceMeals takes it: the rollover's lock waits for this, and a week
  // it locked first is refused.
  const { count } = await tx.weeklyOrder.updateMany({
    where: { id: orderId, status: { in: [...EDITABLE] } },
    data: { updatedAt: now },
  });
  if (count === 0) return "refused";
  const week = await tx.weeklyOrder.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      splitDelivery: true,
      items: { select: { dishId: true, quantity: true, slot: true } },
    },
  });
  return resizeOrder(tx, orderId, week, plan, true);
}

async function resizeOrder(
  tx: Tx,
  orderId: string,
  week: ChosenDishes | undefined,
  plan: { id: string; mealsPerWeek: number },
  splitFollowsSize: boolean,
  kept?: readonly KeptMeal[],
): Promise<ResizeEffect> {
  const effect = resizeEffect(week ?? { splitDelivery: false, items: [] }, plan.mealsPerWeek);
  if (effect.kind === "clear" && week && kept?.length) {
    return keepChosen(tx, orderId, week, plan, kept);
  }
  const cleared = effect.kind === "clear";
  if (cleared) await tx.orderItem.deleteMany({ where: { orderId } });
  // A week that keeps its meals keeps their halves; a cleared one follows the standing choice
  // (a plan change's caller carries it with carrySplitDelivery). A week's own size that cannot
  // be split is not split, whatever the plan's choice.
  const unsplit =
    cleared || (splitFollowsSize && !splitDeliveryAvailability(plan.mealsPerWeek).available);
  await tx.weeklyOrder.update({
    where: { id: orderId },
    data: {
      planId: plan.id,
      mealsCount: plan.mealsPerWeek,
      ...(unsplit ? { splitDelivery: false } : {}),
    },
  });
  return effect;
}
