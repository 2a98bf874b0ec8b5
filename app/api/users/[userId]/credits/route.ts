// GET /api/users/{userId}/credits?page=&pageSize=: the credit balance, the ledger (newest first)
// and the referral link, for the Rewards tab.
import { userParams } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { creditHistory, creditHistoryQuery } from "@/lib/credits/credit-history";
import { referralSummary } from "@/lib/referrals/referral-summary";

export const GET = userRoute(
  { params: userParams, query: creditHistoryQuery },
  async ({ params, query }) => {
    const [history, referral] = await Promise.all([
      creditHistory(params.userId, query),
      referralSummary(params.userId),
    ]);
    return { ...history, referral };
  },
);
