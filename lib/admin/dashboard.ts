// The admin home's numbers: for the weeks in the kitchen (locked, not yet all delivered), this
// week and the upcoming one, orders by state, meals per dish,
// revenue (charged, refunded), failed payments waiting; subscription movements this calendar
// week; and the last 8 weeks of revenue and meals for the chart.
import {
  addWeeks,
  currentWeekStart,
  dateColumn,
  deliveryWeek,
  lastDeliveryDay,
  torontoDay,
  upcomingWeekStart,
  weeksInKitchen,
  type IsoDate,
} from "@/lib/clock";
import { db } from "@/lib/db";

export interface WeekGlance {
  weekStart: IsoDate;
  orderDeadline: string;
  ordersByStatus: Record<string, number>;
  meals: number;
  mealsPerDish: { dish: string; meals: number }[];
  chargedCents: number;
  refundedCents: number;
  failedPayments: number;
}

export interface KitchenWeek extends WeekGlance {
  /** Toronto's today is one of this week's delivery days. */
  deliveriesToday: boolean;
}

export interface AdminDashboard {
  now: string;
  /** The weeks locked and not yet all delivered (lib/clock weeksInKitchen), oldest first. */
  kitchen: KitchenWeek[];
  current: WeekGlance;
  upcoming: WeekGlance;
  subscriptions: { started: number; paused: number; cancelled: number };
  history: { weekStart: IsoDate; chargedCents: number; meals: number }[];
}

const HOLDING = { notIn: ["SKIPPED", "CANCELLED"] as ("SKIPPED" | "CANCELLED")[] };

async function weekId(weekStart: IsoDate): Promise<string | null> {
  const row = await db.week.findUnique({
    where: { startDate: dateColumn(weekStart) },
    select: { id: true },
  });
  return row?.id ?? null;
}

async function moneyFor(id: string) {
  const rows = await db.charge.groupBy({
    by: ["status"],
    where: { order: { weekId: id } },
    _sum: { amountCents: true, refundedCents: true },
  });
  const sum = (status: string) => rows.find((r) => r.status === status)?._sum.amountCents ?? 0;
  // A refunded charge was charged first: it counts in both columns (refunds, in full or in part,
  // are kept on the charge).
  const refundedCents = rows.reduce((total, r) => total + (r._sum.refundedCents ?? 0), 0);
  return { chargedCents: sum("SUCCEEDED") + sum("REFUNDED"), refundedCents };
}

async function glance(weekStart: IsoDate): Promise<WeekGlance> {
  const week = deliveryWeek(weekStart);
  const id = await weekId(weekStart);
  const empty: WeekGlance = {
    weekStart,
    orderDeadline: week.orderDeadline.toISOString(),
    ordersByStatus: {},
    meals: 0,
    mealsPerDish: [],
    chargedCents: 0,
    refundedCents: 0,
    failedPayments: 0,
  };
  if (!id) return empty;
  const [statuses, perDish, money] = await Promise.all([
    db.weeklyOrder.groupBy({ by: ["status"], where: { weekId: id }, _count: { _all: true } }),
    db.orderItem.groupBy({
      by: ["dishId"],
      where: { order: { weekId: id, status: HOLDING } },
      _sum: { quantity: true },
    }),
    moneyFor(id),
  ]);
  const names = new Map(
    (
      await db.dish.findMany({
        where: { id: { in: perDish.map((d) => d.dishId) } },
        select: { id: true, name: true },
      })
    ).map((d) => [d.id, d.name]),
  );
  const mealsPerDish = perDish
    .map((d) => ({ dish: names.get(d.dishId) ?? "Unknown dish", meals: d._sum.quantity ?? 0 }))
    .sort((a, b) => b.meals - a.meals || a.dish.localeCompare(b.dish));
  const ordersByStatus = Object.fromEntries(statuses.map((s) => [s.status, s._count._all]));
  return {
    ...empty,
    ordersByStatus,
    meals: mealsPerDish.reduce((sum, d) => sum + d.meals, 0),
    mealsPerDish,
    ...money,
    failedPayments: ordersByStatus.PAYMENT_FAILED ?? 0,
  };
}

async function history(current: IsoDate) {
  const starts = Array.from({ length: 8 }, (_, i) => addWeeks(current, i - 7));
  return Promise.all(
    starts.map(async (weekStart) => {
      const id = await weekId(weekStart);
      if (!id) return { weekStart, chargedCents: 0, meals: 0 };
      const [money, meals] = await Promise.all([
        moneyFor(id),
        db.orderItem.aggregate({
          where: { order: { weekId: id, status: HOLDING } },
          _sum: { quantity: true },
        }),
      ]);
      return { weekStart, chargedCents: money.chargedCents, meals: meals._sum.quantity ?? 0 };
    }),
  );
}

export async function adminDashboard(now: Date): Promise<AdminDashboard> {
  const current = currentWeekStart(now);
  const { startsAt, endsAt } = deliveryWeek(current);
  const within = { gte: startsAt, lte: endsAt };
  const today = torontoDay(now);
  const kitchenWeeks = weeksInKitchen(now);
  const [kitchen, currentGlance, upcomingGlance, started, paused, cancelled, past] =
    await Promise.all([
      Promise.all(
        kitchenWeeks.map(async (weekStart) => ({
          ...(await glance(weekStart)),
          deliveriesToday: today === weekStart || today === lastDeliveryDay(weekStart),
        })),
      ),
      glance(current),
      glance(upcomingWeekStart(now)),
      db.subscription.count({ where: { createdAt: within } }),
      db.subscription.count({ where: { pausedAt: within } }),
      db.subscription.count({ where: { cancelledAt: within } }),
      history(current),
    ]);
  return {
    now: now.toISOString(),
    kitchen,
    current: currentGlance,
    upcoming: upcomingGlance,
    subscriptions: { started, paused, cancelled },
    history: past,
  };
}
