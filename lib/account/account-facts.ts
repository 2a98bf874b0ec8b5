// The account page's own rows in one statement (issue 12): the user and their roles, the
// live plan (its SQL owned by lib/meals/customer-plan.ts), the earliest open week (owned by
// lib/orders/first-order.ts), the last cancellation, the default address and card, and whether a
// charge is under way, the pause preview's open weeks (their SQL owned by
// lib/subscriptions/pause-preview.ts) and the customer's promotions (lib/coupons). These were nine reads, each sent on its own.
import type { IsoDate } from "@/lib/clock";
import type { DeliveryDayValue } from "@/lib/delivery-schedule/windows";
import { jsonBuildObject, jsonObjectFrom } from "kysely/helpers/postgres";
import { kysely } from "@/lib/db/kysely";
import { preparedStatement } from "@/lib/db/prepared";
import { jsonDate, utcText } from "@/lib/db/json-dates";
import { promotionsJson, type CustomerPromotions } from "@/lib/coupons/customer-promotions";
import type { CustomerPlanDto } from "@/lib/meals/dto";
import { livePlanJson, planFromRow } from "@/lib/meals/customer-plan";
import { earliestOpenWeekJson, type EarliestOpenWeek } from "@/lib/orders/first-order";
import { openWeeksJson, type OpenWeekRow } from "@/lib/subscriptions/pause-preview";
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
  /** The live plan's open weeks with their dishes (for the pause preview). */
  openWeeks: OpenWeekRow[];
  /** Orders locked, waiting for confirmation or failed, plus PENDING charges. */
  chargesUnderWay: number;
  /** What the customer has to spend (lib/coupons/customer-promotions.ts), for the preview. */
  promotions: CustomerPromotions | null;
}

/** The page's rows in one statement; null when there is no such user. */
function accountRow({ userId, upcoming, now }: { userId: string; upcoming: IsoDate; now: string }) {
  return kysely
    .selectFrom("User as u")
    .where("u.id", "=", userId)
    .select((eb) => [
      jsonBuildObject({
        id: eb.ref("u.id"),
        firstName: eb.ref("u.firstName"),
        lastName: eb.ref("u.lastName"),
        email: eb.ref("u.email"),
        status: eb.ref("u.status"),
        deliveryDay: eb.ref("u.deliveryDay"),
        deliveryTime: eb.ref("u.deliveryTime"),
        isAdmin: eb
          .exists(
            eb
              .selectFrom("UserRole as ur")
              .innerJoin("Role as r", "r.id", "ur.roleId")
              .select(eb.lit(1).as("one"))
              .whereRef("ur.userId", "=", "u.id")
              .where("r.slug", "=", "admin"),
          )
          .$castTo<boolean>(),
      }).as("user"),
      livePlanJson(eb.ref("u.id")).as("plan"),
      earliestOpenWeekJson(eb.ref("u.id"), eb.cast<Date>(eb.val(upcoming), "date")).as(
        "earliestOpen",
      ),
      openWeeksJson(eb.ref("u.id")).as("openWeeks"),
      promotionsJson(eb.ref("u.id"), eb.val(now)).as("promotions"),
      jsonObjectFrom(
        eb
          .selectFrom("Subscription as s")
          .select((sb) => ["s.cancelReason", utcText(sb.ref("s.cancelledAt")).as("cancelledAt")])
          .whereRef("s.userId", "=", "u.id")
          .where("s.status", "=", "CANCELLED")
          .orderBy("s.cancelledAt", (order) => order.desc().nullsLast())
          .limit(1),
      ).as("lastCancelled"),
      jsonObjectFrom(
        eb
          .selectFrom("Address as a")
          .select([
            "a.street",
            "a.unit",
            "a.city",
            "a.province",
            "a.postalCode",
            "a.buzzer",
            "a.phone",
            "a.instructions",
          ])
          .whereRef("a.userId", "=", "u.id")
          .where("a.isDefault", "=", true)
          .orderBy("a.createdAt", "desc")
          .limit(1),
      ).as("address"),
      jsonObjectFrom(
        eb
          .selectFrom("PaymentMethod as pm")
          .select(["pm.brand", "pm.last4", "pm.expMonth", "pm.expYear", "pm.problem"])
          .whereRef("pm.userId", "=", "u.id")
          .where("pm.removedAt", "is", null)
          .where("pm.isDefault", "=", true)
          .orderBy("pm.createdAt", "desc")
          .limit(1),
      ).as("card"),
      eb(
        eb
          .selectFrom("WeeklyOrder as o")
          .select(eb.cast<number>(eb.fn.countAll(), "integer").as("orders"))
          .whereRef("o.userId", "=", "u.id")
          .where("o.status", "in", ["LOCKED", "REQUIRES_ACTION", "PAYMENT_FAILED"]),
        "+",
        eb
          .selectFrom("Charge as c")
          .select(eb.cast<number>(eb.fn.countAll(), "integer").as("charges"))
          .whereRef("c.userId", "=", "u.id")
          .where("c.status", "=", "PENDING"),
      )
        // A count always answers one row.
        .$notNull()
        .as("chargesUnderWay"),
    ]);
}

const accountStatement = preparedStatement(accountRow);

/** Null when there is no such user. */
export async function accountFacts(
  userId: string,
  upcoming: IsoDate,
  now: Date,
): Promise<AccountFacts | null> {
  const [row] = (await accountStatement({ userId, upcoming, now: now.toISOString() })).rows;
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
