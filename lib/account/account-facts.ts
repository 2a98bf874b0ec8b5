// The account page's own rows in one prepared statement (issue 12): the user and their roles, the
// live plan (its SQL owned by lib/meals/customer-plan.ts), the earliest open week (owned by
// lib/orders/first-order.ts), the last cancellation, the default address and card, and whether a
// charge is under way. These were eight reads, each sent on its own. The pause preview's open
// weeks keep their owner (lib/subscriptions).
import type { IsoDate } from "@/lib/clock";
import type { DeliveryDayValue } from "@/lib/delivery-schedule/windows";
import { pool } from "@/lib/db";
import { jsonDate } from "@/lib/db/json-dates";
import type { CustomerPlanDto } from "@/lib/meals/dto";
import { livePlanJsonSql, planFromRow, type LivePlanRow } from "@/lib/meals/customer-plan";
import { earliestOpenWeekJsonSql, type EarliestOpenWeek } from "@/lib/orders/first-order";
import type { CustomerAccountDto } from "./dto";

export interface AccountFacts {
  /** The page's user, with the schedule kept on the account before a plan exists. */
  user: CustomerAccountDto["user"] & {
    deliveryDay: DeliveryDayValue | null;
    deliveryTime: string | null;
  };
  /** The live plan (lib/meals/customer-plan.ts). */
  plan: CustomerPlanDto | null;
  /** The earliest open week from the upcoming one on (lib/orders/first-order.ts). */
  earliestOpen: EarliestOpenWeek | null;
  lastCancelled: { cancelledAt: Date | null; cancelReason: string | null } | null;
  address: CustomerAccountDto["address"];
  card: Omit<NonNullable<CustomerAccountDto["card"]>, "testMode"> | null;
  /** Orders locked, waiting for confirmation or failed, plus PENDING charges. */
  chargesUnderWay: number;
}

const ACCOUNT_FACTS = {
  name: "account-facts",
  text: `
  SELECT
    json_build_object(
      'id', u.id, 'firstName', u."firstName", 'lastName', u."lastName", 'email', u.email,
      'status', u.status, 'deliveryDay', u."deliveryDay", 'deliveryTime', u."deliveryTime",
      'isAdmin', EXISTS (SELECT 1 FROM "UserRole" ur JOIN "Role" r ON r.id = ur."roleId"
                         WHERE ur."userId" = u.id AND r.slug = 'admin')) AS "user",
    ${livePlanJsonSql("u.id")} AS plan,
    ${earliestOpenWeekJsonSql("u.id", "$2::date")} AS "earliestOpen",
    (SELECT json_build_object('cancelledAt', s."cancelledAt" AT TIME ZONE 'UTC',
                              'cancelReason', s."cancelReason")
     FROM "Subscription" s WHERE s."userId" = u.id AND s.status = 'CANCELLED'
     ORDER BY s."cancelledAt" DESC NULLS LAST LIMIT 1) AS "lastCancelled",
    (SELECT json_build_object('street', a.street, 'unit', a.unit, 'city', a.city,
                              'province', a.province, 'postalCode', a."postalCode",
                              'buzzer', a.buzzer, 'phone', a.phone,
                              'instructions', a.instructions)
     FROM "Address" a WHERE a."userId" = u.id AND a."isDefault"
     ORDER BY a."createdAt" DESC LIMIT 1) AS address,
    (SELECT json_build_object('brand', pm.brand, 'last4', pm.last4, 'expMonth', pm."expMonth",
                              'expYear', pm."expYear", 'problem', pm.problem)
     FROM "PaymentMethod" pm
     WHERE pm."userId" = u.id AND pm."removedAt" IS NULL AND pm."isDefault"
     ORDER BY pm."createdAt" DESC LIMIT 1) AS card,
    (SELECT count(*)::int FROM "WeeklyOrder" o
     WHERE o."userId" = u.id AND o.status IN ('LOCKED', 'REQUIRES_ACTION', 'PAYMENT_FAILED'))
    + (SELECT count(*)::int FROM "Charge" c WHERE c."userId" = u.id AND c.status = 'PENDING')
      AS "chargesUnderWay"
  FROM "User" u WHERE u.id = $1`,
};

type Row = Omit<AccountFacts, "lastCancelled" | "plan"> & {
  plan: LivePlanRow | null;
  lastCancelled: { cancelledAt: string | null; cancelReason: string | null } | null;
};

/** Null when there is no such user. */
export async function accountFacts(
  userId: string,
  upcoming: IsoDate,
): Promise<AccountFacts | null> {
  const { rows } = await pool.query<Row>({ ...ACCOUNT_FACTS, values: [userId, upcoming] });
  const row = rows[0];
  if (!row) return null;
  const cancelled = row.lastCancelled;
  return {
    ...row,
    plan: planFromRow(row.plan),
    lastCancelled: cancelled && {
      cancelledAt: jsonDate(cancelled.cancelledAt),
      cancelReason: cancelled.cancelReason,
    },
  };
}
