// The affiliate programme: a customer joins once (POST .../affiliate is idempotent, because the
// client retries it) and gets a code, a tracked link and a commission rate.
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { newReferralCode } from "@/lib/auth/referral-code";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { affiliateLink } from "./referral-link";

/** Commission on the orders of customers an affiliate brings in, in percent. */
export const AFFILIATE_COMMISSION_PERCENT = 10;
const CODE_TRIES = 5;

export interface AffiliateDto {
  id: string;
  userId: string;
  code: string;
  link: string;
  commissionPercent: number;
  active: boolean;
  createdAt: string;
  /** Customers who signed up with the affiliate code. */
  referredCustomers: number;
}

interface AffiliateRow {
  id: string;
  userId: string;
  code: string;
  commissionPercent: number;
  active: boolean;
  createdAt: Date;
}

async function toDto(row: AffiliateRow): Promise<AffiliateDto> {
  const referredCustomers = await db.referral.count({ where: { code: row.code } });
  return {
    id: row.id,
    userId: row.userId,
    code: row.code,
    link: affiliateLink(row.code),
    commissionPercent: row.commissionPercent,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    referredCustomers,
  };
}

/** The customer's affiliate record, if they joined. */
export async function affiliateOfUser(userId: string): Promise<AffiliateDto | null> {
  const row = await db.affiliate.findUnique({ where: { userId } });
  return row ? toDto(row) : null;
}

/** One affiliate, for its owner or an admin; anyone else finds nothing (404). */
export async function getAffiliate(
  id: string,
  callerId: string,
  isAdmin: boolean,
): Promise<AffiliateDto> {
  const row = await db.affiliate.findFirst({
    where: { id, ...(isAdmin ? {} : { userId: callerId }) },
  });
  if (!row) throw notFound("Affiliate");
  return toDto(row);
}

/** Joins the programme once; calling again returns the same record (`created: false`). */
export async function joinAffiliateProgramme(
  userId: string,
  now: Date,
): Promise<{ affiliate: AffiliateDto; created: boolean }> {
  const existing = await db.affiliate.findUnique({ where: { userId } });
  if (existing) return { affiliate: await toDto(existing), created: false };
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw notFound("User");

  for (let attempt = 1; ; attempt++) {
    try {
      const row = await db.affiliate.create({
        data: {
          userId,
          code: `AF${newReferralCode(6)}`,
          commissionPercent: AFFILIATE_COMMISSION_PERCENT,
          createdAt: now,
        },
      });
      return { affiliate: await toDto(row), created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent (retried) request joined first: answer with its record.
      const winner = await db.affiliate.findUnique({ where: { userId } });
      if (winner) return { affiliate: await toDto(winner), created: false };
      // Otherwise the random code collided with another affiliate's: draw again.
      if (attempt >= CODE_TRIES) throw error;
    }
  }
}
