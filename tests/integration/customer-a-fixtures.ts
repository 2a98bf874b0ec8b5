// Test data for the customer home, notifications, past orders and rewards tests: unique users
// with a session token, made straight in the database (the tests share one seeded database).
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { createSession } from "@/lib/auth/sessions";
import { DateTime } from "luxon";
import { addWeeks, currentWeekStart, dateColumn, ZONE, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";

/** The first Thursday 3 AM Toronto from now: inside the maintenance window (sessions outlive it). */
export function maintenanceInstant(now = new Date()): string {
  let at = DateTime.fromJSDate(now, { zone: ZONE }).startOf("day").set({ hour: 3 });
  while (at.weekday !== 4 || at.toMillis() < now.getTime()) at = at.plus({ days: 1 });
  return at.toISO()!;
}
export const MAINTENANCE_NOW = maintenanceInstant();

const short = () => randomUUID().replace(/-/g, "").slice(0, 10);

export async function person(roles: ("customer" | "admin")[] = ["customer"]) {
  const email = `customer-a-${short()}@example.test`;
  const user = await db.user.create({
    data: {
      email,
      passwordHash: "not-used-in-these-tests",
      firstName: "Rowan",
      lastName: "Tester",
      referralCode: `T${short().toUpperCase()}`,
      onboardingStatus: "complete",
      deliveryDay: "MONDAY",
      deliveryTime: "16-20",
      roles: {
        create: roles.map((slug) => ({
          role: { connectOrCreate: { where: { slug }, create: { slug, name: slug } } },
        })),
      },
    },
    select: { id: true, email: true },
  });
  const { token } = await createSession(user.id, "API", new Date());
  return { userId: user.id, email, token };
}

export type Person = Awaited<ReturnType<typeof person>>;

interface SubscriberOptions {
  status?: "ACTIVE" | "PAUSED" | "ON_HOLD" | "CANCELLED";
  resumeOn?: IsoDate;
  card?: {
    problem?: "EXPIRING_SOON" | "INSUFFICIENT_FUNDS" | "DECLINED" | "EXPIRED";
    problemSince?: Date;
    expMonth?: number;
    expYear?: number;
    createdAt?: Date;
  };
}

/** A customer with an address, a card and an 8-meal plan delivered Mondays 4–8 PM. */
export async function subscriber(options: SubscriberOptions = {}) {
  const who = await person();
  const plan = await db.plan.findUniqueOrThrow({ where: { slug: "8-meals" } });
  const address = await db.address.create({
    data: {
      userId: who.userId,
      street: "55 Lake Shore Blvd E",
      unit: "901",
      city: "Toronto",
      province: "ON",
      postalCode: "M5E 1A4",
      phone: "416-555-0101",
    },
  });
  const card = await db.paymentMethod.create({
    data: {
      userId: who.userId,
      provider: "offline",
      providerPaymentMethodId: "pm_card_visa",
      brand: "visa",
      last4: "4242",
      expMonth: options.card?.expMonth ?? 12,
      expYear: options.card?.expYear ?? 2030,
      problem: options.card?.problem ?? null,
      problemSince: options.card?.problemSince ?? null,
      createdAt: options.card?.createdAt ?? new Date(Date.now() - 300 * 86_400_000),
    },
  });
  const status = options.status ?? "ACTIVE";
  const subscription = await db.subscription.create({
    data: {
      userId: who.userId,
      planId: plan.id,
      status,
      deliveryDay: "MONDAY",
      deliveryTime: "16-20",
      // A plan that began months before whatever "today" the suite runs at.
      startsOn: dateColumn(addWeeks(currentWeekStart(new Date()), -40)),
      pausedAt: status === "PAUSED" ? new Date() : null,
      resumeOn: options.resumeOn ? dateColumn(options.resumeOn) : null,
      onHoldAt: status === "ON_HOLD" ? new Date() : null,
      cancelledAt: status === "CANCELLED" ? new Date() : null,
    },
  });
  return { ...who, plan, address, card, subscription };
}

export type Subscriber = Awaited<ReturnType<typeof subscriber>>;

/** The week row for a Monday, created without a menu when the seed has none. */
export async function weekRow(weekStart: IsoDate) {
  return db.week.upsert({
    where: { startDate: dateColumn(weekStart) },
    create: {
      startDate: dateColumn(weekStart),
      endDate: dateColumn(
        new Date(Date.parse(`${weekStart}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10),
      ),
    },
    update: {},
  });
}

/** An order for a week, with `meals` meals spread over the first dishes. */
export async function orderFor(
  s: Subscriber,
  weekStart: IsoDate,
  status: "OPEN" | "SKIPPED" | "LOCKED" | "PAID" | "PAYMENT_FAILED" | "CANCELLED",
  meals = 8,
  extra: { totalCents?: number } = {},
) {
  const week = await weekRow(weekStart);
  const dishes = await db.dish.findMany({
    orderBy: { slug: "asc" },
    take: 4,
    select: { id: true },
  });
  const per = Math.floor(meals / dishes.length);
  const items = dishes
    .map((dish, i) => ({ dishId: dish.id, quantity: per + (i < meals % dishes.length ? 1 : 0) }))
    .filter((item) => item.quantity > 0);
  const subtotal = meals * s.plan.pricePerMealCents;
  return db.weeklyOrder.create({
    data: {
      number: `LK-T${short()}`,
      userId: s.userId,
      subscriptionId: s.subscription.id,
      weekId: week.id,
      planId: s.plan.id,
      addressId: s.address.id,
      status,
      mealsCount: s.plan.mealsPerWeek,
      deliveryDay: "MONDAY",
      deliveryTime: "16-20",
      subtotalCents: subtotal,
      totalCents: extra.totalCents ?? subtotal,
      items: { create: items },
    },
  });
}

/** A paid invoice for an order (or a standalone one with lines). */
export async function invoiceFor(
  s: Subscriber,
  order: { id: string; weekId: string; totalCents: number } | null,
  issuedAt: Date,
  amounts: {
    discountCents?: number;
    creditCents?: number;
    giftCents?: number;
    taxCents?: number;
  } = {},
) {
  const subtotal = order ? order.totalCents : 2 * s.plan.pricePerMealCents;
  const saved =
    (amounts.discountCents ?? 0) + (amounts.creditCents ?? 0) + (amounts.giftCents ?? 0);
  return db.invoice.create({
    data: {
      number: `INV-T${short()}`,
      userId: s.userId,
      orderId: order?.id ?? null,
      weekId: order?.weekId ?? null,
      status: "PAID",
      subtotalCents: subtotal,
      discountCents: amounts.discountCents ?? 0,
      creditCents: amounts.creditCents ?? 0,
      giftCents: amounts.giftCents ?? 0,
      taxCents: amounts.taxCents ?? 0,
      totalCents: subtotal - saved + (amounts.taxCents ?? 0),
      cardBrand: "visa",
      cardLast4: "4242",
      issuedAt,
      paidAt: issuedAt,
      lines: order
        ? undefined
        : {
            create: [
              {
                description: "Gift of two meals",
                quantity: 2,
                unitCents: s.plan.pricePerMealCents,
                totalCents: subtotal,
              },
            ],
          },
    },
  });
}

/** Calls a route handler and keeps the raw bytes (for PDFs). */
export async function callRaw(
  handler: (
    req: NextRequest,
    ctx: { params: Promise<Record<string, string | string[] | undefined>> },
  ) => Promise<Response> | Response,
  path: string,
  options: { token?: string; params?: Record<string, string> } = {},
) {
  const headers = new Headers();
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const req = new NextRequest(new URL(path, "http://localhost:3000"), { headers });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** A seeded demo account with a fresh session token. */
export async function demo(email = "customer@example.com") {
  const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const { token } = await createSession(user.id, "API", new Date());
  return { userId: user.id, email, token };
}
