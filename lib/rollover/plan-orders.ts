// What the rollover will do to each order of a week, computed without writing anything: the chef's
// selection that fills it and its price with the one pricing function. The batch job writes this
// plan; the dry run shows it. Everything a batch needs is read in a few set-based queries.
import { priceOrder, type CouponTerms, type PriceBreakdown } from "@/lib/billing/pricing";
import { db } from "@/lib/db";
import { REACHED_CHARGE } from "@/lib/orders/first-order";
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
      SELECT i."dishId", SUM(i.quantity)::bigint AS n
      FROM "OrderItem" i JOIN "WeeklyOrder" o ON o.id = i."orderId"
      WHERE o."weekId" = ${weekId} AND o."chefSelected" = false
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

interface Promotions {
  coupon: CouponTerms | null;
  giftBalanceCents: number;
  hasReachedCharge: boolean;
}

/** Coupons, gift balances and first-order eligibility of many customers in three queries. */
async function promotionsFor(
  userIds: string[],
  weekId: string,
  now: Date,
): Promise<Map<string, Promotions>> {
  const [redemptions, gifts, charged] = await Promise.all([
    db.couponRedemption.findMany({
      where: { userId: { in: userIds } },
      orderBy: { createdAt: "desc" },
      select: { userId: true, coupon: true },
    }),
    db.giftCode.groupBy({
      by: ["redeemedById"],
      where: {
        redeemedById: { in: userIds },
        balanceCents: { gt: 0 },
        OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
      },
      _sum: { balanceCents: true },
    }),
    db.weeklyOrder.findMany({
      where: { userId: { in: userIds }, status: { in: [...REACHED_CHARGE] }, NOT: { weekId } },
      distinct: ["userId"],
      select: { userId: true },
    }),
  ]);
  const result = new Map<string, Promotions>();
  const chargedUsers = new Set(charged.map((row) => row.userId));
  const giftBy = new Map(gifts.map((row) => [row.redeemedById, row._sum.balanceCents ?? 0]));
  for (const userId of userIds) {
    result.set(userId, {
      coupon: null,
      giftBalanceCents: giftBy.get(userId) ?? 0,
      hasReachedCharge: chargedUsers.has(userId),
    });
  }
  // Newest redemption first: the first one seen per customer is theirs (as customerPromotions).
  const seen = new Set<string>();
  for (const { userId, coupon } of redemptions) {
    if (seen.has(userId)) continue;
    seen.add(userId);
    const entry = result.get(userId);
    if (entry) {
      entry.coupon = {
        code: coupon.code,
        discountType: coupon.discountType,
        percentOff: coupon.percentOff,
        amountOffCents: coupon.amountOffCents,
        duration: coupon.duration,
      };
    }
  }
  return result;
}

export async function planOrders(
  orders: OrderFacts[],
  menu: WeekMenu,
  now: Date,
  portionsLeft: ReadonlyMap<string, number> = new Map(),
): Promise<PlannedOrder[]> {
  return planWith(orders, menu, await promotionsOf(orders, menu, now), portionsLeft);
}

/** Read before a batch's transaction, so planning inside it needs no other connection. */
export function promotionsOf(orders: OrderFacts[], menu: WeekMenu, now: Date) {
  return promotionsFor([...new Set(orders.map((o) => o.userId))], menu.weekId, now);
}

/**
 * `portionsLeft` (capped dishes only) is shared by the orders in turn: what the chef gives one
 * order is gone for the next.
 */
export function planWith(
  orders: OrderFacts[],
  menu: WeekMenu,
  promotions: Map<string, Promotions>,
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

/** The facts of existing orders (one query with their items, customer and plan). */
export async function orderFacts(where: { ids: string[] } | { weekId: string; status: "OPEN" }) {
  const rows = await db.weeklyOrder.findMany({
    // The dry run's open orders: only those the lock would charge (an active plan and account).
    where:
      "ids" in where
        ? { id: { in: where.ids } }
        : { ...where, subscription: { status: "ACTIVE" }, user: { status: "active" } },
    orderBy: { id: "asc" },
    select: {
      id: true,
      number: true,
      userId: true,
      subscriptionId: true,
      mealsCount: true,
      splitDelivery: true,
      status: true,
      pricedAt: true,
      user: {
        select: {
          email: true,
          firstName: true,
          allergenExclusions: true,
          balanceCents: true,
        },
      },
      plan: { select: { name: true, pricePerMealCents: true } },
      items: { select: { dishId: true, quantity: true, slot: true } },
    },
  });
  return rows.map((row) => ({
    facts: {
      id: row.id,
      number: row.number,
      userId: row.userId,
      email: row.user.email,
      firstName: row.user.firstName,
      subscriptionId: row.subscriptionId,
      mealsCount: row.mealsCount,
      pricePerMealCents: row.plan.pricePerMealCents,
      planName: row.plan.name,
      splitDelivery: row.splitDelivery,
      items: row.items,
      excludedAllergens: row.user.allergenExclusions,
      balanceCents: row.user.balanceCents,
    } satisfies OrderFacts,
    status: row.status,
    pricedAt: row.pricedAt,
  }));
}
