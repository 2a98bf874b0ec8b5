import { z } from "zod";
import { publicRoute } from "@/lib/api/route";
import { lookupCode } from "@/lib/coupons/lookup-code";

const params = z.object({ coupon: z.string().min(1).max(64) });

// Checks a coupon or gift code before it is attached (the client does not retry this call).
export const GET = publicRoute({ params }, ({ params, now }) =>
  lookupCode(params.coupon, now, null),
);
