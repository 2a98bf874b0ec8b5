// The customer home's order, payment and card facts in one prepared statement (issue 12): the
// seven ORM reads it replaced cost a round trip and a query compilation each, which made the
// dashboard 20× slower than a bare route. The rules stay in TypeScript (get-dashboard.ts and the
// modules it calls); this file only fetches rows.
import type { PaymentProblem } from "@/generated/prisma/enums";
import type { IsoDate } from "@/lib/clock";
import type { DeliveryDayValue } from "@/lib/delivery-schedule/windows";
import { pool } from "@/lib/db";
import { jsonDate } from "@/lib/db/json-dates";
import { REACHED_CHARGE } from "@/lib/orders/first-order";
import type { OrderStatus } from "@/lib/orders/transitions";

export interface WeekOrderFacts {
  id: string;
  status: OrderStatus;
  deliveryDay: DeliveryDayValue;
  deliveryTime: string;
  splitDelivery: boolean;
  mealsCount: number;
  items: { name: string; quantity: number; imageUrl: string }[];
}

export interface ShippingOrderFacts {
  number: string;
  status: "LOCKED" | "PAID";
  deliveryDay: DeliveryDayValue;
  deliveryTime: string;
  splitDelivery: boolean;
  mealsCount: number;
  weekStart: IsoDate;
}

export interface FailedOrderFacts {
  id: string;
  number: string;
  totalCents: number;
  lockedAt: Date | null;
  weekStart: IsoDate;
  charge: { createdAt: Date; failureCode: string | null } | null;
}

export interface WaitingOrderFacts {
  id: string;
  number: string;
  totalCents: number;
  weekStart: IsoDate;
  chargeUpdatedAt: Date | null;
}

export interface CardFacts {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  problem: PaymentProblem | null;
  problemSince: Date | null;
  createdAt: Date;
}

export interface DashboardFacts {
  order: WeekOrderFacts | null;
  /** LOCKED or PAID orders from the current week on, soonest first (at most 4). */
  shipping: ShippingOrderFacts[];
  failed: FailedOrderFacts | null;
  card: CardFacts | null;
  waiting: WaitingOrderFacts | null;
  /** Orders that reached a charge: a customer with one is "returning". */
  boxesCharged: number;
}

// Timestamps leave as timestamptz (the columns hold UTC), so JSON carries the offset.
const DASHBOARD_FACTS = {
  name: "dashboard-facts",
  text: `
  SELECT
    (SELECT json_build_object(
        'id', o.id, 'status', o.status, 'deliveryDay', o."deliveryDay",
        'deliveryTime', o."deliveryTime", 'splitDelivery', o."splitDelivery",
        'mealsCount', o."mealsCount",
        'items', COALESCE((
          SELECT json_agg(json_build_object('name', d.name, 'quantity', i.quantity,
                                            'imageUrl', d."imageUrl") ORDER BY i.id)
          FROM "OrderItem" i JOIN "Dish" d ON d.id = i."dishId"
          WHERE i."orderId" = o.id), '[]'::json))
     FROM "WeeklyOrder" o JOIN "Week" w ON w.id = o."weekId"
     WHERE o."userId" = $1 AND w."startDate" = $2::date
       AND ($3::text IS NULL OR o."subscriptionId" = $3::text)
     LIMIT 1) AS "order",
    (SELECT COALESCE(json_agg(s ORDER BY s."weekStart"), '[]'::json) FROM (
       SELECT o.number, o.status, o."deliveryDay", o."deliveryTime", o."splitDelivery",
              o."mealsCount", to_char(w."startDate", 'YYYY-MM-DD') AS "weekStart"
       FROM "WeeklyOrder" o JOIN "Week" w ON w.id = o."weekId"
       WHERE o."userId" = $1 AND o.status IN ('LOCKED', 'PAID') AND w."startDate" >= $4::date
       ORDER BY w."startDate" LIMIT 4) s) AS shipping,
    (SELECT json_build_object(
        'id', o.id, 'number', o.number, 'totalCents', o."totalCents",
        'lockedAt', o."lockedAt" AT TIME ZONE 'UTC',
        'weekStart', to_char(w."startDate", 'YYYY-MM-DD'),
        'charge', (SELECT json_build_object('createdAt', c."createdAt" AT TIME ZONE 'UTC',
                                            'failureCode', c."failureCode")
                   FROM "Charge" c WHERE c."orderId" = o.id AND c.status = 'FAILED'
                   ORDER BY c."createdAt" DESC LIMIT 1))
     FROM "WeeklyOrder" o JOIN "Week" w ON w.id = o."weekId"
     WHERE o."userId" = $1 AND o.status = 'PAYMENT_FAILED'
     ORDER BY w."startDate" DESC LIMIT 1) AS failed,
    (SELECT json_build_object(
        'brand', pm.brand, 'last4', pm.last4, 'expMonth', pm."expMonth", 'expYear', pm."expYear",
        'problem', pm.problem, 'problemSince', pm."problemSince" AT TIME ZONE 'UTC',
        'createdAt', pm."createdAt" AT TIME ZONE 'UTC')
     FROM "PaymentMethod" pm
     WHERE pm."userId" = $1 AND pm."removedAt" IS NULL AND pm."isDefault"
     ORDER BY pm."createdAt" DESC LIMIT 1) AS card,
    (SELECT json_build_object(
        'id', o.id, 'number', o.number, 'totalCents', o."totalCents",
        'weekStart', to_char(w."startDate", 'YYYY-MM-DD'),
        'chargeUpdatedAt', (SELECT c."updatedAt" AT TIME ZONE 'UTC' FROM "Charge" c
                            WHERE c."orderId" = o.id AND c.status = 'REQUIRES_ACTION'
                            ORDER BY c."updatedAt" ASC LIMIT 1))
     FROM "WeeklyOrder" o JOIN "Week" w ON w.id = o."weekId"
     WHERE o."userId" = $1 AND o.status = 'REQUIRES_ACTION'
     ORDER BY w."startDate" DESC LIMIT 1) AS waiting,
    (SELECT count(*)::int FROM "WeeklyOrder" o
     WHERE o."userId" = $1 AND o.status::text = ANY($5::text[])) AS "boxesCharged"`,
};

interface Row {
  order: WeekOrderFacts | null;
  shipping: ShippingOrderFacts[];
  failed:
    | (Omit<FailedOrderFacts, "lockedAt" | "charge"> & {
        lockedAt: string | null;
        charge: { createdAt: string; failureCode: string | null } | null;
      })
    | null;
  card:
    | (Omit<CardFacts, "problemSince" | "createdAt"> & {
        problemSince: string | null;
        createdAt: string;
      })
    | null;
  waiting: (Omit<WaitingOrderFacts, "chargeUpdatedAt"> & { chargeUpdatedAt: string | null }) | null;
  boxesCharged: number;
}

export async function dashboardFacts(input: {
  userId: string;
  /** The week the home shows. */
  weekStart: IsoDate;
  /** The plan whose order that week is; null reads any of the customer's orders that week. */
  subscriptionId: string | null;
  currentWeekStart: IsoDate;
}): Promise<DashboardFacts> {
  const { rows } = await pool.query<Row>({
    ...DASHBOARD_FACTS,
    values: [
      input.userId,
      input.weekStart,
      input.subscriptionId,
      input.currentWeekStart,
      [...REACHED_CHARGE],
    ],
  });
  const row = rows[0];
  return {
    order: row.order,
    shipping: row.shipping,
    failed: row.failed && {
      ...row.failed,
      lockedAt: jsonDate(row.failed.lockedAt),
      charge: row.failed.charge && {
        createdAt: jsonDate(row.failed.charge.createdAt),
        failureCode: row.failed.charge.failureCode,
      },
    },
    card: row.card && {
      ...row.card,
      problemSince: jsonDate(row.card.problemSince),
      createdAt: jsonDate(row.card.createdAt),
    },
    waiting: row.waiting && {
      ...row.waiting,
      chargeUpdatedAt: jsonDate(row.waiting.chargeUpdatedAt),
    },
    boxesCharged: row.boxesCharged,
  };
}
