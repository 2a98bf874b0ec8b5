// What the rollover will do to each order of a week, computed without writing anything: the chef's
// selection that fills it and its price with the one pricing function. The batch job writes this
// plan; the dry run shows it. Everything a batch needs is read in a few set-based queries.
import { priceOrder, type PriceBreakdown } from "@/lib/billing/pricing";
import { promotionsOf, type PromotionFacts } from "@/lib/coupons/customer-promotions";
import { db, pool } from "@/lib/db";
import type { OrderStatus } from "@/lib/orders/transitions";
import { chefSelection, type ChosenItem, type MenuDish } from "./chef-selection";

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
  /** The user's Stripe-style balance (negative = credit). */
  balanceCents: number;
}

export interface PlannedOrder extends OrderFacts {
  added: ChosenItem[];
  shortfall: number;
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
        dish: { select: { id: true, name: true, allergens: true, splitDeliveryEligible: true } },
      },
    }),
    db.$queryRaw<{ dishId: string; n: bigint }[]>`
      SELECT i."dishId", SUM(i.quantity - i."chefQuantity")::bigint AS n
      FROM "OrderItem" i JOIN "WeeklyOrder" o ON o.id = i."orderId"
      WHERE o."weekId" = ${weekId}
      GROUP BY i."dishId"`,
  ]);
  const popularity = new Map(counts.map((row) => [row.dishId, Number(row.n)]));
  const dishes = menus.map((m, index) => ({ ...m.dish, index }));
  dishes.sort(
    (a, b) => (popularity.get(b.id) ?? 0) - (popularity.get(a.id) ?? 0) || a.index - b.index,
  );
  return {
    weekId,
    dishes: dishes.map(({ id, name, allergens, splitDeliveryEligible }) => ({
      id,
      name,
      allergens,
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
  return planWith(orders, menu, await batchPromotions(orders, menu, now), portionsLeft);
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
      portionsLeft: left,
    });
    for (const item of added) {
      const free = left.get(item.dishId);
      if (free !== undefined) left.set(item.dishId, free - item.quantity);
    }
    const promo = promotions.get(order.userId);
    const isFirstOrder = !promo?.hasReachedCharge && !promoTaken.has(order.userId);
    if (isFirstOrder) promoTaken.add(order.userId);
    const price = priceOrder({
      mealsPerWeek: order.mealsCount,
      pricePerMealCents: order.pricePerMealCents,
      coupon: promo?.coupon ?? null,
      isFirstOrder,
      giftBalanceCents: promo?.giftBalanceCents ?? 0,
      creditBalanceCents: Math.max(0, -order.balanceCents),
      splitDelivery: order.splitDelivery,
    });
    return { ...order, added, shortfall, isFirstOrder, price };
  });
}

// The facts of existing orders, one row each with their items, customer and plan (one statement:
// Prisma's nested read of a thousand orders was three, each costly to compile).
const FACTS_SELECT = `
  SELECT o.id, o.number, o."userId", u.email, u."firstName", o."subscriptionId",
    o."mealsCount", p."pricePerMealCents", p.name AS "planName", o."splitDelivery",
    COALESCE((SELECT json_agg(json_build_object(
                'dishId', i."dishId", 'quantity', i.quantity, 'slot', i.slot) ORDER BY i.id)
              FROM "OrderItem" i WHERE i."orderId" = o.id), '[]'::json) AS items,
    u."allergenExclusions" AS "excludedAllergens", u."balanceCents",
    o.status::text AS status, o."pricedAt" IS NOT NULL AS priced
  FROM "WeeklyOrder" o
  JOIN "User" u ON u.id = o."userId"
  JOIN "Plan" p ON p.id = o."planId"`;
const FACTS_BY_ID = {
  name: "rollover-order-facts-by-id",
  text: `${FACTS_SELECT} WHERE o.id = ANY($1::text[]) ORDER BY o.id`,
};
// The dry run's open orders: only those the lock would charge (an active plan and account).
const FACTS_OPEN_IN_WEEK = {
  name: "rollover-order-facts-open",
  text: `${FACTS_SELECT}
  JOIN "Subscription" s ON s.id = o."subscriptionId"
  WHERE o."weekId" = $1 AND o.status = 'OPEN' AND s.status = 'ACTIVE' AND u.status = 'active'
  ORDER BY o.id`,
};

export async function orderFacts(
  where: { ids: string[] } | { weekId: string; status: "OPEN" },
): Promise<{ facts: OrderFacts; status: OrderStatus; priced: boolean }[]> {
  const { rows } = await pool.query<OrderFacts & { status: OrderStatus; priced: boolean }>(
    "ids" in where
      ? { ...FACTS_BY_ID, values: [where.ids] }
      : { ...FACTS_OPEN_IN_WEEK, values: [where.weekId] },
  );
  return rows.map(({ status, priced, ...facts }) => ({ facts, status, priced }));
}
