// The rows behind the Meals page in one prepared statement (issue 12): the customer's live plan
// (its SQL owned by customer-plan.ts), their earliest open week (lib/orders/first-order.ts), the
// weeks' ids and the customer's orders in them with their items and dishes. These were seven
// statements; the rules stay in customer-weeks.ts and with those owners.
import type { IsoDate } from "@/lib/clock";
import type { DeliveryDayValue } from "@/lib/delivery-schedule/windows";
import { pool } from "@/lib/db";
import { earliestOpenWeekJsonSql, type EarliestOpenWeek } from "@/lib/orders/first-order";
import type { OrderStatus } from "@/lib/orders/transitions";
import { livePlanJsonSql, planFromRow, type LivePlanRow } from "./customer-plan";
import type { CustomerPlanDto, CustomerWeekItemDto } from "./dto";

export interface CustomerWeekOrderRow {
  id: string;
  number: string;
  status: OrderStatus;
  splitDelivery: boolean;
  chefSelected: boolean;
  mealsCount: number;
  deliveryDay: DeliveryDayValue;
  deliveryTime: string;
  subscriptionId: string;
  weekStart: IsoDate;
  items: CustomerWeekItemDto[];
}

export interface CustomerWeekRows {
  plan: CustomerPlanDto | null;
  /** The earliest open week from `from` on (lib/orders/first-order.ts); null without `from`. */
  earliestOpen: EarliestOpenWeek | null;
  weekIds: Map<IsoDate, string>;
  /** Oldest first: a later order for the same week comes after an earlier one. */
  orders: CustomerWeekOrderRow[];
}

const CUSTOMER_WEEK_ROWS = {
  name: "customer-week-rows",
  text: `
  SELECT ${livePlanJsonSql("$1")} AS plan,
    -- Only asked for with a week to start from (the list, not one week).
    CASE WHEN $3::date IS NOT NULL THEN ${earliestOpenWeekJsonSql("$1", "$3::date")} END
      AS "earliestOpen",
    (SELECT COALESCE(json_agg(json_build_object(
               'id', w.id, 'startDate', to_char(w."startDate", 'YYYY-MM-DD'))), '[]'::json)
     FROM "Week" w WHERE w."startDate" = ANY($2::date[])) AS weeks,
    (SELECT COALESCE(json_agg(x.o ORDER BY x."createdAt"), '[]'::json) FROM (
       SELECT o."createdAt", json_build_object(
         'id', o.id, 'number', o.number, 'status', o.status, 'splitDelivery', o."splitDelivery",
         'chefSelected', o."chefSelected", 'mealsCount', o."mealsCount",
         'deliveryDay', o."deliveryDay", 'deliveryTime', o."deliveryTime",
         'subscriptionId', o."subscriptionId", 'weekStart', to_char(w."startDate", 'YYYY-MM-DD'),
         'items', COALESCE((
           SELECT json_agg(json_build_object(
                    'dishId', d.id, 'name', d.name, 'imageUrl', d."imageUrl",
                    'splitDeliveryEligible', d."splitDeliveryEligible",
                    'quantity', i.quantity, 'slot', i.slot) ORDER BY i.slot, d.name)
           FROM "OrderItem" i JOIN "Dish" d ON d.id = i."dishId"
           WHERE i."orderId" = o.id), '[]'::json)) AS o
       FROM "WeeklyOrder" o JOIN "Week" w ON w.id = o."weekId"
       WHERE o."userId" = $1 AND w."startDate" = ANY($2::date[])) x) AS orders`,
};

export async function customerWeekRows(
  userId: string,
  starts: IsoDate[],
  from: IsoDate | null,
): Promise<CustomerWeekRows> {
  const { rows } = await pool.query<{
    plan: LivePlanRow | null;
    earliestOpen: EarliestOpenWeek | null;
    weeks: { id: string; startDate: IsoDate }[];
    orders: CustomerWeekOrderRow[];
  }>({ ...CUSTOMER_WEEK_ROWS, values: [userId, starts, from] });
  const { plan, earliestOpen, weeks, orders } = rows[0];
  return {
    plan: planFromRow(plan),
    earliestOpen,
    weekIds: new Map(weeks.map((w) => [w.startDate, w.id])),
    orders,
  };
}
