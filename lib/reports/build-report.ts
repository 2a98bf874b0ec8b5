// Builds one admin report for one delivery week from the orders, charges and subscriptions.
// Orders hold meals unless skipped or cancelled; split halves count on their own delivery day.
// The kitchen's lists count the boxes that go out this week (lib/deliveries/boxes.ts `goesOut`:
// paid and not held), as /admin/deliveries, the labels and the production sheet do. Boxes not paid
// yet (open, charging, failed, waiting for the bank) are listed after them, marked "Not paid yet
// (…)", and counted apart, so nothing unpaid is packed as if it were settled. Boxes a manager holds
// (lib/orders/hold-box.ts) are left off the lists and their totals, and named apart as held.
import { dateColumn, deliveryWeek, torontoDay, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { windowLabel } from "@/lib/delivery-schedule/windows";
import { formatCents } from "@/lib/format/money";
import { canonicalAllergens } from "@/lib/menus/allergens";
import {
  addressLine,
  boxDays,
  byRoute,
  goesOut,
  heldBoxes,
  isPaidBox,
  itemDay,
  NO_ADDRESS,
  notGoingOutLabel,
  notPaidBoxes,
  PAYMENT,
  plural,
} from "@/lib/deliveries/boxes";
import { REPORT_TITLES, type Cell, type ReportKind, type ReportTable } from "./report-table";
import { deliveryProblemsByDish } from "./delivery-problems-report";
import { formatPhone } from "@/lib/format/phone";
import { openExceptionLabels } from "@/lib/kitchen/exceptions";

/**
 * A box's payment as a list shows it: marked when it is not going out yet, and with any open
 * kitchen exception (a box that goes out but e.g. whose account was deactivated after the lock
 * never reads as plain "Paid").
 */
function paymentCell(order: Order, marks: Map<string, string[]>): string {
  const payment = goesOut(order) ? PAYMENT[order.status] : notGoingOutLabel(order.status);
  const open = marks.get(order.id);
  return open?.length ? `${payment} · open exception: ${open.join(", ")}` : payment;
}

const HOLDING = { notIn: ["SKIPPED", "CANCELLED"] as ("SKIPPED" | "CANCELLED")[] };
const dayName = (day: string) => day[0] + day.slice(1).toLowerCase();

async function weekOrders(weekStart: IsoDate) {
  return db.weeklyOrder.findMany({
    where: { week: { startDate: dateColumn(weekStart) }, status: HOLDING },
    orderBy: { number: "asc" },
    select: {
      id: true,
      number: true,
      status: true,
      deliveryDay: true,
      deliveryTime: true,
      splitDelivery: true,
      heldAt: true,
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
      items: {
        select: {
          quantity: true,
          slot: true,
          dish: { select: { id: true, name: true, allergens: true, ingredients: true } },
        },
      },
      addOns: {
        orderBy: { addOn: { name: "asc" } },
        select: { quantity: true, addOn: { select: { id: true, name: true, allergens: true } } },
      },
    },
  });
}

type Order = Awaited<ReturnType<typeof weekOrders>>[number];

const isPaid = (order: Order) => isPaidBox(order.status);
const isHeld = (order: Order) => order.heldAt !== null;

/** The allergens in a box's meals and add-ons (for a day), in the list's order. */
function boxAllergens(items: Order["items"], addOns: Order["addOns"] = []): string {
  const all = [
    ...items.flatMap((i) => i.dish.allergens),
    ...addOns.flatMap((a) => a.addOn.allergens),
  ];
  return canonicalAllergens(all).join(", ") || "None";
}

/** A box's add-ons go out with its first delivery (Monday's half of a split box). */
const addOnDay = (order: Order) => boxDays(order)[0] ?? order.deliveryDay;

async function kitchenPrep(weekStart: IsoDate) {
  const orders = await weekOrders(weekStart);
  const perDish = new Map<
    string,
    { MONDAY: number; THURSDAY: number; unpaid: number; held: number }
  >();
  for (const order of orders) {
    for (const item of order.items) {
      const counts = perDish.get(item.dish.name) ?? { MONDAY: 0, THURSDAY: 0, unpaid: 0, held: 0 };
      if (isHeld(order)) counts.held += item.quantity;
      else if (isPaid(order))
        counts[itemDay(order, item.slot) as "MONDAY" | "THURSDAY"] += item.quantity;
      else counts.unpaid += item.quantity;
      perDish.set(item.dish.name, counts);
    }
  }
  // Add-ons are prepared beside the meals, on their own rows, and not counted as meals.
  const perAddOn = new Map<
    string,
    { MONDAY: number; THURSDAY: number; unpaid: number; held: number }
  >();
  for (const order of orders) {
    for (const line of order.addOns) {
      const counts = perAddOn.get(line.addOn.name) ?? {
        MONDAY: 0,
        THURSDAY: 0,
        unpaid: 0,
        held: 0,
      };
      if (isHeld(order)) counts.held += line.quantity;
      else if (isPaid(order)) counts[addOnDay(order)] += line.quantity;
      else counts.unpaid += line.quantity;
      perAddOn.set(line.addOn.name, counts);
    }
  }
  const dishes = [...perDish].sort((a, b) => a[0].localeCompare(b[0]));
  const addOns = [...perAddOn].sort((a, b) => a[0].localeCompare(b[0]));
  const total = dishes.reduce((sum, [, c]) => sum + c.MONDAY + c.THURSDAY, 0);
  const unpaid = dishes.reduce((sum, [, c]) => sum + c.unpaid, 0);
  const held = dishes.reduce((sum, [, c]) => sum + c.held, 0);
  const addOnTotal = addOns.reduce((sum, [, c]) => sum + c.MONDAY + c.THURSDAY, 0);
  const row = (
    name: string,
    c: { MONDAY: number; THURSDAY: number; unpaid: number; held: number },
  ) => [name, c.MONDAY, c.THURSDAY, c.MONDAY + c.THURSDAY, c.unpaid, c.held];
  return {
    columns: ["Dish", "Monday", "Thursday", "Total", "Not paid yet", "Held"],
    rows: [
      ...dishes.map(([name, c]) => row(name, c)),
      ...addOns.map(([name, c]) => row(`Add-on: ${name}`, c)),
    ],
    chart: dishes.map(([name, c]) => ({ label: name, value: c.MONDAY + c.THURSDAY })),
    summary: [
      `${plural(total, "meal", "meals")} across ${plural(dishes.length, "dish", "dishes")}, paid.`,
      addOnTotal > 0 ? `${plural(addOnTotal, "add-on", "add-ons")}, paid.` : "",
      unpaid > 0 ? `${plural(unpaid, "more meal", "more meals")} in ${notPaidBoxes(orders)}.` : "",
      held > 0
        ? `${plural(held, "meal", "meals")} in ${heldBoxes(orders, "not in the totals")}.`
        : "",
    ]
      .filter(Boolean)
      .join(" "),
  };
}

/** One box per delivery day (a split box is packed twice), Monday's first, paid boxes first. */
function boxesByDay(orders: Order[]) {
  const boxes = orders.flatMap((order) =>
    (["MONDAY", "THURSDAY"] as const)
      .map((day) => ({
        order,
        day,
        items: order.items.filter((i) => itemDay(order, i.slot) === day),
        addOns: addOnDay(order) === day ? order.addOns : [],
      }))
      .filter((box) => box.items.length > 0 || box.addOns.length > 0),
  );
  return boxes.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      Number(isPaid(b.order)) - Number(isPaid(a.order)) ||
      a.order.number.localeCompare(b.order.number),
  );
}

export type PackingBox = ReturnType<typeof boxesByDay>[number] & { paid: boolean; payment: string };

/**
 * A week's boxes in packing order, exactly as the packing list has them (same orders, same days,
 * paid first, held ones left off), and the held ones' numbers: the kitchen's container labels and
 * production sheet read these.
 */
export async function packingBoxes(
  weekStart: IsoDate,
): Promise<{ boxes: PackingBox[]; held: Order[] }> {
  const orders = await weekOrders(weekStart);
  const boxes = boxesByDay(orders.filter((o) => !isHeld(o))).map((box) => ({
    ...box,
    paid: goesOut(box.order),
    payment: PAYMENT[box.order.status],
  }));
  return { boxes, held: orders.filter(isHeld) };
}

async function packing(weekStart: IsoDate) {
  const [orders, marks] = await Promise.all([
    weekOrders(weekStart),
    openExceptionLabels(weekStart),
  ]);
  // The boxes that go out, by day; then the ones not paid yet, marked, not counted.
  const packed = boxesByDay(orders.filter((o) => !isHeld(o)));
  const boxes = [
    ...packed.filter((b) => goesOut(b.order)),
    ...packed.filter((b) => !goesOut(b.order)),
  ];
  const going = boxes.filter((b) => goesOut(b.order));
  const onDay = (day: string) => going.filter((b) => b.day === day).length;
  const unpaid = notPaidBoxes(orders);
  const held = heldBoxes(orders);
  return {
    columns: ["Day", "Order", "Customer", "Payment", "Dishes", "Contains", "Meals", "Add-ons"],
    rows: boxes.map(({ order, day, items, addOns }) => [
      dayName(day),
      order.number,
      `${order.user.firstName} ${order.user.lastName}`,
      paymentCell(order, marks),
      items.map((i) => `${i.quantity}× ${i.dish.name}`).join("; "),
      boxAllergens(items, addOns),
      items.reduce((sum, i) => sum + i.quantity, 0),
      addOns.map((a) => `${a.quantity}× ${a.addOn.name}`).join("; ") || "None",
    ]),
    summary:
      `${plural(going.length, "box goes", "boxes go")} out: ${onDay("MONDAY")} Monday, ${onDay("THURSDAY")} Thursday.` +
      (unpaid ? ` ${unpaid}, listed last and not packed until paid.` : "") +
      (held ? ` ${held}.` : ""),
  };
}

async function delivery(weekStart: IsoDate) {
  const [orders, marks] = await Promise.all([
    weekOrders(weekStart),
    openExceptionLabels(weekStart),
  ]);
  // Each day's stops in route order (lib/deliveries/boxes.ts, the one /admin/deliveries uses): the
  // boxes that go out, then the ones not paid yet, marked and not counted as stops.
  const stops = orders
    .filter((order) => !isHeld(order))
    .flatMap((o) => boxDays(o).map((day) => ({ day, o })))
    .sort(
      (a, b) =>
        Number(goesOut(b.o)) - Number(goesOut(a.o)) ||
        a.day.localeCompare(b.day) ||
        byRoute(a.o, b.o),
    )
    .map(({ day, o }) => ({
      going: goesOut(o),
      cells: [
        `${o.user.firstName} ${o.user.lastName}`,
        o.address ? addressLine(o.address) : NO_ADDRESS,
        o.address?.buzzer ?? "",
        o.address ? formatPhone(o.address.phone) : "",
        dayName(day),
        windowLabel(o.deliveryTime),
        o.address?.city ?? "",
        paymentCell(o, marks),
        o.address?.instructions ?? "",
      ] satisfies Cell[],
    }));
  const unpaid = notPaidBoxes(orders);
  const held = heldBoxes(orders);
  const homeless = orders.filter((o) => !o.address && goesOut(o)).map((o) => o.number);
  const going = stops.filter((stop) => stop.going).length;
  return {
    // Who and where first: on a phone the first columns are the ones on screen.
    columns: [
      "Customer",
      "Address",
      "Buzzer",
      "Phone",
      "Day",
      "Window",
      "City",
      "Payment",
      "Instructions",
    ],
    rows: stops.map((stop) => stop.cells),
    summary: [
      `${plural(going, "stop", "stops")}.`,
      homeless.length > 0
        ? `${plural(homeless.length, "box has", "boxes have")} no delivery address: ${homeless.join(", ")}. Call the customer before the day.`
        : "",
      unpaid ? `${unpaid}, listed last and not delivered until paid.` : "",
      held ? `${held}.` : "",
    ]
      .filter(Boolean)
      .join(" "),
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
      events.push(["Started", who, s.plan.name, torontoDay(s.createdAt), ""]);
    if (inWeek(s.pausedAt)) events.push(["Paused", who, s.plan.name, torontoDay(s.pausedAt!), ""]);
    if (inWeek(s.cancelledAt))
      events.push([
        "Cancelled",
        who,
        s.plan.name,
        // The day in Toronto: a 9 PM cancellation is already tomorrow in UTC.
        torontoDay(s.cancelledAt!),
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
  "delivery-problems": deliveryProblemsByDish,
};

export async function buildReport(kind: ReportKind, weekStart: IsoDate): Promise<ReportTable> {
  return { kind, title: REPORT_TITLES[kind], weekStart, ...(await BUILDERS[kind](weekStart)) };
}
