// What customers have to spend: their latest coupon, gift balances and credits, and whether an
// order of theirs already reached the charge (which decides the first-order promotion). One
// statement for one customer (checkout, every price shown) or a rollover batch of a thousand;
// Prisma read it as three compiled queries each (issues 8 and 12).
import type { CouponTerms } from "@/lib/billing/pricing";
import { sql } from "kysely";
import { jsonBuildObject } from "kysely/helpers/postgres";
import { kysely } from "@/lib/db/kysely";
import { preparedStatement } from "@/lib/db/prepared";
import { notFound } from "@/lib/errors";
import { REACHED_CHARGE } from "@/lib/orders/first-order";

export interface CustomerPromotions {
  coupon: CouponTerms | null;
  giftBalanceCents: number;
  /** Positive: credit available. The stored balance is Stripe-style (negative = credit). */
  creditBalanceCents: number;
}

export interface PromotionFacts extends CustomerPromotions {
  /** An order (other than the excepted week's) is locked, paid, failed or delivered. */
  hasReachedCharge: boolean;
}

// The customer's coupon is their newest redemption; gift codes count until they expire. The ids go
// as one array parameter, so a batch of any size is the same statement, built and compiled once
// (every price shown runs it). `now` is an ISO instant; `exceptWeekId` is "" for none (no week has
// that id).
const promotionRows = preparedStatement(
  ({
    userIds,
    now,
    exceptWeekId,
  }: {
    userIds: readonly string[];
    now: string;
    exceptWeekId: string;
  }) =>
    kysely
      .with("users", (db) =>
        db
          .selectNoFrom((eb) =>
            eb.fn<string>("unnest", [eb.cast(eb.val(userIds), sql`text[]`)]).as("id"),
          )
          .distinct(),
      )
      .with("coupons", (db) =>
        db
          .selectFrom("CouponRedemption as r")
          .innerJoin("Coupon as c", "c.id", "r.couponId")
          .distinctOn("r.userId")
          .select((eb) => [
            "r.userId",
            jsonBuildObject({
              code: eb.ref("c.code"),
              discountType: eb.ref("c.discountType"),
              percentOff: eb.ref("c.percentOff"),
              amountOffCents: eb.ref("c.amountOffCents"),
              duration: eb.ref("c.duration"),
            }).as("coupon"),
          ])
          .where("r.userId", "in", (eb) => eb.selectFrom("users").select("users.id"))
          .orderBy("r.userId")
          .orderBy("r.createdAt", "desc"),
      )
      .with("gifts", (db) =>
        db
          .selectFrom("GiftCode as g")
          .select((eb) => [
            "g.redeemedById as userId",
            eb.cast<number>(eb.fn.sum("g.balanceCents"), "integer").as("cents"),
          ])
          .where("g.redeemedById", "in", (eb) => eb.selectFrom("users").select("users.id"))
          .where("g.balanceCents", ">", 0)
          // The columns hold UTC wall time, as the parameter (an ISO instant) does.
          .where((eb) =>
            eb.or([
              eb("g.expiresAt", "is", null),
              eb("g.expiresAt", ">", eb.val(now).$castTo<Date>()),
            ]),
          )
          .groupBy("g.redeemedById"),
      )
      .selectFrom("users")
      .innerJoin("User as u", "u.id", "users.id")
      .leftJoin("coupons", "coupons.userId", "users.id")
      .leftJoin("gifts", "gifts.userId", "users.id")
      .select((eb) => [
        "users.id as userId",
        "coupons.coupon",
        eb.fn.coalesce("gifts.cents", eb.lit(0)).as("giftBalanceCents"),
        eb
          .fn<number>("greatest", [eb.lit(0), eb.neg(eb.ref("u.balanceCents"))])
          .as("creditBalanceCents"),
        eb
          .exists(
            eb
              .selectFrom("WeeklyOrder as o")
              .select(eb.lit(1).as("one"))
              .whereRef("o.userId", "=", "users.id")
              .where("o.weekId", "is distinct from", exceptWeekId)
              .where("o.status", "in", REACHED_CHARGE),
          )
          .$castTo<boolean>()
          .as("hasReachedCharge"),
      ]),
);

/** Each existing customer's promotions; `exceptWeekId`'s own order does not count as reached. */
export async function promotionsOf(
  userIds: readonly string[],
  now: Date,
  exceptWeekId: string | null = null,
): Promise<Map<string, PromotionFacts>> {
  const { rows } = await promotionRows({
    userIds,
    now: now.toISOString(),
    exceptWeekId: exceptWeekId ?? "",
  });
  return new Map(rows.map(({ userId, ...facts }) => [userId, facts]));
}

export async function customerPromotions(userId: string, now: Date): Promise<CustomerPromotions> {
  const facts = (await promotionsOf([userId], now)).get(userId);
  if (!facts) throw notFound("User");
  const { coupon, giftBalanceCents, creditBalanceCents } = facts;
  return { coupon, giftBalanceCents, creditBalanceCents };
}
