// POST /api/orders: the customer's meals for a delivery week (the first order at sign-up, or a
// later week). One order per subscription and week, so a retry or a double click updates the same
// order instead of creating a second one. Refused after the week's deadline.
import { isUniqueViolation } from "@/lib/db/unique-violation";
import {
  formatDeadline,
  isBeforeDeadline,
  orderDeadline,
  upcomingWeekStart,
  type IsoDate,
} from "@/lib/clock";
import { sql } from "kysely";
import type pg from "pg";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { db } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { preparedStatement } from "@/lib/db/prepared";
import type { BatchStatement } from "@/lib/db/batch";
import { rawTransactionThenRead, type RawTx } from "@/lib/db/raw-tx";
import { AppError } from "@/lib/errors";
import { newestLive, rowStatusForWeek } from "@/lib/subscriptions/live-subscription";
import { carrySplitDelivery, standingSplit } from "@/lib/subscriptions/split-delivery";
import { publishedWeekMenu } from "@/lib/weeks/published-week-menu";
import { startOnFirstOrderWeek } from "./first-order";
import { checkMealSelection, dishesOffMenu, type MealSelection } from "./meal-selection";
import { checkAddOnSelection } from "./add-on-selection";
import { orderDto, readOrder, type OrderDto } from "./order-dto";
import { livePrice } from "./live-price";
import { EDITABLE } from "./transitions";
import { createWeekOrder, replaceWeekMealsOf } from "./week-orders";

export const PAYMENT_METHOD_MISSING = "Payment method missing";

export interface PlaceOrderInput extends MealSelection {
  weekStart?: IsoDate;
}

export function deadlinePassed(weekStart: IsoDate): AppError {
  return new AppError(
    "DEADLINE_PASSED",
    `The order deadline for this week was ${formatDeadline(orderDeadline(weekStart))} (Toronto time). Changes are closed.`,
  );
}

/** Names of chosen dishes missing from the menu (read only when some are: the refusal names them). */
async function offMenuDishNames(
  input: MealSelection,
  menu: readonly { id: string }[],
): Promise<Map<string, string>> {
  const ids = dishesOffMenu(input, menu);
  if (ids.length === 0) return new Map();
  const dishes = await db.dish.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true },
  });
  return new Map(dishes.map((dish) => [dish.id, dish.name]));
}

/**
 * What placing an order needs to know about the customer, in one statement (it was six: the live
 * plan twice, its plan row, the default address, the default card): the live subscription
 * (lib/subscriptions/live-subscription.ts decides which), its plan's size, the default address and
 * card, and the weeks a save's split choice would be carried to (see `splitCarryNeeded`).
 * null without a live plan.
 */
export async function orderFacts(userId: string, weekStart: IsoDate) {
  const { rows } = await orderFactsRow({ userId, weekStart });
  return rows[0] ?? null;
}

// Built and compiled once: every save runs it.
const orderFactsRow = preparedStatement(
  ({ userId, weekStart }: { userId: string; weekStart: string }) =>
    newestLive(kysely.selectFrom("Subscription"), userId)
      .innerJoin("Plan", "Plan.id", "Subscription.planId")
      .select((eb) => [
        "Subscription.id",
        "Subscription.status",
        "Subscription.resumeOn",
        "Subscription.planId",
        "Subscription.deliveryDay",
        "Subscription.deliveryTime",
        "Subscription.splitDelivery",
        "Plan.mealsPerWeek",
        // The week's order, when it has one already (orders are never deleted).
        eb
          .selectFrom("WeeklyOrder as wo")
          .innerJoin("Week as ww", "ww.id", "wo.weekId")
          .whereRef("wo.subscriptionId", "=", "Subscription.id")
          .where(sql<boolean>`ww."startDate" = ${weekStart}::date`)
          .select("wo.id")
          .as("orderId"),
        // Its box size when the week has its own (week-size: the order's plan row and count).
        eb
          .selectFrom("WeeklyOrder as wo")
          .innerJoin("Week as ww", "ww.id", "wo.weekId")
          .innerJoin("Plan as wp", "wp.id", "wo.planId")
          .whereRef("wo.subscriptionId", "=", "Subscription.id")
          .whereRef("wo.planId", "<>", "Subscription.planId")
          .where(sql<boolean>`ww."startDate" = ${weekStart}::date`)
          .select(
            sql<string>`json_build_object('planId', wp.id, 'mealsPerWeek', wp."mealsPerWeek")`.as(
              "s",
            ),
          )
          .$castTo<{ planId: string; mealsPerWeek: number } | null>()
          .as("weekSize"),
        eb
          .selectFrom("Address")
          .select("Address.id")
          .where("Address.userId", "=", userId)
          .where("Address.isDefault", "=", true)
          .limit(1)
          .as("addressId"),
        eb
          .selectFrom("PaymentMethod")
          .select("PaymentMethod.id")
          .where("PaymentMethod.userId", "=", userId)
          .where("PaymentMethod.removedAt", "is", null)
          .where("PaymentMethod.isDefault", "=", true)
          .limit(1)
          .as("cardId"),
        // The other weeks still open without meals: a save's split choice is carried to them.
        jsonArrayFrom(
          eb
            .selectFrom("WeeklyOrder as o")
            .innerJoin("Week as w", "w.id", "o.weekId")
            .whereRef("o.subscriptionId", "=", "Subscription.id")
            .where("o.status", "in", [...EDITABLE])
            .where(sql<boolean>`w."startDate" <> ${weekStart}::date`)
            .where((e) =>
              e.not(
                e.exists(
                  e.selectFrom("OrderItem as i").whereRef("i.orderId", "=", "o.id").select("i.id"),
                ),
              ),
            )
            .select([
              "o.splitDelivery",
              sql<IsoDate>`to_char(w."startDate", 'YYYY-MM-DD')`.as("weekStart"),
            ]),
        ).as("itemlessWeeks"),
      ]),
);

export type OrderFacts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;

/**
 * Whether carrySplitDelivery (lib/subscriptions/split-delivery.ts, the owner of the standing
 * choice) would change anything after this save: the subscription's stored choice differs, or an
 * open week without meals before its deadline has the other one. When neither, its five statements
 * are left out; its own rules decide what it writes whenever it runs.
 */
function splitCarryNeeded(facts: OrderFacts, wanted: boolean, now: Date): boolean {
  const split = standingSplit(wanted, facts.mealsPerWeek);
  return (
    facts.splitDelivery !== split ||
    facts.itemlessWeeks.some(
      (week) => week.splitDelivery !== split && isBeforeDeadline(week.weekStart, now),
    )
  );
}

/**
 * Saves the week's meals (creating the week's order, or replacing its meals) and returns the
 * order's id. `facts` is orderFacts(userId, the week) read by the caller. `then.answer`: a read
 * the caller answers with, sent with the COMMIT (its rows come back as `answer`; null when the
 * caller must read them itself).
 */
export async function saveWeekOrder(
  userId: string,
  input: PlaceOrderInput,
  now: Date,
  facts: OrderFacts | null,
  then: { answer?: BatchStatement } = {},
): Promise<{ orderId: string; answer: pg.QueryResult | null }> {
  const earliest = upcomingWeekStart(now);
  const weekStart = input.weekStart ?? earliest;
  // A paused plan with a resume date may already choose the meals of the weeks after it.
  const status = facts ? rowStatusForWeek(facts, weekStart) : null;
  if (!facts || status !== "ACTIVE")
    throw new AppError("CONFLICT", "Choose a plan before choosing meals.");
  if (!facts.addressId)
    throw new AppError("BAD_REQUEST", "Add a delivery address before placing your order.");
  if (!facts.cardId) throw new AppError("PAYMENT_REQUIRED", PAYMENT_METHOD_MISSING);

  if (!isBeforeDeadline(weekStart, now)) throw deadlinePassed(weekStart);
  if (weekStart < earliest) throw deadlinePassed(weekStart);

  // The week's own box size, if it has one; else the plan's.
  const size = facts.weekSize ?? { planId: facts.planId, mealsPerWeek: facts.mealsPerWeek };
  const menu = await publishedWeekMenu(weekStart);
  const menuDishes = menu.menus.map((m) => m.dish);
  const selection = checkMealSelection(
    input,
    size.mealsPerWeek,
    menuDishes,
    await offMenuDishNames(input, menuDishes),
  );
  const items = selection.items.map(({ dishId, quantity, slot }) => ({ dishId, quantity, slot }));
  const key = { subscriptionId: facts.id, weekId: menu.id };
  const fields = {
    planId: size.planId,
    addressId: facts.addressId,
    mealsCount: size.mealsPerWeek,
    splitDelivery: selection.splitDelivery,
    deliveryDay: facts.deliveryDay,
    deliveryTime: facts.deliveryTime,
  };
  const carry = splitCarryNeeded(facts, selection.splitDelivery, now);
  const capped = new Set(menu.menus.filter((m) => m.left !== null).map((m) => m.dish.id));
  // Left out of the request, the box keeps the add-ons it has.
  const addOns = selection.addOns && {
    lines: checkAddOnSelection(selection.addOns, menu.addOns),
    capped: new Set(menu.addOns.filter((m) => m.left !== null).map((m) => m.addOn.id)),
  };

  // One transaction of plain SQL on a pooled connection (Prisma's transaction and its raw-query
  // path were a quarter of a save's CPU in a profile); Prisma's only when the split choice is
  // carried (carrySplitDelivery is written for it).
  // `exists`: the week had its order when the facts were read (a week without one gets one).
  const save = async (tx: RawTx, exists: boolean): Promise<string> => {
    if (exists) {
      // Refused when the rollover locked the week first (it waits for us otherwise).
      const replaced = await replaceWeekMealsOf(tx, key, fields, items, now, capped, addOns);
      if (replaced === "refused") throw deadlinePassed(weekStart);
      if (replaced !== "missing") return replaced.id;
    }
    await startOnFirstOrderWeek(tx, userId, facts.id, weekStart, now);
    const created = await createWeekOrder(
      tx,
      { ...key, ...fields, userId, status: "OPEN", items },
      now,
      capped,
      addOns,
    );
    return created.id;
  };
  const inTransaction = async (exists: boolean) => {
    if (!carry) {
      const saved = await rawTransactionThenRead((tx) => save(tx, exists), then.answer ?? null, {
        named: true,
      });
      return { orderId: saved.result, answer: saved.read };
    }
    const orderId = await db.$transaction(async (tx) => {
      const id = await save(tx, exists);
      // Split (or not) carries to the weeks after, like the plan does.
      await carrySplitDelivery(tx, facts.id, selection.splitDelivery, now);
      return id;
    });
    return { orderId, answer: null };
  };
  return inTransaction(Boolean(facts.orderId)).catch((error: unknown) => {
    // A concurrent request (a double click, the rollover) created the week's order first: these
    // meals replace its meals, as a later save would.
    if (isUniqueViolation(error)) return inTransaction(true);
    throw error;
  });
}

export async function placeOrder(
  userId: string,
  input: PlaceOrderInput,
  now: Date,
): Promise<OrderDto> {
  const weekStart = input.weekStart ?? upcomingWeekStart(now);
  const { orderId } = await saveWeekOrder(userId, input, now, await orderFacts(userId, weekStart));
  const saved = await readOrder(orderId);
  if (!saved) throw new Error(`Order ${orderId} was saved but cannot be read.`);
  return orderDto(saved, await livePrice(saved, now));
}
