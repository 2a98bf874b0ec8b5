// The customer's live plan as the Meals page and the account's Plan tab show it, in one prepared
// statement (issue 12: Prisma compiled the subscription and its plan as one more query per page).
import { fromDateColumn, type IsoDate } from "@/lib/clock";
import { windowLabel } from "@/lib/delivery-schedule/windows";
import { pool } from "@/lib/db";
import { LIVE_WHERE_SQL } from "@/lib/subscriptions/live-subscription";
import { firstWeekAfterResume } from "@/lib/subscriptions/pause-rules";
import type { CustomerPlanDto } from "./dto";

// Dates leave as "YYYY-MM-DD" (read back as UTC midnight, as Prisma reads a date column).
const LIVE_PLAN = {
  name: "customer-live-plan",
  text: `
  SELECT s.id AS "subscriptionId", s.status::text AS status, s."planId", p.name AS "planName",
    p."mealsPerWeek", p."pricePerMealCents", s."deliveryDay"::text AS "deliveryDay",
    s."deliveryTime", s."splitDelivery", s."startsOn"::text AS "startsOn",
    to_char(s."pausedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "pausedAt",
    s."resumeOn"::text AS "resumeOn"
  FROM "Subscription" s JOIN "Plan" p ON p.id = s."planId"
  WHERE s."userId" = $1 AND ${LIVE_WHERE_SQL}
  ORDER BY s."createdAt" DESC LIMIT 1`,
};

type Row = Omit<CustomerPlanDto, "deliveryWindow" | "resumesWeekStart">;

export async function customerPlan(userId: string): Promise<CustomerPlanDto | null> {
  const { rows } = await pool.query<Row>({ ...LIVE_PLAN, values: [userId] });
  const row = rows[0];
  if (!row) return null;
  // Through fromDateColumn, as every date column is read (it checks the calendar day).
  const resumeOn = row.resumeOn ? fromDateColumn(new Date(row.resumeOn)) : null;
  return {
    ...row,
    startsOn: fromDateColumn(new Date(row.startsOn)) as IsoDate,
    deliveryWindow: windowLabel(row.deliveryTime),
    resumeOn,
    resumesWeekStart: resumeOn ? firstWeekAfterResume(resumeOn) : null,
  };
}
