// GET /api/users/{userId}/credits?page=&pageSize=: the credit balance, the gift card balance, the
// ledger (newest first) and the referral link, for the Rewards tab.
import { userParams } from "@/lib/api/params";
import { userReadRoute } from "@/lib/api/route";
import { customerPromotions } from "@/lib/coupons/customer-promotions";
import { creditHistory, creditHistoryQuery } from "@/lib/credits/credit-history";
import { referralSummary } from "@/lib/referrals/referral-summary";

export const GET = userReadRoute(
  { params: userParams, query: creditHistoryQuery },
  async ({ params, query, now }) => {
    const [history, referral, promotions] = await Promise.all([
      creditHistory(params.userId, query),
      referralSummary(params.userId),
      customerPromotions(params.userId, now),
    ]);
    return { ...history, giftBalanceCents: promotions.giftBalanceCents, referral };
  },
);
