// Everything the customer home reads, in one prepared statement (issue 12): the customer, their
// plan (the live one, else the last cancelled: currentOrLastSubscription's choice), referral
// counts, and the order, payment and card facts. These were ten ORM reads, then two statements
// (the plan decided which week's order to read); the week's order is now read for both weeks the
// plan may point at (the upcoming one, and the plan's first week when that is later), and
// get-dashboard.ts chooses. The rules stay in TypeScript; this file only fetches rows.
import { orderAddOnsJson, type OrderAddOnRow } from "@/lib/add-ons/order-add-ons";
import type { IsoDate } from "@/lib/clock";
import type { DeliveryDayValue } from "@/lib/delivery-schedule/windows";
import { sql, type Expression } from "kysely";
import { jsonArrayFrom, jsonBuildObject, jsonObjectFrom } from "kysely/helpers/postgres";
import { kysely } from "@/lib/db/kysely";
import { preparedStatement } from "@/lib/db/prepared";
import { jsonDate, utcText } from "@/lib/db/json-dates";
import { promotionsJson, type CustomerPromotions } from "@/lib/coupons/customer-promotions";
import { defaultCardOf } from "@/lib/payments/default-card";
// The card's shape is the payment problem's (lib/payments/payment-problem.ts).
import type { CardFacts } from "@/lib/payments/payment-problem";
import { REACHED_CHARGE } from "@/lib/orders/first-order";
import type { OrderStatus } from "@/lib/orders/transitions";
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
  /** The box's plan row's price (its own size for one week, or the plan's). */
  pricePerMealCents: number;
  addOns: OrderAddOnRow[];
  items: { name: string; quantity: number; imageUrl: string }[];
}

export interface ShippingOrderFacts {
  number: string;
  status: "LOCKED" | "PAID" | "DELIVERED";
  /** When whoever delivered marked it (ISO); null until then, or when only assumed. */
  markedDeliveredAt: string | null;
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

export interface DashboardFacts {
  /** The plan's order in the upcoming week. */
  upcomingOrder: WeekOrderFacts | null;
  /** The plan's order in its first week, read only when that week is after the upcoming one. */
  firstWeekOrder: WeekOrderFacts | null;
  /** LOCKED, PAID or DELIVERED orders from the current week on, soonest first (at most 4). */
  shipping: ShippingOrderFacts[];
  failed: FailedOrderFacts | null;
  card: CardFacts | null;
  waiting: WaitingOrderFacts | null;
  /** Orders that reached a charge: a customer with one is "returning". */
  boxesCharged: number;
}

/** The home's statement: the customer, their plan and every fact the page needs, one row. */
function dashboardRow(input: {
  userId: string;
  upcomingWeekStart: IsoDate;
  currentWeekStart: IsoDate;
  /** An ISO instant (gift codes expire). */
  now: string;
}) {
  const { userId } = input;
  return (
    kysely
      // The plan the home describes: the live one, else the newest cancelled one (the choice of
      // currentOrLastSubscription in lib/subscriptions/live-subscription.ts).
      .with("sub", (db) =>
        db
          .selectFrom("Subscription as s")
          .innerJoin("Plan as p", "p.id", "s.planId")
          .where("s.userId", "=", userId)
          .select((eb) => [
            "s.id",
            "s.startsOn",
            jsonBuildObject({
              id: eb.ref("s.id"),
              status: eb.ref("s.status"),
              startsOn: eb.ref("s.startsOn"),
              resumeOn: eb.ref("s.resumeOn"),
              deliveryDay: eb.ref("s.deliveryDay"),
              deliveryTime: eb.ref("s.deliveryTime"),
              splitDelivery: eb.ref("s.splitDelivery"),
              pausedAt: utcText(eb.ref("s.pausedAt")),
              onHoldAt: utcText(eb.ref("s.onHoldAt")),
              plan: jsonBuildObject({
                name: eb.ref("p.name"),
                mealsPerWeek: eb.ref("p.mealsPerWeek"),
              }),
            }).as("json"),
          ])
          .orderBy((eb) => eb("s.status", "=", "CANCELLED"))
          .orderBy("s.createdAt", "desc")
          .limit(1),
      )
      .selectFrom("User as u")
      .leftJoin("sub", (join) => join.onTrue())
      .where("u.id", "=", userId)
      .select((eb) => {
        const day = (value: IsoDate) => eb.cast<Date>(eb.val(value), "date");
        const upcoming = day(input.upcomingWeekStart);
        const isoDay = (date: Expression<Date>) => sql<IsoDate>`to_char(${date}, 'YYYY-MM-DD')`;
        // The plan's order in one week; a customer without a plan: any of theirs.
        const weekOrder = (week: Expression<Date | null>) =>
          jsonObjectFrom(
            eb
              .selectFrom("WeeklyOrder as o")
              .innerJoin("Week as w", "w.id", "o.weekId")
              .innerJoin("Plan as p", "p.id", "o.planId")
              .whereRef("o.userId", "=", "u.id")
              .where("w.startDate", "=", week)
              .where((w) =>
                w.or([w("sub.id", "is", null), w("o.subscriptionId", "=", w.ref("sub.id"))]),
              )
              .select((o) => [
                "o.id",
                "o.status",
                "o.deliveryDay",
                "o.deliveryTime",
                "o.splitDelivery",
                "o.mealsCount",
                "p.pricePerMealCents",
                // The home's "Your box" shows the add-ons and the box total (issue 38).
                orderAddOnsJson(o).as("addOns"),
                jsonArrayFrom(
                  o
                    .selectFrom("OrderItem as i")
                    .innerJoin("Dish as d", "d.id", "i.dishId")
                    .whereRef("i.orderId", "=", "o.id")
                    .select(["d.name", "i.quantity", "d.imageUrl"])
                    .orderBy("i.id"),
                ).as("items"),
              ])
              .limit(1),
          );
        return [
          jsonBuildObject({
            firstName: eb.ref("u.firstName"),
            email: eb.ref("u.email"),
            balanceCents: eb.ref("u.balanceCents"),
            referralCode: eb.ref("u.referralCode"),
          }).as("user"),
          "sub.json as subscription",
          eb
            .selectFrom("Referral as r")
            .whereRef("r.referrerId", "=", "u.id")
            .select((r) =>
              jsonBuildObject({
                joined: r.cast<number>(r.fn.countAll(), "integer"),
                credited: r.cast<number>(
                  r.fn.countAll().filterWhere("r.status", "=", "CREDITED"),
                  "integer",
                ),
              }).as("referrals"),
            )
            .as("referrals"),
          weekOrder(upcoming).as("upcomingOrder"),
          eb
            .case()
            .when("sub.startsOn", ">", upcoming)
            .then(weekOrder(eb.ref("sub.startsOn")))
            .end()
            .as("firstWeekOrder"),
          jsonArrayFrom(
            eb
              .selectFrom("WeeklyOrder as o")
              .innerJoin("Week as w", "w.id", "o.weekId")
              .where("o.userId", "=", userId)
              .where("o.status", "in", ["LOCKED", "PAID", "DELIVERED"])
              .where("w.startDate", ">=", day(input.currentWeekStart))
              .select((o) => [
                "o.number",
                "o.status",
                utcText(
                  o
                    .case()
                    .when("o.deliveryAssumed", "=", false)
                    .then(o.ref("o.deliveredAt"))
                    .else(null)
                    .end(),
                ).as("markedDeliveredAt"),
                "o.deliveryDay",
                "o.deliveryTime",
                "o.splitDelivery",
                "o.mealsCount",
                isoDay(o.ref("w.startDate")).as("weekStart"),
              ])
              .$narrowType<{ status: "LOCKED" | "PAID" | "DELIVERED" }>()
              .orderBy("w.startDate")
              .limit(4),
          ).as("shipping"),
          jsonObjectFrom(
            eb
              .selectFrom("WeeklyOrder as o")
              .innerJoin("Week as w", "w.id", "o.weekId")
              .where("o.userId", "=", userId)
              .where("o.status", "=", "PAYMENT_FAILED")
              .select((o) => [
                "o.id",
                "o.number",
                "o.totalCents",
                utcText(o.ref("o.lockedAt")).as("lockedAt"),
                isoDay(o.ref("w.startDate")).as("weekStart"),
                jsonObjectFrom(
                  o
                    .selectFrom("Charge as c")
                    .whereRef("c.orderId", "=", "o.id")
                    .where("c.status", "=", "FAILED")
                    .select((c) => [utcText(c.ref("c.createdAt")).as("createdAt"), "c.failureCode"])
                    .orderBy("c.createdAt", "desc")
                    .limit(1),
                ).as("charge"),
              ])
              .orderBy("w.startDate", "desc")
              .limit(1),
          ).as("failed"),
          jsonObjectFrom(
            defaultCardOf(eb.selectFrom("PaymentMethod"), userId)
              .select((pm) => [
                "PaymentMethod.brand",
                "PaymentMethod.last4",
                "PaymentMethod.expMonth",
                "PaymentMethod.expYear",
                "PaymentMethod.problem",
                utcText(pm.ref("PaymentMethod.problemSince")).as("problemSince"),
                utcText(pm.ref("PaymentMethod.createdAt")).as("createdAt"),
              ])
              .limit(1),
          ).as("card"),
          jsonObjectFrom(
            eb
              .selectFrom("WeeklyOrder as o")
              .innerJoin("Week as w", "w.id", "o.weekId")
              .where("o.userId", "=", userId)
              .where("o.status", "=", "REQUIRES_ACTION")
              .select((o) => [
                "o.id",
                "o.number",
                "o.totalCents",
                isoDay(o.ref("w.startDate")).as("weekStart"),
                o
                  .selectFrom("Charge as c")
                  .whereRef("c.orderId", "=", "o.id")
                  .where("c.status", "=", "REQUIRES_ACTION")
                  .select((c) => utcText(c.ref("c.updatedAt")).as("at"))
                  .orderBy("c.updatedAt", "asc")
                  .limit(1)
                  .as("chargeUpdatedAt"),
              ])
              .orderBy("w.startDate", "desc")
              .limit(1),
          ).as("waiting"),
          eb
            .selectFrom("WeeklyOrder as o")
            .where("o.userId", "=", userId)
            .where("o.status", "in", [...REACHED_CHARGE])
            .select((o) => o.cast<number>(o.fn.countAll(), "integer").as("n"))
            .as("boxesCharged"),
          // The gift balance from the balances' one owner, as every price reads it.
          promotionsJson(eb.ref("u.id"), eb.val(input.now)).as("promotions"),
        ];
      })
  );
}

const dashboardStatement = preparedStatement(dashboardRow);

/** The home's rows; null when the user does not exist. */
export async function dashboardRead(input: {
  userId: string;
  upcomingWeekStart: IsoDate;
  currentWeekStart: IsoDate;
  now: string;
}): Promise<{
  head: DashboardHead;
  facts: DashboardFacts;
  promotions: CustomerPromotions | null;
} | null> {
  const [row] = (await dashboardStatement(input)).rows;
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
    // An aggregate answers one row; the builder types every subquery as possibly empty.
    referrals: row.referrals ?? { joined: 0, credited: 0 },
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
    boxesCharged: row.boxesCharged ?? 0,
  };
  return { head, facts, promotions: row.promotions };
}
