// Invoice rows → the API's invoice shapes. The meals come from the order (dish names and
// quantities, split halves merged); an invoice without an order falls back to its lines.
import { boxPlanName } from "@/lib/orders/box-plan-name";
import { DateTime } from "luxon";
import { formatDay, fromDateColumn, ZONE } from "@/lib/clock";
import { deliveryDate, windowLabel } from "@/lib/delivery-schedule/windows";
import type {
  InvoiceDeliveryDto,
  InvoiceDetailDto,
  InvoiceMealDto,
  InvoiceSummaryDto,
} from "./dto";

export const invoiceInclude = {
  week: { select: { startDate: true, endDate: true } },
  lines: { orderBy: { id: "asc" } },
  user: { select: { firstName: true, lastName: true, email: true } },
  order: {
    select: {
      id: true,
      number: true,
      status: true,
      deliveredAt: true,
      deliveryAssumed: true,
      deliveryDay: true,
      deliveryTime: true,
      splitDelivery: true,
      mealsCount: true,
      week: { select: { startDate: true, endDate: true } },
      planId: true,
      plan: { select: { name: true, mealsPerWeek: true } },
      subscription: { select: { planId: true } },
      items: {
        orderBy: { id: "asc" },
        select: { quantity: true, dish: { select: { name: true } } },
      },
      address: {
        select: { street: true, unit: true, city: true, province: true, postalCode: true },
      },
    },
  },
} as const;

interface Line {
  description: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface InvoiceRow {
  id: string;
  userId: string;
  number: string;
  status: "OPEN" | "PAID" | "VOID";
  issuedAt: Date;
  paidAt: Date | null;
  subtotalCents: number;
  discountCents: number;
  giftCents: number;
  creditCents: number;
  taxCents: number;
  totalCents: number;
  refundedCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  week: { startDate: Date; endDate: Date } | null;
  lines: Line[];
  user: { firstName: string; lastName: string; email: string };
  order: {
    id: string;
    number: string;
    status: string;
    deliveredAt: Date | null;
    deliveryAssumed: boolean;
    deliveryDay: "MONDAY" | "THURSDAY";
    deliveryTime: string;
    splitDelivery: boolean;
    mealsCount: number;
    week: { startDate: Date; endDate: Date };
    planId: string;
    plan: { name: string; mealsPerWeek: number };
    /** The plan the customer is on: a box of another plan's size was resized for its week. */
    subscription: { planId: string };
    items: { quantity: number; dish: { name: string } }[];
    address: {
      street: string;
      unit: string | null;
      city: string;
      province: string;
      postalCode: string;
    } | null;
  } | null;
}

function mergeMeals(meals: InvoiceMealDto[]): InvoiceMealDto[] {
  const byName = new Map<string, number>();
  for (const meal of meals) byName.set(meal.name, (byName.get(meal.name) ?? 0) + meal.quantity);
  return [...byName].map(([name, quantity]) => ({ name, quantity }));
}

function delivery(row: InvoiceRow): InvoiceDeliveryDto | null {
  const order = row.order;
  if (!order) return null;
  const weekStart = fromDateColumn(order.week.startDate);
  const date = deliveryDate(weekStart, order.splitDelivery ? "MONDAY" : order.deliveryDay);
  const dateLabel = order.splitDelivery
    ? `${formatDay(date)} and ${formatDay(deliveryDate(weekStart, "THURSDAY"))}`
    : formatDay(date);
  return {
    day: order.deliveryDay,
    date,
    dateLabel,
    time: order.deliveryTime,
    window: windowLabel(order.deliveryTime),
    split: order.splitDelivery,
    delivered: order.status === "DELIVERED",
    deliveredAt:
      order.status === "DELIVERED" && !order.deliveryAssumed
        ? (order.deliveredAt?.toISOString() ?? null)
        : null,
  };
}

export function invoiceSummary(row: InvoiceRow): InvoiceSummaryDto {
  const week = row.week ?? row.order?.week ?? null;
  const meals = row.order
    ? mergeMeals(row.order.items.map((i) => ({ name: i.dish.name, quantity: i.quantity })))
    : mergeMeals(row.lines.map((l) => ({ name: l.description, quantity: l.quantity })));
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    issuedAt: row.issuedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    orderId: row.order?.id ?? null,
    orderNumber: row.order?.number ?? null,
    week: week
      ? { startDate: fromDateColumn(week.startDate), endDate: fromDateColumn(week.endDate) }
      : null,
    delivery: delivery(row),
    plan: row.order
      ? {
          name: boxPlanName(row.order.plan, row.order.planId, row.order.subscription.planId),
          mealsPerWeek: row.order.plan.mealsPerWeek,
        }
      : null,
    meals,
    mealsCount: meals.reduce((sum, m) => sum + m.quantity, 0),
    totalCents: row.totalCents,
    receiptUrl: `/api/invoices/${encodeURIComponent(row.id)}/receipt`,
  };
}

export function invoiceDetail(row: InvoiceRow): InvoiceDetailDto {
  return {
    ...invoiceSummary(row),
    lines: row.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitCents: l.unitCents,
      totalCents: l.totalCents,
    })),
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    giftCents: row.giftCents,
    creditCents: row.creditCents,
    taxCents: row.taxCents,
    refundedCents: row.refundedCents,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    customer: { name: `${row.user.firstName} ${row.user.lastName}`, email: row.user.email },
    deliveryAddress: row.order?.address ?? null,
  };
}

/** "November 25, 2026" in Toronto. */
export function formatInvoiceDate(instant: Date): string {
  return DateTime.fromJSDate(instant, { zone: ZONE }).toFormat("LLLL d, yyyy");
}
