// Paid boxes on a week only the delivery tests use, and "now" on one of its delivery days
// (Toronto), sent to the routes as the test clock.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { ZONE, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { deliveryDate } from "@/lib/delivery-schedule/windows";
import { subscriber, weekRow } from "../customer-a-fixtures";

export type Day = "MONDAY" | "THURSDAY";

/** An instant on the week's delivery day, Toronto wall time. */
export function onDay(week: IsoDate, day: Day, time = "09:00"): Date {
  return DateTime.fromISO(`${deliveryDate(week, day)}T${time}`, { zone: ZONE }).toJSDate();
}

export const clockAt = (instant: Date) => ({ "x-test-now": instant.toISOString() });

interface BoxOptions {
  status?: "PAID" | "PAYMENT_FAILED" | "DELIVERED";
  day?: Day;
  /** A split box: `monday` meals on Monday, the rest on Thursday. */
  split?: { monday: number };
  address?: { city: string; postalCode: string; phone?: string } | null;
  totalCents?: number;
  creditCents?: number;
}

/** A customer's 8-meal box for `week`, paid unless said otherwise. */
export async function box(week: IsoDate, options: BoxOptions = {}) {
  const s = await subscriber();
  if (options.address) {
    await db.address.update({ where: { id: s.address.id }, data: options.address });
  }
  const row = await weekRow(week);
  const dish = await db.dish.findFirstOrThrow({ orderBy: { slug: "asc" }, select: { id: true } });
  const items = options.split
    ? [
        { dishId: dish.id, quantity: options.split.monday, slot: "MONDAY" as const },
        { dishId: dish.id, quantity: 8 - options.split.monday, slot: "THURSDAY" as const },
      ]
    : [{ dishId: dish.id, quantity: 8, slot: "SINGLE" as const }];
  const order = await db.weeklyOrder.create({
    data: {
      number: `LK-D${randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`,
      userId: s.userId,
      subscriptionId: s.subscription.id,
      weekId: row.id,
      planId: s.plan.id,
      addressId: options.address === null ? null : s.address.id,
      status: options.status ?? "PAID",
      mealsCount: 8,
      splitDelivery: Boolean(options.split),
      deliveryDay: options.day ?? "MONDAY",
      deliveryTime: "16-20",
      subtotalCents: 8000,
      totalCents: options.totalCents ?? 8000,
      creditCents: options.creditCents ?? 0,
      items: { create: items },
    },
    select: { id: true, number: true, userId: true },
  });
  return { ...order, email: s.email, token: s.token };
}

export type Box = Awaited<ReturnType<typeof box>>;
