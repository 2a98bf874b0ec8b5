// POST /api/admin/orders/{orderId}/refund { amountCents?, reason }: refund a paid order in full
// (no amount) or in part. The invoice and the customer's Past orders show it, and the admin audit
// log records it.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { auditedRefund } from "@/lib/admin/audited-refund";

const params = z.object({ orderId: id });
const body = z.object({
  amountCents: z
    .number({ message: "Enter the amount in cents" })
    .int("Enter the amount in cents")
    .positive("A refund is more than $0.00")
    .max(10_000_000)
    .optional(),
  reason: z.string().trim().min(1, "Say why you refund").max(200),
});

export const POST = adminRoute({ params, body }, async ({ params, body, caller, now }) => {
  // Audited as the same refund from the customer's record is (lib/admin/audited-refund.ts).
  const { refund } = await auditedRefund({ orderId: params.orderId, ...body }, caller, now);
  return refund;
});
