// What customers have to spend: their latest coupon, gift balances and credits, and whether an
// order of theirs already reached the charge (which decides the first-order promotion). One
// statement for one customer (checkout, every price shown) or a rollover batch of a thousand;
// Prisma read it as three compiled queries each (issues 8 and 12).
import type { CouponTerms } from "@/lib/billing/pricing";
import { expressionBuilder, sql, type Expression } from "kysely";
import { jsonBuildObject, jsonObjectFrom } from "kysely/helpers/postgres";
import { kysely, type DB } from "@/lib/db/kysely";
import { preparedStatement } from "@/lib/db/prepared";
import type { RawTx } from "@/lib/db/raw-tx";
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

// The customer's coupon is their newest redemption; gift codes count until they expire. The users
// are an array expression: one array parameter for a batch of any size (the same statement, built
// and compiled once: every price shown runs it), or one customer's id inside a screen's own
// statement (promotionsJson). `now` is an ISO instant; `exceptWeekId` is "" for none (no week has
// that id).
function promotionsQuery(
  userIds: Expression<string[]>,
  now: Expression<string>,
  exceptWeekId: Expression<string>,
) {
  return expressionBuilder<DB>()
    .selectFrom(
      kysely
        .selectNoFrom((eb) => eb.fn<string>("unnest", [userIds]).as("id"))
        .distinct()
        .as("users"),
    )
    .innerJoin("User as u", "u.id", "users.id")
    .select((eb) => [
      "users.id as userId",
      eb
        .selectFrom("CouponRedemption as r")
        .innerJoin("Coupon as c", "c.id", "r.couponId")
        .select((cb) =>
          jsonBuildObject({
            code: cb.ref("c.code"),
            discountType: cb.ref("c.discountType"),
            percentOff: cb.ref("c.percentOff"),
            amountOffCents: cb.ref("c.amountOffCents"),
            duration: cb.ref("c.duration"),
          }).as("coupon"),
        )
        .whereRef("r.userId", "=", "users.id")
        .orderBy("r.createdAt", "desc")
        .limit(1)
        .$castTo<CouponTerms | null>()
        .as("coupon"),
      eb.fn
        .coalesce(
          eb
            .selectFrom("GiftCode as g")
            .select((gb) => gb.cast<number>(gb.fn.sum("g.balanceCents"), "integer").as("cents"))
            .whereRef("g.redeemedById", "=", "users.id")
            .where("g.balanceCents", ">", 0)
            // The columns hold UTC wall time, as the parameter (an ISO instant) does.
            .where((gb) =>
              gb.or([
                gb("g.expiresAt", "is", null),
                gb("g.expiresAt", ">", gb.cast<Date>(now, "timestamp")),
              ]),
            ),
          eb.lit(0),
        )
        .$castTo<number>()
        .as("giftBalanceCents"),
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
    ]);
}

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
      .selectFrom(
        promotionsQuery(
          sql<string[]>`cast(${userIds} as text[])`,
          sql.val(now),
          sql.val(exceptWeekId),
        ).as("p"),
      )
      .selectAll(),
);

/**
 * One customer's promotions as one JSON value, read inside the statement of a screen that prices
 * (the Meals weeks, a saved week, the home, the account): `user` and `now` (an ISO instant) are
 * that statement's.
 */
export function promotionsJson(user: Expression<string>, now: Expression<string>) {
  const eb = expressionBuilder<DB>();
  return jsonObjectFrom(
    eb
      .selectFrom(promotionsQuery(sql<string[]>`array[${user}]`, now, sql.lit("")).as("p"))
      .select(["p.coupon", "p.giftBalanceCents", "p.creditBalanceCents"]),
  ).$castTo<CustomerPromotions | null>();
}

/**
 * Each existing customer's promotions; `exceptWeekId`'s own order does not count as reached.
 * Inside a transaction, pass it (`tx`): the read then sees the transaction's own writes.
 */
export async function promotionsOf(
  userIds: readonly string[],
  now: Date,
  exceptWeekId: string | null = null,
  tx?: RawTx,
): Promise<Map<string, PromotionFacts>> {
  const input = { userIds, now: now.toISOString(), exceptWeekId: exceptWeekId ?? "" };
  const { rows } = await (tx ? promotionRows.inTransaction(tx, input) : promotionRows(input));
  return new Map(rows.map(({ userId, ...facts }) => [userId, facts]));
}

export async function customerPromotions(
  userId: string,
  now: Date,
  tx?: RawTx,
): Promise<CustomerPromotions> {
  const facts = (await promotionsOf([userId], now, null, tx)).get(userId);
  if (!facts) throw notFound("User");
  const { coupon, giftBalanceCents, creditBalanceCents } = facts;
  return { coupon, giftBalanceCents, creditBalanceCents };
}
