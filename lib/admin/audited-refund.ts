// A refund an admin sends, with its entry in the admin audit log (who, whose order, how much, why,
// the account before and after): the customer's record (user actions) and
// POST /api/admin/orders/{orderId}/refund go through here alike. The call once left no entry
// while the same refund from the record did (issue 38).
import type { Caller } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { formatCents } from "@/lib/format/money";
import { paymentProvider } from "@/lib/payments";
import { refundOrder, type RefundDto } from "@/lib/payments/refund-order";
import { readAuditState, writeAudit } from "./audit-log";

export async function auditedRefund(
  request: { orderId: string; amountCents?: number; reason: string; customerId?: string },
  admin: Caller,
  now: Date,
): Promise<{ refund: RefundDto; orderNumber: string }> {
  const order = await db.weeklyOrder.findFirst({
    // From a customer's record: only that customer's order.
    where: { id: request.orderId, ...(request.customerId ? { userId: request.customerId } : {}) },
    select: { number: true, userId: true },
  });
  if (!order) throw notFound("Order");
  const before = await readAuditState(order.userId);
  const refund = await refundOrder(
    {
      orderId: request.orderId,
      amountCents: request.amountCents,
      reason: request.reason,
      actorId: admin.userId,
    },
    { provider: paymentProvider(), now },
  );
  await writeAudit(
    db,
    {
      actorId: admin.userId,
      targetUserId: order.userId,
      action: "refund",
      detail: `${formatCents(refund.amountCents)} on order ${order.number}: ${request.reason}`,
      before: before ?? undefined,
      after: (await readAuditState(order.userId)) ?? undefined,
    },
    now,
  );
  return { refund, orderNumber: order.number };
}
