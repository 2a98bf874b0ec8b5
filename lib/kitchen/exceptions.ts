// The Thursday-morning exceptions: every box of the week being cooked that cannot go out as it is,
// each with its kind, box, customer and the actions that fit, open ones apart from resolved ones.
// Resolved means the cause went away (paid, cancelled unpaid, address added, released) or a manager
// marked it resolved (lib/kitchen/resolutions.ts, audited).
import type { Prisma } from "@/generated/prisma/client";
import { dateColumn, kitchenWeekStart, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { HOLDABLE } from "@/lib/orders/hold-box";
import { boxesOverCap } from "@/lib/menus/over-cap";
import { KIND_LABELS, RESOLVABLE, type ExceptionAction, type KitchenExceptionKind } from "./kinds";
import { formatPhone } from "@/lib/format/phone";
import { cardProblemOf, DECLINE_WORDS } from "@/lib/payments/card-problem";

export interface KitchenException {
  /** `{orderId}:{kind}`, unique in a list. */
  key: string;
  kind: KitchenExceptionKind;
  label: string;
  detail: string;
  box: {
    orderId: string;
    number: string;
    status: string;
    mealsCount: number;
    deliveryDay: string;
    held: { at: string; by: string; reason: string } | null;
  };
  customer: { userId: string; name: string; email: string; phone: string | null };
  actions: ExceptionAction[];
  resolved: { at: string; by: string | null; how: string } | null;
}

export interface KitchenExceptions {
  weekStart: IsoDate;
  open: KitchenException[];
  resolved: KitchenException[];
}

const ON_THEIR_WAY = ["LOCKED", "PAID", "PAYMENT_FAILED", "REQUIRES_ACTION", "DELIVERED"] as const;
const UNPAID_CHARGES: Prisma.ChargeWhereInput = { status: { in: ["FAILED", "REQUIRES_ACTION"] } };

const boxSelect = {
  id: true,
  number: true,
  status: true,
  mealsCount: true,
  deliveryDay: true,
  addressId: true,
  allergenShortfall: true,
  paidAt: true,
  updatedAt: true,
  heldAt: true,
  heldById: true,
  holdReason: true,
  releasedAt: true,
  releasedById: true,
  address: { select: { phone: true } },
  user: {
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      status: true,
      allergenExclusions: true,
    },
  },
  charges: {
    where: UNPAID_CHARGES,
    orderBy: { createdAt: "desc" },
    select: { status: true, failureCode: true },
  },
  exceptionResolutions: {
    select: { kind: true, note: true, resolvedById: true, resolvedAt: true },
  },
} as const satisfies Prisma.WeeklyOrderSelect;

type Box = Prisma.WeeklyOrderGetPayload<{ select: typeof boxSelect }>;

/** The exceptions of the week being cooked at `now` (or of `weekStart`). */
export async function kitchenExceptions(
  now: Date,
  weekStart: IsoDate = kitchenWeekStart(now),
): Promise<KitchenExceptions> {
  return exceptionsOfWeek(weekStart);
}

/**
 * Open exceptions the kitchen's lists and the route mark on a box that goes out (issue 38): the
 * kinds its payment, address and hold do not already say, so such a box never reads as plain
 * "Paid" or "To deliver". Keyed by order id; labels in the list's order.
 */
export async function openExceptionLabels(weekStart: IsoDate): Promise<Map<string, string[]>> {
  const { open } = await exceptionsOfWeek(weekStart);
  const marks = new Map<string, string[]>();
  for (const e of open) {
    if (!MARKED_ON_LISTS.includes(e.kind)) continue;
    const labels = marks.get(e.box.orderId) ?? [];
    if (!labels.includes(e.label)) labels.push(e.label);
    marks.set(e.box.orderId, labels);
  }
  return marks;
}

const MARKED_ON_LISTS: readonly KitchenExceptionKind[] = [
  "allergen-shortfall",
  "over-cap",
  "account-deactivated",
];

async function exceptionsOfWeek(weekStart: IsoDate): Promise<KitchenExceptions> {
  const week = await db.week.findUnique({
    where: { startDate: dateColumn(weekStart) },
    select: { id: true },
  });
  if (!week) return { weekStart, open: [], resolved: [] };
  const overCap = await boxesOverCap(week.id);
  const boxes = await db.weeklyOrder.findMany({
    where: {
      weekId: week.id,
      OR: [
        {
          status: { in: [...ON_THEIR_WAY] },
          OR: [
            { status: { in: ["PAYMENT_FAILED", "REQUIRES_ACTION"] } },
            { addressId: null },
            { allergenShortfall: { gt: 0 } },
            { user: { status: "disabled" } },
            { heldAt: { not: null } },
            { releasedAt: { not: null } },
            { exceptionResolutions: { some: {} } },
            { charges: { some: UNPAID_CHARGES } },
            { id: { in: [...overCap.keys()] } },
          ],
        },
        // A box cancelled unpaid: its payment exception resolved itself (never charged, never sent).
        { status: "CANCELLED", charges: { some: UNPAID_CHARGES } },
      ],
    },
    orderBy: { number: "asc" },
    select: boxSelect,
  });
  const names = await peopleNames(boxes);
  const all = boxes.flatMap((box) => exceptionsOf(box, overCap.get(box.id) ?? [], names));
  return {
    weekStart,
    open: all.filter((e) => !e.resolved),
    resolved: all
      .filter((e) => e.resolved)
      .sort((a, b) => (b.resolved?.at ?? "").localeCompare(a.resolved?.at ?? "")),
  };
}

/** One box's exceptions (open and resolved), for the actions that need to check them. */
export async function exceptionsOfBox(orderId: string): Promise<KitchenException[]> {
  const box = await db.weeklyOrder.findUnique({
    where: { id: orderId },
    select: { ...boxSelect, weekId: true },
  });
  if (!box) return [];
  const overCap = await boxesOverCap(box.weekId);
  return exceptionsOf(box, overCap.get(box.id) ?? [], await peopleNames([box]));
}

async function peopleNames(boxes: Box[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const box of boxes) {
    if (box.heldById) ids.add(box.heldById);
    if (box.releasedById) ids.add(box.releasedById);
    for (const r of box.exceptionResolutions) if (r.resolvedById) ids.add(r.resolvedById);
  }
  if (ids.size === 0) return new Map();
  const people = await db.user.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, firstName: true, lastName: true },
  });
  return new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function exceptionsOf(
  box: Box,
  overCap: { dish: string; beyond: number; ordered: number; cap: number }[],
  names: Map<string, string>,
): KitchenException[] {
  const who = (id: string | null) => (id ? (names.get(id) ?? "A former admin") : null);
  const held = box.heldAt
    ? { at: box.heldAt.toISOString(), by: who(box.heldById) ?? "", reason: box.holdReason ?? "" }
    : null;
  const paid = box.status === "PAID" || box.status === "DELIVERED";
  const found: { kind: KitchenExceptionKind; detail: string; gone?: { at: Date; how: string } }[] =
    [];

  const failures = box.charges.filter((c) => c.status === "FAILED");
  const settled = paid || box.status === "CANCELLED";
  if (box.status === "PAYMENT_FAILED" || (failures.length > 0 && settled)) {
    const failed = failures.length;
    const lastProblem = failures[0];
    found.push({
      kind: "payment-failed",
      // In the kitchen's words (the customer's "Your card was declined" read oddly here).
      detail: `${DECLINE_WORDS[cardProblemOf(lastProblem?.failureCode)]}. ${plural(failed, "failed attempt", "failed attempts")}.`,
      gone: paid
        ? { at: box.paidAt ?? box.updatedAt, how: "Paid" }
        : box.status === "CANCELLED"
          ? { at: box.updatedAt, how: "Cancelled unpaid: not charged, not delivered" }
          : undefined,
    });
  }
  if (box.status === "REQUIRES_ACTION") {
    found.push({
      kind: "awaiting-bank",
      detail: "The bank wants the customer to confirm the payment; they were sent a link.",
    });
  }
  if (box.status !== "CANCELLED") {
    if (!box.addressId) {
      found.push({ kind: "no-address", detail: "No delivery address on the box." });
    }
    if (box.allergenShortfall > 0) {
      const avoids = box.user.allergenExclusions.join(", ");
      found.push({
        kind: "allergen-shortfall",
        detail: `${plural(box.allergenShortfall, "meal", "meals")} the chef's selection could not fill without an allergen they avoid${avoids ? ` (${avoids})` : ""}; not charged.`,
      });
    }
    for (const dish of overCap) {
      found.push({
        kind: "over-cap",
        detail: `${dish.dish}: ${dish.ordered} ordered for a cap of ${dish.cap}; ${plural(dish.beyond, "portion", "portions")} of this box ${dish.beyond === 1 ? "is" : "are"} beyond it.`,
      });
    }
    if (box.user.status === "disabled") {
      found.push({
        kind: "account-deactivated",
        detail: "The account was deactivated after the order locked.",
      });
    }
  }
  // A hold is an exception of its own only when nothing else explains it.
  if (held && found.every((f) => f.gone)) {
    found.push({ kind: "held", detail: `Held: ${held.reason}` });
  } else if (!held && box.releasedAt && found.every((f) => f.gone)) {
    found.push({
      kind: "held",
      detail: "Held, then released.",
      gone: { at: box.releasedAt, how: `Released by ${who(box.releasedById)}` },
    });
  }

  // Resolutions whose cause is gone (the box has its address now) still show, as resolved.
  for (const r of box.exceptionResolutions) {
    const kind = r.kind as KitchenExceptionKind;
    if (KIND_LABELS[kind] && !found.some((f) => f.kind === kind)) {
      found.push({ kind, detail: `${KIND_LABELS[kind]} when the order locked.` });
    }
  }

  const given = box.address?.phone ?? box.user.phone ?? null;
  const phone = given ? formatPhone(given) : null;
  return found.map(({ kind, detail, gone }) => {
    const marked = box.exceptionResolutions.find((r) => r.kind === kind);
    const resolved = gone
      ? { at: gone.at.toISOString(), by: null, how: gone.how }
      : marked
        ? { at: marked.resolvedAt.toISOString(), by: who(marked.resolvedById), how: marked.note }
        : null;
    return {
      key: `${box.id}:${kind}`,
      kind,
      label: KIND_LABELS[kind],
      detail,
      box: {
        orderId: box.id,
        number: box.number,
        status: box.status,
        mealsCount: box.mealsCount,
        deliveryDay: box.deliveryDay,
        held,
      },
      customer: {
        userId: box.user.id,
        name: `${box.user.firstName} ${box.user.lastName}`,
        email: box.user.email,
        phone,
      },
      actions: resolved ? [] : actionsFor(kind, box, Boolean(held)),
      resolved,
    };
  });
}

function actionsFor(kind: KitchenExceptionKind, box: Box, held: boolean): ExceptionAction[] {
  const actions: ExceptionAction[] = [];
  if (kind === "payment-failed" && box.status === "PAYMENT_FAILED" && !held) {
    actions.push("retry-charge");
  }
  if (kind === "no-address") actions.push("edit-address");
  // The kitchen fills a short box, or swaps a portion it cannot cook (lib/kitchen/box-dishes.ts).
  if (
    (kind === "allergen-shortfall" || kind === "over-cap") &&
    (box.status === "PAID" || box.status === "PAYMENT_FAILED")
  ) {
    actions.push("fill-box");
  }
  actions.push("contact");
  if (held) actions.push("release");
  else if (HOLDABLE.includes(box.status)) actions.push("hold");
  if (RESOLVABLE.includes(kind)) actions.push("resolve");
  return actions;
}
