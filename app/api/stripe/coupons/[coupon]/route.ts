import { z } from "zod";
import { publicRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/auth/request-ip";
import { limitedLookup } from "@/lib/coupons/code-guesses";
import { lookupCode } from "@/lib/coupons/lookup-code";

const params = z.object({ coupon: z.string().min(1).max(64) });

// Checks a coupon or gift code before it is attached (the client does not retry this call).
// Failed lookups are limited per address (lib/coupons/code-guesses.ts).
export const GET = publicRoute({ params }, ({ req, params, now }) =>
  limitedLookup({ address: clientIp(req.headers), userId: null }, now, () =>
    lookupCode(params.coupon, now, null),
  ),
);
