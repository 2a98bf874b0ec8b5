// The rollover's dry run: for one week, what would be created, locked, filled (with the dishes)
// and charged (the amounts) if the deadline were `now`. It reads only; nothing is written.
import { dateColumn, fromDateColumn, type IsoDate } from "@/lib/clock";
import { DEFAULT_ADDRESS } from "@/lib/addresses/default-address";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { billableSubscriptionWhere } from "@/lib/orders/billable";
import { standingSplit } from "@/lib/subscriptions/split-delivery";
import { portionsLeft } from "@/lib/menus/dish-caps";
import { orderFacts, planOrders, weekMenuByPopularity, type OrderFacts } from "./plan-orders";

export interface PreviewRow {
  orderNumber: string | null;
  customerEmail: string;
  action: "create and lock" | "lock";
  mealsCount: number;
  chefSelection: { name: string; quantity: number; slot: string }[];
  /** Meals the chef's selection could not fill: not charged (the box is short). */
  allergenShortfall: number;
  /** Portions beyond a dish's cap: not charged (the kitchen cannot cook them). */
  beyondCap: number;
  /** The meals the charge is for. */
  chargedMeals: number;
  /** The box has no delivery address (the exceptions page will list it). */
  noAddress: boolean;
  firstOrderPromotion: boolean;
  subtotalCents: number;
  discountCents: number;
  giftCents: number;
  creditCents: number;
  chargeCents: number;
}

export interface RolloverPreview {
  weekStart: IsoDate;
  orders: number;
  toCreate: number;
  toFill: number;
  toCharge: number;
  chargeTotalCents: number;
  /** Boxes the lock would leave short (the chef could not fill them, or beyond a cap). */
  short: number;
  /** Boxes without a delivery address. */
  withoutAddress: number;
  /** Why there is nothing to do, when there is nothing (issue 26 defect 12); null otherwise. */
  note: string | null;
  /** At most `limit` rows; the counts above cover every order. */
  rows: PreviewRow[];
}

export async function previewRollover(
  weekStart: IsoDate,
  now: Date,
  limit = 500,
): Promise<RolloverPreview> {
  const week = await db.week.findUnique({
    where: { startDate: dateColumn(weekStart) },
    select: { id: true, startDate: true, rolledOverAt: true },
  });
  if (!week) throw notFound("Week");
  // A week is rolled over once: a dry run of it says so rather than "0 orders" (or plans it would
  // never make for plans started since).
  if (week.rolledOverAt) return { ...nothing(weekStart), note: await rolledOver(week.id) };
  const [facts, menu] = await Promise.all([previewFacts(week), weekMenuByPopularity(week.id)]);
  const toCreate = facts.filter((f) => f.id === null);
  const [planned, addressless] = await Promise.all([
    planOrders(facts, menu, now, await portionsLeft(db, week.id)),
    withoutAddress(facts),
  ]);
  const names = new Map(menu.dishes.map((d) => [d.id, d.name]));
  const rows: PreviewRow[] = planned.map((o) => ({
    orderNumber: o.number,
    customerEmail: o.email,
    action: o.id ? "lock" : "create and lock",
    mealsCount: o.mealsCount,
    chefSelection: o.added.map((i) => ({
      name: names.get(i.dishId) ?? i.dishId,
      quantity: i.quantity,
      slot: i.slot,
    })),
    allergenShortfall: o.shortfall,
    beyondCap: Math.max(0, o.mealsCount - o.shortfall - o.chargedMeals),
    chargedMeals: o.chargedMeals,
    noAddress: addressless.has(o.id ?? o.subscriptionId),
    firstOrderPromotion: o.isFirstOrder && o.price.firstOrderPromoCents > 0,
    subtotalCents: o.price.subtotalCents,
    discountCents: o.price.firstOrderPromoCents + o.price.couponSavingsCents,
    giftCents: o.price.giftCardSavingsCents,
    creditCents: o.price.creditsAppliedCents,
    chargeCents: o.price.totalCents,
  }));
  return {
    weekStart,
    note: rows.length === 0 ? await nobodyBilled(week.id) : null,
    orders: rows.length,
    toCreate: toCreate.length,
    toFill: rows.filter((r) => r.chefSelection.length > 0).length,
    toCharge: rows.filter((r) => r.chargeCents > 0).length,
    chargeTotalCents: rows.reduce((sum, r) => sum + r.chargeCents, 0),
    short: rows.filter((r) => r.allergenShortfall > 0 || r.beyondCap > 0).length,
    withoutAddress: rows.filter((r) => r.noAddress).length,
    // The boxes the kitchen must look at first, then the rest.
    rows: [...rows].sort((a, b) => Number(needsLook(b)) - Number(needsLook(a))).slice(0, limit),
  };
}

const needsLook = (r: PreviewRow) => r.allergenShortfall > 0 || r.beyondCap > 0 || r.noAddress;

/**
 * The boxes that would go out without a delivery address: open orders with none, and plans whose
 * customer has no default address (the lock gives a new order the default one). Keyed by order
 * id, or subscription id for an order the lock would create.
 */
async function withoutAddress(facts: OrderFacts[]): Promise<Set<string>> {
  const existing = facts.flatMap((f) => (f.id ? [f.id] : []));
  const created = facts.filter((f) => !f.id);
  const [orders, addressed] = await Promise.all([
    db.weeklyOrder.findMany({
      where: { id: { in: existing }, addressId: null },
      select: { id: true },
    }),
    db.address.findMany({
      where: { userId: { in: created.map((f) => f.userId) }, ...DEFAULT_ADDRESS },
      select: { userId: true },
    }),
  ]);
  const hasDefault = new Set(addressed.map((a) => a.userId));
  return new Set([
    ...orders.map((o) => o.id),
    ...created.filter((f) => !hasDefault.has(f.userId)).map((f) => f.subscriptionId),
  ]);
}

/** The week's open orders and the orders the lock would create (rollover steps 2–3). */
export async function previewFacts(week: { id: string; startDate: Date }): Promise<OrderFacts[]> {
  const [existing, toCreate] = await Promise.all([
    orderFacts({ weekId: week.id, status: "OPEN" }),
    subscriptionsWithoutOrder(week),
  ]);
  return [...existing.map((row) => row.facts), ...toCreate];
}

/** Active plans that would get an order created at the lock (rollover step 2). */
async function subscriptionsWithoutOrder(week: { id: string; startDate: Date }) {
  const subs = await db.subscription.findMany({
    where: {
      ...billableSubscriptionWhere(fromDateColumn(week.startDate)),
      orders: { none: { weekId: week.id } },
    },
    select: {
      id: true,
      userId: true,
      splitDelivery: true,
      user: {
        select: {
          email: true,
          firstName: true,
          allergenExclusions: true,
          dietPreference: true,
          balanceCents: true,
        },
      },
      plan: { select: { name: true, mealsPerWeek: true, pricePerMealCents: true } },
    },
  });
  return subs.map((s): OrderFacts => ({
    id: null,
    number: null,
    userId: s.userId,
    email: s.user.email,
    firstName: s.user.firstName,
    subscriptionId: s.id,
    mealsCount: s.plan.mealsPerWeek,
    pricePerMealCents: s.plan.pricePerMealCents,
    // An order the rollover creates has no add-ons (the chef's selection never adds them).
    addOns: [],
    planName: s.plan.name,
    splitDelivery: standingSplit(s.splitDelivery, s.plan.mealsPerWeek),
    items: [],
    excludedAllergens: s.user.allergenExclusions,
    dietPreference: s.user.dietPreference,
    balanceCents: s.user.balanceCents,
  }));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const nothing = (weekStart: IsoDate): Omit<RolloverPreview, "note"> => ({
  weekStart,
  orders: 0,
  toCreate: 0,
  toFill: 0,
  toCharge: 0,
  chargeTotalCents: 0,
  short: 0,
  withoutAddress: 0,
  rows: [],
});

async function rolledOver(weekId: string): Promise<string> {
  const rolled = await db.weeklyOrder.count({
    where: { weekId, status: { notIn: ["OPEN", "SKIPPED", "CANCELLED"] } },
  });
  return `This week was rolled over already: ${plural(rolled, "order was", "orders were")} locked at its deadline, and a week is rolled over only once.`;
}

/** Why a week not yet rolled over has nothing to lock. */
async function nobodyBilled(weekId: string): Promise<string> {
  const skipped = await db.weeklyOrder.count({ where: { weekId, status: "SKIPPED" } });
  return skipped > 0
    ? `Nothing to lock: every plan billed for this week skipped it (${plural(skipped, "order", "orders")} skipped).`
    : "Nothing to lock: no active plan is billed for this week.";
}
