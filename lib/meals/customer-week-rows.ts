// The rows behind the Meals page in one statement (issue 12): the customer's live plan (owned by
// customer-plan.ts), their earliest open week (lib/orders/first-order.ts), the weeks' ids and the
// customer's orders in them with their items and dishes. These were seven statements; the rules
// stay in customer-weeks.ts and with those owners.
import { sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { IsoDate } from "@/lib/clock";
import { kysely } from "@/lib/db/kysely";
import type { BatchStatement } from "@/lib/db/batch";
import { preparedStatement } from "@/lib/db/prepared";
import { anyDate } from "@/lib/db/sql-params";
import { promotionsJson, type CustomerPromotions } from "@/lib/coupons/customer-promotions";
import {
  earliestOpenWeekJson,
  isFirstOrderOfWeek,
  type EarliestOpenWeek,
} from "@/lib/orders/first-order";
import { livePlanJson, planFromRow } from "./customer-plan";
import type { CustomerPlanDto, CustomerWeekItemDto } from "./dto";
import type { DeliveryDayValue } from "@/lib/delivery-schedule/windows";
import type { OrderStatus } from "@/lib/orders/transitions";
import { orderAddOnsJson, type OrderAddOnRow } from "@/lib/add-ons/order-add-ons";

export interface CustomerWeekOrderRow {
  id: string;
  number: string;
  status: OrderStatus;
  splitDelivery: boolean;
  chefSelected: boolean;
  mealsCount: number;
  /** The plan row pricing the week: the subscription's, or the week's own box size's. */
  planId: string;
  pricePerMealCents: number;
  deliveryDay: DeliveryDayValue;
  deliveryTime: string;
  subscriptionId: string;
  weekStart: IsoDate;
  items: CustomerWeekItemDto[];
  addOns: OrderAddOnRow[];
}

export interface CustomerWeekRows {
  plan: CustomerPlanDto | null;
  /** The earliest open week from `from` on (lib/orders/first-order.ts); null without `from`. */
  earliestOpen: EarliestOpenWeek | null;
  weekIds: Map<IsoDate, string>;
  /** Oldest first: a later order for the same week comes after an earlier one. */
  orders: CustomerWeekOrderRow[];
  /** What the customer has to spend (lib/coupons/customer-promotions.ts), for the prices. */
  promotions: CustomerPromotions | null;
  /** One week read alone: whether its order would be the first charged (first-order.ts). */
  firstOrderOfWeek: boolean | null;
}

// A calendar day in JSON, as the DTOs carry it.
const day = (ref: Parameters<typeof sql.ref>[0]) =>
  sql<IsoDate>`to_char(${sql.ref(ref)}, 'YYYY-MM-DD')`;

interface WeekRowsInput {
  userId: string;
  starts: IsoDate[];
  /** An ISO instant: the promotions' "now" (gift codes expire). */
  now: string;
  /** The list: the Monday the earliest open week is looked for from. */
  from?: IsoDate;
  /** One week alone: its Monday, for the first-order rule of that week. */
  week?: IsoDate;
}

function weekRows({ userId, starts, now, from, week }: WeekRowsInput) {
  return kysely.selectNoFrom((eb) => [
    livePlanJson(eb.val(userId)).as("plan"),
    // Only asked for with a week to start from (the list, not one week).
    (from
      ? earliestOpenWeekJson(eb.val(userId), eb.cast<Date>(eb.val(from), "date"))
      : sql<EarliestOpenWeek | null>`NULL::json`
    ).as("earliestOpen"),
    promotionsJson(eb.val(userId), eb.val(now)).as("promotions"),
    sql<boolean | null>`${
      week
        ? isFirstOrderOfWeek(eb.val(userId), eb.cast<Date>(eb.val(week), "date"))
        : sql`NULL::boolean`
    }`.as("firstOrderOfWeek"),
    jsonArrayFrom(
      eb
        .selectFrom("Week as w")
        .select(["w.id", day("w.startDate").as("startDate")])
        .where("w.startDate", "=", anyDate(starts)),
    ).as("weeks"),
    jsonArrayFrom(
      eb
        .selectFrom("WeeklyOrder as o")
        .innerJoin("Week as w", "w.id", "o.weekId")
        .innerJoin("Plan as p", "p.id", "o.planId")
        .select((ob) => [
          "o.id",
          "o.number",
          "o.status",
          "o.splitDelivery",
          "o.chefSelected",
          "o.mealsCount",
          "o.planId",
          "p.pricePerMealCents",
          "o.deliveryDay",
          "o.deliveryTime",
          "o.subscriptionId",
          day("w.startDate").as("weekStart"),
          jsonArrayFrom(
            ob
              .selectFrom("OrderItem as i")
              .innerJoin("Dish as d", "d.id", "i.dishId")
              .select([
                "d.id as dishId",
                "d.name",
                "d.imageUrl",
                "d.splitDeliveryEligible",
                "i.quantity",
                "i.slot",
              ])
              .whereRef("i.orderId", "=", "o.id")
              .orderBy("i.slot")
              .orderBy("d.name"),
          ).as("items"),
          orderAddOnsJson(ob).as("addOns"),
        ])
        .where("o.userId", "=", userId)
        .where("w.startDate", "=", anyDate(starts))
        .orderBy("o.createdAt"),
    ).as("orders"),
  ]);
}

// Two shapes: the list (with a week to start from) and one week alone.
const listRows = preparedStatement(
  ({
    userId,
    starts,
    now,
    from,
  }: {
    userId: string;
    starts: IsoDate[];
    now: string;
    from: IsoDate;
  }) => weekRows({ userId, starts, now, from }),
);
const oneWeekRows = preparedStatement(
  ({
    userId,
    starts,
    now,
    week,
  }: {
    userId: string;
    starts: IsoDate[];
    now: string;
    week: IsoDate;
  }) => weekRows({ userId, starts, now, week }),
);

/** The weeks `starts` from `from` on (the list), or the one week `{ week }`. */
export async function customerWeekRows(
  userId: string,
  shape: { starts: IsoDate[]; from: IsoDate } | { week: IsoDate },
  now: Date,
): Promise<CustomerWeekRows> {
  const at = now.toISOString();
  const { rows } =
    "week" in shape
      ? await oneWeekRows({ userId, starts: [shape.week], now: at, week: shape.week })
      : await listRows({ userId, starts: shape.starts, now: at, from: shape.from });
  return weekRowsOf(rows);
}

/** One week's statement, for a caller that sends it itself (a meal save, with its COMMIT). */
export function oneWeekStatement(userId: string, week: IsoDate, now: Date): BatchStatement {
  return oneWeekRows.compile({ userId, starts: [week], now: now.toISOString(), week });
}

/** The rows of oneWeekStatement (or of the list's), as customerWeekRows answers them. */
export function weekRowsOf(rows: readonly unknown[]): CustomerWeekRows {
  const [row] = rows as Awaited<ReturnType<typeof listRows>>["rows"];
  return {
    plan: planFromRow(row.plan),
    earliestOpen: row.earliestOpen,
    weekIds: new Map(row.weeks.map((w) => [w.startDate, w.id])),
    orders: row.orders,
    promotions: row.promotions,
    firstOrderOfWeek: row.firstOrderOfWeek,
  };
}
