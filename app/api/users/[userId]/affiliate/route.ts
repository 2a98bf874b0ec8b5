// GET /api/users/{userId}/affiliate: the customer's affiliate record or null.
// POST: joins the affiliate programme once; repeating it returns the same record (the client
// retries it), 201 when it was created now, 200 when it already existed.
import { NextResponse } from "next/server";
import { userParams } from "@/lib/api/params";
import { userReadRoute, userRoute } from "@/lib/api/route";
import { affiliateOfUser, joinAffiliateProgramme } from "@/lib/referrals/affiliates";

export const GET = userReadRoute({ params: userParams }, async ({ params }) => ({
  affiliate: await affiliateOfUser(params.userId),
}));

export const POST = userRoute({ params: userParams }, async ({ params, now }) => {
  const { affiliate, created } = await joinAffiliateProgramme(params.userId, now);
  return NextResponse.json(affiliate, { status: created ? 201 : 200 });
});
