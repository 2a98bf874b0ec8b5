// Weeks, customers and orders for the rollover tests, written straight to the database so each
// test sets up exactly the week it rolls over.
import { randomUUID } from "node:crypto";
import * as metricsRoute from "@/app/api/metrics/route";
import { DateTime } from "luxon";
import { createSession } from "@/lib/auth/sessions";
import { dateColumn, deliveryWeek, orderDeadline, ZONE, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { nextOrderNumber } from "@/lib/orders/order-number";
import type { ChargeOutcome, ChargeRequest, PaymentProvider } from "@/lib/payments/port";
import { offlineProvider } from "@/lib/payments/offline-provider";
import { call } from "../../helpers";

/**
 * A week with the seeded menu's dishes (copied from the seed's latest menu when it has none), and
 * at least `minDishes` of them: a seeded week's rotation has 14 to 18 dishes, depending on the date.
 */
export async function menuWeek(weekStart: IsoDate, minDishes = 0) {
  const week = deliveryWeek(weekStart);
  const row = await db.week.upsert({
    where: { startDate: dateColumn(weekStart) },
    create: { startDate: dateColumn(weekStart), endDate: dateColumn(week.endDate) },
    update: {},
    select: { id: true, startDate: true, _count: { select: { menus: true } } },
  });
  if (row._count.menus === 0) {
    const source = await db.week.findFirstOrThrow({
      where: { menus: { some: {} } },
      orderBy: { startDate: "desc" },
      select: { menus: { select: { dishId: true, sortingOrder: true } } },
    });
    await db.weekMenu.createMany({
      data: source.menus.map((m) => ({
        weekId: row.id,
        dishId: m.dishId,
        sortingOrder: m.sortingOrder,
      })),
    });
  }
  const onMenu = await db.weekMenu.findMany({
    where: { weekId: row.id },
    select: { dishId: true, sortingOrder: true },
  });
  if (onMenu.length < minDishes) {
    const more = await db.dish.findMany({
      where: { deletedAt: null, id: { notIn: onMenu.map((m) => m.dishId) } },
      orderBy: { slug: "asc" },
      take: minDishes - onMenu.length,
      select: { id: true },
    });
    const last = Math.max(0, ...onMenu.map((m) => m.sortingOrder));
    await db.weekMenu.createMany({
      data: more.map((dish, i) => ({
        weekId: row.id,
        dishId: dish.id,
        sortingOrder: last + 1 + i,
      })),
    });
  }
  const dishes = await db.weekMenu.findMany({
    where: { weekId: row.id },
    orderBy: { sortingOrder: "asc" },
    select: {
      dish: { select: { id: true, name: true, allergens: true, splitDeliveryEligible: true } },
    },
  });
  return { id: row.id, weekStart, startDate: row.startDate, dishes: dishes.map((d) => d.dish) };
}
export type MenuWeek = Awaited<ReturnType<typeof menuWeek>>;

/**
 * A customer who avoids every allergen on the week's menu, whose box holds five of the one
 * allergen-free dish left (its cap those five use up; the other allergen-free dishes sold out):
 * the chef's selection can fill no more, so the box is 3 meals short of 8.
 */
export async function shortBoxCustomer(week: MenuWeek) {
  const allergens = [...new Set(week.dishes.flatMap((d) => d.allergens))];
  const safe = week.dishes.filter((d) => d.allergens.length === 0);
  if (safe.length === 0) throw new Error("the seeded menu has an allergen-free dish");
  for (const [i, dish] of safe.entries()) {
    await db.weekMenu.update({
      where: { weekId_dishId: { weekId: week.id, dishId: dish.id } },
      data: { cap: i === 0 ? 5 : 0 },
    });
  }
  const who = await customer({ allergens });
  const box = await order(who, week, { meals: 0 });
  await db.weeklyOrder.update({
    where: { id: box.id },
    data: { items: { create: { dishId: safe[0].id, quantity: 5 } } },
  });
  return { who, box, dish: safe[0] };
}

/** Instants relative to a week's deadline (Wednesday 11:59:59 PM Toronto of the week before). */
export const deadlineOf = (weekStart: IsoDate) => orderDeadline(weekStart);
/** `seconds` = 1 is Thursday 12:00:00.000 AM, the first instant after the deadline. */
export const afterDeadline = (weekStart: IsoDate, seconds = 300) =>
  new Date(orderDeadline(weekStart).getTime() + 1 + (seconds - 1) * 1000);
export const beforeDeadline = (weekStart: IsoDate, seconds = 1) =>
  new Date(orderDeadline(weekStart).getTime() - (seconds - 1) * 1000 - 1);
export const torontoIso = (instant: Date) => DateTime.fromJSDate(instant, { zone: ZONE }).toISO();

export interface CustomerOptions {
  card?: string | null;
  status?: "ACTIVE" | "PAUSED" | "ON_HOLD" | "CANCELLED";
  resumeOn?: IsoDate;
  mealsPerWeek?: number;
  creditCents?: number;
  allergens?: string[];
  startsOn?: IsoDate;
  /** The plan's standing split-delivery choice. */
  split?: boolean;
  /** When the customer signed in (their session lasts 30 days from then); default now. */
  sessionAt?: Date;
}

/** A customer with an address, a card (a Stripe test payment-method id) and a plan. */
export async function customer(options: CustomerOptions = {}) {
  const email = `roll-${randomUUID().slice(0, 8)}@example.test`;
  // Straight to the table (no password hashing): the rollover tests make hundreds of customers.
  const { id: userId } = await db.user.create({
    data: {
      email,
      passwordHash: "not-used-in-these-tests",
      firstName: "Robin",
      lastName: "Roll",
      referralCode: `R${randomUUID().slice(0, 10).toUpperCase()}`,
      onboardingStatus: "complete",
      deliveryDay: "MONDAY",
      deliveryTime: "16-20",
      balanceCents: -(options.creditCents ?? 0),
      allergenExclusions: options.allergens ?? [],
      roles: { create: { role: { connect: { slug: "customer" } } } },
    },
    select: { id: true },
  });
  const { token } = await createSession(userId, "API", options.sessionAt ?? new Date());
  const plan = await db.plan.findFirstOrThrow({
    where: { mealsPerWeek: options.mealsPerWeek ?? 8, active: true },
  });
  const address = await db.address.create({
    data: {
      userId,
      street: "10 Queens Quay W",
      city: "Toronto",
      province: "ON",
      postalCode: "M5J 2R9",
      phone: "4165550101",
    },
  });
  const card =
    options.card === null
      ? null
      : await db.paymentMethod.create({
          data: {
            userId,
            provider: "offline",
            providerPaymentMethodId: options.card ?? "pm_card_visa",
            brand: "visa",
            last4: "4242",
            expMonth: 12,
            expYear: 2034,
          },
        });
  const status = options.status ?? "ACTIVE";
  const subscription = await db.subscription.create({
    data: {
      userId,
      planId: plan.id,
      status,
      deliveryDay: "MONDAY",
      deliveryTime: "16-20",
      splitDelivery: options.split ?? false,
      startsOn: dateColumn(options.startsOn ?? "2026-01-05"),
      pausedAt: status === "PAUSED" ? new Date("2026-01-01T12:00:00Z") : null,
      resumeOn: options.resumeOn ? dateColumn(options.resumeOn) : null,
      onHoldAt: status === "ON_HOLD" ? new Date() : null,
      cancelledAt: status === "CANCELLED" ? new Date() : null,
    },
  });
  return { userId, token, email, plan, address, card, subscription };
}
export type Customer = Awaited<ReturnType<typeof customer>>;

/** An order for the week: `meals` chosen from the menu's first dishes (0 = none chosen). */
export async function order(
  who: Customer,
  week: MenuWeek,
  options: { meals?: number; status?: "OPEN" | "SKIPPED"; split?: boolean } = {},
) {
  const meals = options.meals ?? who.plan.mealsPerWeek;
  const dishes = options.split ? week.dishes.filter((d) => d.splitDeliveryEligible) : week.dishes;
  const items = Array.from({ length: meals }, (_, i) => ({
    dishId: dishes[i % dishes.length].id,
    slot: options.split ? (i < meals / 2 ? "MONDAY" : "THURSDAY") : "SINGLE",
  }));
  const merged = new Map<
    string,
    { dishId: string; slot: "SINGLE" | "MONDAY" | "THURSDAY"; quantity: number }
  >();
  for (const item of items) {
    const key = `${item.dishId}:${item.slot}`;
    const prior = merged.get(key);
    merged.set(key, {
      dishId: item.dishId,
      slot: item.slot as "SINGLE" | "MONDAY" | "THURSDAY",
      quantity: (prior?.quantity ?? 0) + 1,
    });
  }
  return db.weeklyOrder.create({
    data: {
      number: await nextOrderNumber(),
      userId: who.userId,
      subscriptionId: who.subscription.id,
      weekId: week.id,
      planId: who.plan.id,
      addressId: who.address.id,
      status: options.status ?? "OPEN",
      mealsCount: who.plan.mealsPerWeek,
      splitDelivery: options.split ?? false,
      deliveryDay: "MONDAY",
      deliveryTime: "16-20",
      items: { create: [...merged.values()] },
    },
  });
}

/** The order of a customer for a week, with what the rollover wrote. */
export function orderOf(who: Customer, week: MenuWeek) {
  return db.weeklyOrder.findUnique({
    where: { subscriptionId_weekId: { subscriptionId: who.subscription.id, weekId: week.id } },
    include: { items: true, charges: true, invoice: { include: { lines: true } } },
  });
}

/** The offline provider, recording every call (as Stripe's idempotency log would). */
export function recordingProvider() {
  const inner = offlineProvider();
  const calls: { request: ChargeRequest; outcome: ChargeOutcome }[] = [];
  const provider: PaymentProvider = {
    ...inner,
    async charge(request) {
      const outcome = await inner.charge(request);
      calls.push({ request, outcome });
      return outcome;
    },
  };
  return { provider, calls };
}

export const METRICS_TOKEN = "metrics-token-for-the-rollover-test";

/** GET /api/metrics with the test's token: the Prometheus text. */
export async function scrapeMetrics(): Promise<string> {
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  const res = await call(metricsRoute.GET, "/api/metrics", { token: METRICS_TOKEN });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text;
}

/** A counter's value in Prometheus text (0 when the series is absent). */
export function metricValue(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
