// Everything the customer home reads, in one prepared statement (issue 12): the customer, their
// plan (the live one, else the last cancelled: currentOrLastSubscription's choice), referral
// counts, and the order, payment and card facts. These were ten ORM reads, then two statements
// (the plan decided which week's order to read); the week's order is now read for both weeks the
// plan may point at (the upcoming one, and the plan's first week when that is later), and
// get-dashboard.ts chooses. The rules stay in TypeScript; this file only fetches rows.
import type { PaymentProblem } from "@/generated/prisma/enums";
import type { IsoDate } from "@/lib/clock";
import type { DeliveryDayValue } from "@/lib/delivery-schedule/windows";
import { pool } from "@/lib/db";
import { jsonDate, type Json } from "@/lib/db/json-dates";
import { REACHED_CHARGE } from "@/lib/orders/first-order";
import type { OrderStatus } from "@/lib/orders/transitions";
import { CURRENT_OR_LAST_ORDER_SQL } from "@/lib/subscriptions/live-subscription";
import type { SubscriptionStatus } from "@/lib/subscriptions/transitions";

export interface DashboardHead {
  user: { firstName: string; email: string; balanceCents: number; referralCode: string };
  subscription: {
    id: string;
    status: SubscriptionStatus;
    /** Date columns, read back as UTC midnight (as Prisma reads them). */
    startsOn: Date;
    resumeOn: Date | null;
    deliveryDay: DeliveryDayValue;
    deliveryTime: string;
    splitDelivery: boolean;
    pausedAt: Date | null;
    onHoldAt: Date | null;
    plan: { name: string; mealsPerWeek: number };
  } | null;
  referrals: { joined: number; credited: number };
}

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
  /** The plan's order in the upcoming week. */
  upcomingOrder: WeekOrderFacts | null;
  /** The plan's order in its first week, read only when that week is after the upcoming one. */
  firstWeekOrder: WeekOrderFacts | null;
  /** LOCKED or PAID orders from the current week on, soonest first (at most 4). */
  shipping: ShippingOrderFacts[];
  failed: FailedOrderFacts | null;
  card: CardFacts | null;
  waiting: WaitingOrderFacts | null;
  /** Orders that reached a charge: a customer with one is "returning". */
  boxesCharged: number;
}

/** The plan's order in one week (`week`, a date expression), as JSON; a customer without a plan: any. */
const weekOrderSql = (week: string) => `
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
     WHERE o."userId" = u.id AND w."startDate" = ${week}
       AND (sub.id IS NULL OR o."subscriptionId" = sub.id)
     LIMIT 1)`;

// Timestamps leave as timestamptz (the columns hold UTC), so JSON carries the offset.
// $1 the customer, $2 the upcoming week, $3 the current week, $4 the statuses that reached a charge.
const DASHBOARD_READ = {
  name: "dashboard-read",
  text: `
  WITH sub AS (
    SELECT s.id, json_build_object(
        'id', s.id, 'status', s.status, 'startsOn', s."startsOn", 'resumeOn', s."resumeOn",
        'deliveryDay', s."deliveryDay", 'deliveryTime', s."deliveryTime",
        'splitDelivery', s."splitDelivery",
        'pausedAt', s."pausedAt" AT TIME ZONE 'UTC', 'onHoldAt', s."onHoldAt" AT TIME ZONE 'UTC',
        'plan', json_build_object('name', p.name, 'mealsPerWeek', p."mealsPerWeek")) AS json,
      s."startsOn"
    FROM "Subscription" s JOIN "Plan" p ON p.id = s."planId"
    WHERE s."userId" = $1
    ORDER BY ${CURRENT_OR_LAST_ORDER_SQL} LIMIT 1)
  SELECT
    json_build_object('firstName', u."firstName", 'email', u.email,
                      'balanceCents', u."balanceCents", 'referralCode', u."referralCode") AS "user",
    sub.json AS subscription,
    (SELECT json_build_object('joined', count(*)::int,
                              'credited', (count(*) FILTER (WHERE r.status = 'CREDITED'))::int)
     FROM "Referral" r WHERE r."referrerId" = u.id) AS referrals,
    ${weekOrderSql("$2::date")} AS "upcomingOrder",
    CASE WHEN sub."startsOn" > $2::date THEN ${weekOrderSql('sub."startsOn"')} END
      AS "firstWeekOrder",
    (SELECT COALESCE(json_agg(s ORDER BY s."weekStart"), '[]'::json) FROM (
       SELECT o.number, o.status, o."deliveryDay", o."deliveryTime", o."splitDelivery",
              o."mealsCount", to_char(w."startDate", 'YYYY-MM-DD') AS "weekStart"
       FROM "WeeklyOrder" o JOIN "Week" w ON w.id = o."weekId"
       WHERE o."userId" = $1 AND o.status IN ('LOCKED', 'PAID') AND w."startDate" >= $3::date
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
     WHERE o."userId" = $1 AND o.status::text = ANY($4::text[])) AS "boxesCharged"
  FROM "User" u LEFT JOIN sub ON true
  WHERE u.id = $1`,
};

type HeadRow = Json<DashboardHead>;

interface Row {
  user: HeadRow["user"];
  subscription: HeadRow["subscription"];
  referrals: HeadRow["referrals"];
  upcomingOrder: WeekOrderFacts | null;
  firstWeekOrder: WeekOrderFacts | null;
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

/** The home's rows; null when the user does not exist. */
export async function dashboardRead(input: {
  userId: string;
  upcomingWeekStart: IsoDate;
  currentWeekStart: IsoDate;
}): Promise<{ head: DashboardHead; facts: DashboardFacts } | null> {
  const { rows } = await pool.query<Row>({
    ...DASHBOARD_READ,
    values: [input.userId, input.upcomingWeekStart, input.currentWeekStart, [...REACHED_CHARGE]],
  });
  const row = rows[0];
  if (!row) return null;
  const s = row.subscription;
  const head: DashboardHead = {
    user: row.user,
    subscription: s && {
      ...s,
      startsOn: jsonDate(s.startsOn),
      resumeOn: jsonDate(s.resumeOn),
      pausedAt: jsonDate(s.pausedAt),
      onHoldAt: jsonDate(s.onHoldAt),
    },
    referrals: row.referrals,
  };
  const facts: DashboardFacts = {
    upcomingOrder: row.upcomingOrder,
    firstWeekOrder: row.firstWeekOrder,
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
  return { head, facts };
}
