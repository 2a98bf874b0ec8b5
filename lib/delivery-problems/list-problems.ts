// GET /api/users/{userId}/delivery-problems: the boxes a customer may still report (within 48
// hours of delivery) with the dishes not reported yet, and every report they made.
import type { Prisma } from "@/generated/prisma/client";
import {
  addWeeks,
  dateColumn,
  formatDay,
  formatDeadline,
  fromDateColumn,
  weekStartOf,
} from "@/lib/clock";
import { db } from "@/lib/db";
import { deliveryDate } from "@/lib/delivery-schedule/delivery-days";
import type { DeliveryProblemsDto, ProblemDto, ReportableBoxDto } from "./dto";
import { boxesOf, loadOrders, subjectOf } from "./order-boxes";
import { boxDelivery, KIND_LABELS } from "./policy";

export const problemSelect = {
  id: true,
  orderId: true,
  day: true,
  kind: true,
  quantity: true,
  status: true,
  decisionNote: true,
  createdAt: true,
  dish: { select: { name: true } },
  order: { select: { week: { select: { startDate: true } } } },
  creditEntry: { select: { amountCents: true } },
} as const satisfies Prisma.DeliveryProblemSelect;

type ProblemRow = Prisma.DeliveryProblemGetPayload<{ select: typeof problemSelect }>;

export function problemLabel(row: {
  kind: ProblemDto["kind"];
  quantity: number;
  day: "MONDAY" | "THURSDAY";
  dish: { name: string } | null;
  order: { week: { startDate: Date } };
}): string {
  if (row.kind === "LATE" || !row.dish) {
    const week = fromDateColumn(row.order.week.startDate);
    return `${KIND_LABELS.LATE} (${formatDay(deliveryDate(week, row.day))})`;
  }
  return `${KIND_LABELS[row.kind]}: ${row.dish.name}${row.quantity > 1 ? ` ×${row.quantity}` : ""}`;
}

export function problemDto(row: ProblemRow): ProblemDto {
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind,
    label: problemLabel(row),
    status: row.status,
    creditedCents: row.creditEntry ? -row.creditEntry.amountCents : 0,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listProblems(userId: string, now: Date): Promise<DeliveryProblemsDto> {
  // Two weeks back covers every box delivered in the last 48 hours.
  const weekFrom = dateColumn(addWeeks(weekStartOf(now), -2));
  const [orders, rows] = await Promise.all([
    loadOrders(db, { userId, weekFrom }),
    db.deliveryProblem.findMany({
      where: { userId },
      select: problemSelect,
      orderBy: { createdAt: "desc" },
      take: 200,
    }),
  ]);
  // Reports already made on these orders (by subject, the one-per-order key).
  const subjects = await db.deliveryProblem.findMany({
    where: { orderId: { in: orders.map((o) => o.id) } },
    select: { orderId: true, subject: true },
  });
  const reported = new Set(subjects.map((s) => `${s.orderId}|${s.subject}`));
  const boxes: ReportableBoxDto[] = [];
  for (const order of orders) {
    for (const box of boxesOf(order)) {
      const delivery = boxDelivery(box.facts, now);
      if (!delivery.delivered) continue;
      const open = (dishId: string | null) =>
        !reported.has(`${order.id}|${subjectOf(box.facts.day, dishId)}`);
      const dishes = box.dishes.filter((d) => open(d.dishId));
      const lateOpen = open(null);
      if (dishes.length === 0 && !lateOpen) continue;
      boxes.push({
        orderId: order.id,
        orderNumber: order.number,
        day: box.facts.day,
        dayLabel: formatDay(deliveryDate(box.facts.weekStart, box.facts.day)),
        until: delivery.until.toISOString(),
        untilLabel: formatDeadline(delivery.until),
        dishes,
        lateOpen,
      });
    }
  }
  return { boxes, problems: rows.map(problemDto) };
}
