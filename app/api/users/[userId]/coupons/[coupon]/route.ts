import { z } from "zod";
import { id } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { attachCode } from "@/lib/coupons/attach-code";

const params = z.object({ userId: id, coupon: z.string().min(1).max(64) });

export const POST = userRoute({ params }, ({ params, now }) =>
  attachCode(params.userId, params.coupon, now),
);
