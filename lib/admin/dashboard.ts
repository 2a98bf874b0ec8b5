// The admin home's numbers: for the weeks in the kitchen (locked, not yet all delivered), this
// week and the upcoming one, orders by state, meals per dish (held and unpaid boxes counted apart,
// as the kitchen's lists do), revenue (charged, refunded), failed payments waiting, and whether a
// locked week is closed; subscription movements this calendar week; and the last 8 weeks of
// revenue and meals for the chart.
import {
  addWeeks,
  currentWeekStart,
  dateColumn,
  deliveryWeek,
  isBeforeDeadline,
  lastDeliveryDay,
  torontoDay,
  upcomingWeekStart,
  weeksInKitchen,
  type IsoDate,
} from "@/lib/clock";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { weekClose, type WeekClose } from "@/lib/deliveries/week-close";

export interface WeekGlance {
  weekStart: IsoDate;
  orderDeadline: string;
  ordersByStatus: Record<string, number>;
  /** Meals to cook: boxes neither held nor left unpaid (failed, waiting for the bank). */
  meals: number;
  mealsPerDish: { dish: string; meals: number }[];
  /** Counted apart from `meals`, like the kitchen's lists: a held box first, whatever it owes. */
  apart: { held: BoxCount; unpaid: BoxCount };
  chargedCents: number;
  refundedCents: number;
  failedPayments: number;
  /** Whether the week is closed (past its deadline only; null before it). */
  close: WeekClose | null;
}

export interface BoxCount {
  boxes: number;
  meals: number;
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
const UNPAID = ["PAYMENT_FAILED", "REQUIRES_ACTION"] as ("PAYMENT_FAILED" | "REQUIRES_ACTION")[];

async function boxCount(where: Prisma.WeeklyOrderWhereInput): Promise<BoxCount> {
  const [boxes, meals] = await Promise.all([
    db.weeklyOrder.count({ where }),
    db.orderItem.aggregate({ where: { order: where }, _sum: { quantity: true } }),
  ]);
  return { boxes, meals: meals._sum.quantity ?? 0 };
}

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

async function glance(weekStart: IsoDate, now: Date): Promise<WeekGlance> {
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
    apart: { held: { boxes: 0, meals: 0 }, unpaid: { boxes: 0, meals: 0 } },
    close: null,
  };
  if (!id) return empty;
  const [statuses, perDish, money, held, unpaid, close] = await Promise.all([
    db.weeklyOrder.groupBy({ by: ["status"], where: { weekId: id }, _count: { _all: true } }),
    db.orderItem.groupBy({
      by: ["dishId"],
      where: {
        order: {
          weekId: id,
          status: { notIn: [...HOLDING.notIn, ...UNPAID] },
          heldAt: null,
        },
      },
      _sum: { quantity: true },
    }),
    moneyFor(id),
    boxCount({ weekId: id, status: HOLDING, heldAt: { not: null } }),
    boxCount({ weekId: id, status: { in: UNPAID }, heldAt: null }),
    isBeforeDeadline(weekStart, now) ? null : weekClose(weekStart, now),
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
    apart: { held, unpaid },
    ...money,
    failedPayments: ordersByStatus.PAYMENT_FAILED ?? 0,
    close,
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
          ...(await glance(weekStart, now)),
          deliveriesToday: today === weekStart || today === lastDeliveryDay(weekStart),
        })),
      ),
      glance(current, now),
      glance(upcomingWeekStart(now), now),
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
