// What the rollover will do to each order of a week, computed without writing anything: the chef's
// selection that fills it and its price with the one pricing function. The batch job writes this
// plan; the dry run shows it. Everything a batch needs is read in a few set-based queries.
import { priceOrder, type PriceBreakdown } from "@/lib/billing/pricing";
import { promotionsOf, type PromotionFacts } from "@/lib/coupons/customer-promotions";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { orderAddOnsJson, type OrderAddOnRow } from "@/lib/add-ons/order-add-ons";
import { addOnsCents } from "@/lib/orders/add-on-selection";
import { db } from "@/lib/db";
import { boxesOverCap } from "@/lib/menus/over-cap";
import { kysely } from "@/lib/db/kysely";
import { anyText } from "@/lib/db/sql-params";
import { planAndAccountLive } from "@/lib/orders/billable";
import type { OrderStatus } from "@/lib/orders/transitions";
import type { CustomerHistory } from "./chef-ranking";
import { dietTag, type DietPreference } from "@/lib/users/diet-preference-schema";
import { chefSelection, type ChosenItem, type MenuDish } from "./chef-selection";
import { customerHistories } from "./customer-history";

export interface OrderFacts {
  /** null in the dry run for an order the rollover would create. */
  id: string | null;
  number: string | null;
  userId: string;
  email: string;
  firstName: string;
  subscriptionId: string;
  mealsCount: number;
  pricePerMealCents: number;
  planName: string;
  splitDelivery: boolean;
  items: ChosenItem[];
  excludedAllergens: string[];
  /** The diet the chef's selection keeps to (null: none). */
  dietPreference: DietPreference | null;
  /** The user's Stripe-style balance (negative = credit). */
  balanceCents: number;
  /** The box's add-ons at the prices they were added at (the chef's selection adds none). */
  addOns: OrderAddOnRow[];
}

export interface PlannedOrder extends OrderFacts {
  added: ChosenItem[];
  /** Meals the chef's selection could not fill. */
  shortfall: number;
  /** The meals charged: what the box holds, less portions beyond a dish's cap. */
  chargedMeals: number;
  isFirstOrder: boolean;
  price: PriceBreakdown;
}

export interface WeekMenu {
  weekId: string;
  /** Most popular first. */
  dishes: MenuDish[];
}

/** The week's menu, most chosen dishes first (then the menu's own order). */
export async function weekMenuByPopularity(weekId: string): Promise<WeekMenu> {
  const [menus, counts] = await Promise.all([
    db.weekMenu.findMany({
      where: { weekId, dish: { deletedAt: null } },
      orderBy: { sortingOrder: "asc" },
      select: {
        dish: {
          select: {
            id: true,
            name: true,
            allergens: true,
            tags: true,
            splitDeliveryEligible: true,
          },
        },
      },
    }),
    // sum(int) is bigint, which pg answers as text.
    kysely
      .selectFrom("OrderItem as i")
      .innerJoin("WeeklyOrder as o", "o.id", "i.orderId")
      .where("o.weekId", "=", weekId)
      .groupBy("i.dishId")
      .select((eb) => [
        "i.dishId",
        eb.fn.sum<string>(eb("i.quantity", "-", eb.ref("i.chefQuantity"))).as("n"),
      ])
      .execute(),
  ]);
  const popularity = new Map(counts.map((row) => [row.dishId, Number(row.n)]));
  const dishes = menus.map((m, index) => ({ ...m.dish, index }));
  dishes.sort(
    (a, b) => (popularity.get(b.id) ?? 0) - (popularity.get(a.id) ?? 0) || a.index - b.index,
  );
  return {
    weekId,
    dishes: dishes.map(({ id, name, allergens, tags, splitDeliveryEligible }) => ({
      id,
      name,
      allergens,
      tags,
      splitDeliveryEligible,
    })),
  };
}

export async function planOrders(
  orders: OrderFacts[],
  menu: WeekMenu,
  now: Date,
  portionsLeft: ReadonlyMap<string, number> = new Map(),
): Promise<PlannedOrder[]> {
  const [promotions, histories, beyondCap] = await Promise.all([
    batchPromotions(orders, menu, now),
    batchHistories(orders, menu),
    portionsBeyondCap(menu.weekId),
  ]);
  return planWith(orders, menu, promotions, portionsLeft, histories, beyondCap);
}

/**
 * Portions of each box the kitchen cannot cook: a capped dish ordered beyond its cap (a cap
 * lowered after customers chose it), first come first served (lib/menus/over-cap.ts).
 */
export async function portionsBeyondCap(weekId: string): Promise<Map<string, number>> {
  const overCap = await boxesOverCap(weekId);
  return new Map(
    [...overCap].map(([orderId, dishes]) => [orderId, dishes.reduce((n, d) => n + d.beyond, 0)]),
  );
}

/** The batch's customers' ratings and past choices of the menu's dishes (one statement). */
export function batchHistories(orders: OrderFacts[], menu: WeekMenu) {
  return customerHistories(
    orders.map((o) => o.userId),
    menu.dishes.map((d) => d.id),
    menu.weekId,
  );
}

/** Read before a batch's transaction, so planning inside it needs no other connection. */
export function batchPromotions(orders: OrderFacts[], menu: WeekMenu, now: Date) {
  return promotionsOf([...new Set(orders.map((o) => o.userId))], now, menu.weekId);
}

/**
 * `portionsLeft` (capped dishes only) is shared by the orders in turn: what the chef gives one
 * order is gone for the next.
 */
export function planWith(
  orders: OrderFacts[],
  menu: WeekMenu,
  promotions: Map<string, PromotionFacts>,
  portionsLeft: ReadonlyMap<string, number>,
  histories: ReadonlyMap<string, CustomerHistory> = new Map(),
  beyondCap: ReadonlyMap<string, number> = new Map(),
): PlannedOrder[] {
  const left = new Map(portionsLeft);
  // A customer with two orders in one batch (not possible today) would still get one promotion.
  const promoTaken = new Set<string>();
  return orders.map((order) => {
    const { added, shortfall } = chefSelection({
      mealsCount: order.mealsCount,
      splitDelivery: order.splitDelivery,
      items: order.items,
      menu: menu.dishes,
      excludedAllergens: order.excludedAllergens,
      dietTag: dietTag(order.dietPreference),
      portionsLeft: left,
      history: histories.get(order.userId),
    });
    for (const item of added) {
      const free = left.get(item.dishId);
      if (free !== undefined) left.set(item.dishId, free - item.quantity);
    }
    const promo = promotions.get(order.userId);
    const isFirstOrder = !promo?.hasReachedCharge && !promoTaken.has(order.userId);
    if (isFirstOrder) promoTaken.add(order.userId);
    // A box is charged for what is in it (issue 38): meals the chef could not fill (without an
    // allergen the customer avoids, or from dishes left under their caps) and portions beyond a
    // dish's cap are not charged; the kitchen may fill them later, charging the difference.
    const charged = mealsInBox(order, added) - (order.id ? (beyondCap.get(order.id) ?? 0) : 0);
    const price = priceOrder({
      mealsPerWeek: Math.max(0, charged),
      pricePerMealCents: order.pricePerMealCents,
      coupon: promo?.coupon ?? null,
      isFirstOrder,
      giftBalanceCents: promo?.giftBalanceCents ?? 0,
      creditBalanceCents: Math.max(0, -order.balanceCents),
      splitDelivery: order.splitDelivery,
      addOnsCents: addOnsCents(order.addOns),
    });
    return { ...order, added, shortfall, isFirstOrder, price, chargedMeals: Math.max(0, charged) };
  });
}

/** The meals the box holds once filled: the customer's own and the chef's, never above its size. */
export function mealsInBox(
  order: Pick<OrderFacts, "items" | "mealsCount">,
  added: readonly ChosenItem[],
): number {
  const count = (items: readonly ChosenItem[]) => items.reduce((n, i) => n + i.quantity, 0);
  return Math.min(order.mealsCount, count(order.items) + count(added));
}

// The facts of existing orders, one row each with their items, customer and plan (one statement:
// Prisma's nested read of a thousand orders was three, each costly to compile).
function factsOf() {
  return kysely
    .selectFrom("WeeklyOrder as o")
    .innerJoin("User as u", "u.id", "o.userId")
    .innerJoin("Plan as p", "p.id", "o.planId")
    .select((eb) => [
      "o.id",
      "o.number",
      "o.userId",
      "u.email",
      "u.firstName",
      "o.subscriptionId",
      "o.mealsCount",
      "p.pricePerMealCents",
      "p.name as planName",
      "o.splitDelivery",
      jsonArrayFrom(
        eb
          .selectFrom("OrderItem as i")
          .select(["i.dishId", "i.quantity", "i.slot"])
          .whereRef("i.orderId", "=", "o.id")
          .orderBy("i.id"),
      ).as("items"),
      // sum(int) is bigint, which pg answers as text: cast back to int.
      orderAddOnsJson(eb).as("addOns"),
      "u.allergenExclusions as excludedAllergens",
      "u.dietPreference",
      "u.balanceCents",
      "o.status",
      eb("o.pricedAt", "is not", null).$castTo<boolean>().as("priced"),
    ])
    .orderBy("o.id");
}

export async function orderFacts(
  where: { ids: string[] } | { weekId: string; status: "OPEN" },
): Promise<{ facts: OrderFacts; status: OrderStatus; priced: boolean }[]> {
  const rows =
    "ids" in where
      ? await factsOf().where("o.id", "=", anyText(where.ids)).execute()
      : // The dry run's open orders: only those the lock would charge (billable.ts).
        await factsOf()
          .innerJoin("Subscription as s", "s.id", "o.subscriptionId")
          .where("o.weekId", "=", where.weekId)
          .where("o.status", "=", where.status)
          .where((eb) => planAndAccountLive(eb))
          .execute();
  // A list column is nullable in SQL; Prisma always writes one (empty by default).
  return rows.map(({ status, priced, excludedAllergens, ...facts }) => ({
    facts: { ...facts, excludedAllergens: excludedAllergens ?? [] },
    status,
    priced,
  }));
}
