// The home's first read in one prepared statement (issue 12): the customer, their plan (the live
// one, else the last cancelled: currentOrLastSubscription's choice) and their referral counts.
// These were three ORM reads; the plan decides which week dashboard-facts.ts then reads.
import type { DeliveryDayValue } from "@/lib/delivery-schedule/windows";
import { pool } from "@/lib/db";
import { jsonDate, type Json } from "@/lib/db/json-dates";
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

const DASHBOARD_HEAD = {
  name: "dashboard-head",
  text: `
  SELECT
    json_build_object('firstName', u."firstName", 'email', u.email,
                      'balanceCents', u."balanceCents", 'referralCode', u."referralCode") AS "user",
    (SELECT json_build_object(
        'id', s.id, 'status', s.status, 'startsOn', s."startsOn", 'resumeOn', s."resumeOn",
        'deliveryDay', s."deliveryDay", 'deliveryTime', s."deliveryTime",
        'splitDelivery', s."splitDelivery",
        'pausedAt', s."pausedAt" AT TIME ZONE 'UTC', 'onHoldAt', s."onHoldAt" AT TIME ZONE 'UTC',
        'plan', json_build_object('name', p.name, 'mealsPerWeek', p."mealsPerWeek"))
     FROM "Subscription" s JOIN "Plan" p ON p.id = s."planId"
     WHERE s."userId" = u.id
     ORDER BY ${CURRENT_OR_LAST_ORDER_SQL} LIMIT 1) AS subscription,
    (SELECT json_build_object('joined', count(*)::int,
                              'credited', (count(*) FILTER (WHERE r.status = 'CREDITED'))::int)
     FROM "Referral" r WHERE r."referrerId" = u.id) AS referrals
  FROM "User" u WHERE u.id = $1`,
};

/** null when the user does not exist. */
export async function dashboardHead(userId: string): Promise<DashboardHead | null> {
  const { rows } = await pool.query<Json<DashboardHead>>({ ...DASHBOARD_HEAD, values: [userId] });
  const row = rows[0];
  if (!row) return null;
  const s = row.subscription;
  return {
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
}
