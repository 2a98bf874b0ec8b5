import { z } from "zod";
import { id } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/auth/request-ip";
import { attachCode } from "@/lib/coupons/attach-code";
import { limitedLookup } from "@/lib/coupons/code-guesses";

const params = z.object({ userId: id, coupon: z.string().min(1).max(64) });

// Failed codes are limited per address and per signed-in account (lib/coupons/code-guesses.ts).
export const POST = userRoute({ params }, ({ req, params, caller, now }) =>
  limitedLookup({ address: clientIp(req.headers), userId: caller.userId }, now, () =>
    attachCode(params.userId, params.coupon, now),
  ),
);
