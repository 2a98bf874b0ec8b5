// The referral card's facts: the customer's code and link, and how many friends joined with it.
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { REFERRAL_CREDIT_CENTS, referralLink } from "./referral-link";

export interface ReferralDto {
  code: string;
  link: string;
  /** What each friend earns the customer, in cents. */
  creditPerReferralCents: number;
  /** Friends who signed up with the code. */
  friendsJoined: number;
  /** Friends whose referral has been credited. */
  friendsCredited: number;
}

export async function referralSummary(userId: string): Promise<ReferralDto> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { referralCode: true },
  });
  if (!user) throw notFound("User");
  return referralCounts(userId, user.referralCode);
}

/** The summary for a code the caller has already read (the dashboard reads it with the user). */
export async function referralCounts(userId: string, code: string): Promise<ReferralDto> {
  const groups = await db.referral.groupBy({
    by: ["status"],
    where: { referrerId: userId },
    _count: { _all: true },
  });
  const count = (status?: string) =>
    groups.filter((g) => !status || g.status === status).reduce((sum, g) => sum + g._count._all, 0);
  return toReferralDto(code, count(), count("CREDITED"));
}

export function toReferralDto(code: string, joined: number, credited: number): ReferralDto {
  return {
    code,
    link: referralLink(code),
    creditPerReferralCents: REFERRAL_CREDIT_CENTS,
    friendsJoined: joined,
    friendsCredited: credited,
  };
}
