// What customers have to spend: their latest coupon, gift balances and credits, and whether an
// order of theirs already reached the charge (which decides the first-order promotion). One
// statement for one customer (checkout, every price shown) or a rollover batch of a thousand;
// Prisma read it as three compiled queries each (issues 8 and 12).
import type { CouponTerms } from "@/lib/billing/pricing";
import { pool } from "@/lib/db";
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

// The customer's coupon is their newest redemption; gift codes count until they expire.
const PROMOTIONS = {
  name: "customer-promotions",
  text: `
  WITH users AS (SELECT DISTINCT unnest($1::text[]) AS id),
  coupons AS (
    SELECT DISTINCT ON (r."userId") r."userId", json_build_object(
      'code', c.code, 'discountType', c."discountType", 'percentOff', c."percentOff",
      'amountOffCents', c."amountOffCents", 'duration', c.duration) AS coupon
    FROM "CouponRedemption" r JOIN "Coupon" c ON c.id = r."couponId"
    WHERE r."userId" IN (SELECT id FROM users)
    ORDER BY r."userId", r."createdAt" DESC),
  gifts AS (
    SELECT g."redeemedById" AS "userId", SUM(g."balanceCents")::int AS cents
    FROM "GiftCode" g
    WHERE g."redeemedById" IN (SELECT id FROM users) AND g."balanceCents" > 0
      AND (g."expiresAt" IS NULL OR g."expiresAt" > $3::timestamp)
    GROUP BY g."redeemedById")
  SELECT users.id AS "userId", coupons.coupon, COALESCE(gifts.cents, 0) AS "giftBalanceCents",
    GREATEST(0, -u."balanceCents") AS "creditBalanceCents",
    EXISTS (SELECT 1 FROM "WeeklyOrder" o
            WHERE o."userId" = users.id AND o."weekId" IS DISTINCT FROM $2
              AND o.status::text = ANY($4::text[])) AS "hasReachedCharge"
  FROM users
  JOIN "User" u ON u.id = users.id
  LEFT JOIN coupons ON coupons."userId" = users.id
  LEFT JOIN gifts ON gifts."userId" = users.id`,
};

/** Each existing customer's promotions; `exceptWeekId`'s own order does not count as reached. */
export async function promotionsOf(
  userIds: readonly string[],
  now: Date,
  exceptWeekId: string | null = null,
): Promise<Map<string, PromotionFacts>> {
  const { rows } = await pool.query<PromotionFacts & { userId: string }>({
    ...PROMOTIONS,
    // An ISO instant cast to timestamp keeps its UTC wall time (the columns hold UTC).
    values: [userIds, exceptWeekId, now.toISOString(), REACHED_CHARGE],
  });
  return new Map(rows.map(({ userId, ...facts }) => [userId, facts]));
}

export async function customerPromotions(userId: string, now: Date): Promise<CustomerPromotions> {
  const facts = (await promotionsOf([userId], now)).get(userId);
  if (!facts) throw notFound("User");
  const { coupon, giftBalanceCents, creditBalanceCents } = facts;
  return { coupon, giftBalanceCents, creditBalanceCents };
}
