// Builds one admin report for one delivery week from the orders, charges and subscriptions.
// Orders hold meals unless skipped or cancelled; split halves count on their own delivery day.
import { dateColumn, deliveryWeek, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { windowLabel } from "@/lib/delivery-schedule/windows";
import { formatCents } from "@/lib/format/money";
import { REPORT_TITLES, type Cell, type ReportKind, type ReportTable } from "./report-table";

const HOLDING = { notIn: ["SKIPPED", "CANCELLED"] as ("SKIPPED" | "CANCELLED")[] };
const dayName = (day: string) => day[0] + day.slice(1).toLowerCase();

async function weekOrders(weekStart: IsoDate) {
  return db.weeklyOrder.findMany({
    where: { week: { startDate: dateColumn(weekStart) }, status: HOLDING },
    orderBy: { number: "asc" },
    select: {
      number: true,
      deliveryDay: true,
      deliveryTime: true,
      splitDelivery: true,
      user: { select: { firstName: true, lastName: true } },
      address: {
        select: {
          street: true,
          unit: true,
          city: true,
          postalCode: true,
          buzzer: true,
          phone: true,
          instructions: true,
        },
      },
      items: { select: { quantity: true, slot: true, dish: { select: { name: true } } } },
    },
  });
}

type Order = Awaited<ReturnType<typeof weekOrders>>[number];

const itemDay = (order: Order, slot: string) => (slot === "SINGLE" ? order.deliveryDay : slot);
const addressLine = (a: Order["address"]) =>
  a ? `${a.unit ? `${a.unit}-` : ""}${a.street}, ${a.city} ${a.postalCode}` : "No address";

async function kitchenPrep(weekStart: IsoDate) {
  const perDish = new Map<string, { MONDAY: number; THURSDAY: number }>();
  for (const order of await weekOrders(weekStart)) {
    for (const item of order.items) {
      const counts = perDish.get(item.dish.name) ?? { MONDAY: 0, THURSDAY: 0 };
      counts[itemDay(order, item.slot) as "MONDAY" | "THURSDAY"] += item.quantity;
      perDish.set(item.dish.name, counts);
    }
  }
  const dishes = [...perDish].sort((a, b) => a[0].localeCompare(b[0]));
  const total = dishes.reduce((sum, [, c]) => sum + c.MONDAY + c.THURSDAY, 0);
  return {
    columns: ["Dish", "Monday", "Thursday", "Total"],
    rows: dishes.map(([name, c]) => [name, c.MONDAY, c.THURSDAY, c.MONDAY + c.THURSDAY]),
    chart: dishes.map(([name, c]) => ({ label: name, value: c.MONDAY + c.THURSDAY })),
    summary: `${total} meals across ${dishes.length} dishes.`,
  };
}

async function packing(weekStart: IsoDate) {
  const orders = await weekOrders(weekStart);
  return {
    columns: ["Order", "Customer", "Address", "Dishes", "Meals"],
    rows: orders.map((o) => [
      o.number,
      `${o.user.firstName} ${o.user.lastName}`,
      addressLine(o.address),
      o.items
        .map(
          (i) =>
            `${i.quantity}× ${i.dish.name}${i.slot === "SINGLE" ? "" : ` (${dayName(i.slot)})`}`,
        )
        .join("; "),
      o.items.reduce((sum, i) => sum + i.quantity, 0),
    ]),
    summary: `${orders.length} ${orders.length === 1 ? "box" : "boxes"}.`,
  };
}

async function delivery(weekStart: IsoDate) {
  const stops: Cell[][] = [];
  for (const o of await weekOrders(weekStart)) {
    const days = new Set(o.items.map((i) => itemDay(o, i.slot)));
    for (const day of days) {
      stops.push([
        dayName(day),
        o.address?.city ?? "",
        windowLabel(o.deliveryTime),
        `${o.user.firstName} ${o.user.lastName}`,
        addressLine(o.address),
        o.address?.buzzer ?? "",
        o.address?.phone ?? "",
        o.address?.instructions ?? "",
      ]);
    }
  }
  stops.sort((a, b) => a.slice(0, 4).join("|").localeCompare(b.slice(0, 4).join("|")));
  return {
    columns: ["Day", "City", "Window", "Customer", "Address", "Buzzer", "Phone", "Instructions"],
    rows: stops,
    summary: `${stops.length} ${stops.length === 1 ? "stop" : "stops"}.`,
  };
}

async function revenue(weekStart: IsoDate) {
  const where = { week: { startDate: dateColumn(weekStart) } };
  const [orders, charges, refunded] = await Promise.all([
    db.weeklyOrder.aggregate({
      where: { ...where, status: HOLDING },
      _sum: { subtotalCents: true, discountCents: true, giftCents: true, creditCents: true },
    }),
    db.charge.groupBy({
      by: ["status"],
      where: { order: where },
      _sum: { amountCents: true },
      _count: { _all: true },
    }),
    db.charge.aggregate({
      where: { order: where, refundedCents: { gt: 0 } },
      _sum: { refundedCents: true },
      _count: { _all: true },
    }),
  ]);
  const sum = (s: string) => charges.find((c) => c.status === s)?._sum.amountCents ?? 0;
  const count = (s: string) => charges.find((c) => c.status === s)?._count._all ?? 0;
  const lines: [string, number, number | string][] = [
    ["Subtotal", orders._sum.subtotalCents ?? 0, ""],
    ["Discounts", orders._sum.discountCents ?? 0, ""],
    ["Gift codes", orders._sum.giftCents ?? 0, ""],
    ["Credits used", orders._sum.creditCents ?? 0, ""],
    ["Charged", sum("SUCCEEDED") + sum("REFUNDED"), count("SUCCEEDED") + count("REFUNDED")],
    ["Refunded", refunded._sum.refundedCents ?? 0, refunded._count._all],
    ["Failed", sum("FAILED"), count("FAILED")],
  ];
  return {
    columns: ["Line", "Amount", "Charges"],
    rows: lines.map(([label, cents, n]) => [label, formatCents(cents), n]),
    chart: lines.map(([label, cents]) => ({ label, value: cents / 100 })),
  };
}

async function subscriptions(weekStart: IsoDate) {
  const { startsAt, endsAt } = deliveryWeek(weekStart);
  const within = { gte: startsAt, lte: endsAt };
  const select = {
    createdAt: true,
    pausedAt: true,
    cancelledAt: true,
    cancelReason: true,
    user: { select: { firstName: true, lastName: true, email: true } },
    plan: { select: { name: true } },
  } as const;
  const rows = await db.subscription.findMany({
    where: { OR: [{ createdAt: within }, { pausedAt: within }, { cancelledAt: within }] },
    select,
  });
  const inWeek = (d: Date | null) => d !== null && d >= startsAt && d <= endsAt;
  const events: Cell[][] = [];
  for (const s of rows) {
    const who = `${s.user.firstName} ${s.user.lastName} <${s.user.email}>`;
    if (inWeek(s.createdAt))
      events.push(["Started", who, s.plan.name, s.createdAt.toISOString().slice(0, 10), ""]);
    if (inWeek(s.pausedAt))
      events.push(["Paused", who, s.plan.name, s.pausedAt!.toISOString().slice(0, 10), ""]);
    if (inWeek(s.cancelledAt))
      events.push([
        "Cancelled",
        who,
        s.plan.name,
        s.cancelledAt!.toISOString().slice(0, 10),
        s.cancelReason ?? "",
      ]);
  }
  events.sort(
    (a, b) => String(a[3]).localeCompare(String(b[3])) || String(a[0]).localeCompare(String(b[0])),
  );
  const tally = (kind: string) => events.filter((e) => e[0] === kind).length;
  return {
    columns: ["Movement", "Customer", "Plan", "Date", "Reason"],
    rows: events,
    chart: ["Started", "Paused", "Cancelled"].map((label) => ({ label, value: tally(label) })),
    summary: `${tally("Started")} started, ${tally("Paused")} paused, ${tally("Cancelled")} cancelled.`,
  };
}

const BUILDERS: Record<
  ReportKind,
  (weekStart: IsoDate) => Promise<Omit<ReportTable, "kind" | "title" | "weekStart">>
> = {
  "kitchen-prep": kitchenPrep,
  packing,
  delivery,
  revenue,
  subscriptions,
};

export async function buildReport(kind: ReportKind, weekStart: IsoDate): Promise<ReportTable> {
  return { kind, title: REPORT_TITLES[kind], weekStart, ...(await BUILDERS[kind](weekStart)) };
}
