// The notice a customer gets when their plan is cancelled (by them, or with a deactivation):
// what is still delivered, and the gift balance and credit they keep. Queued in the
// cancellation's transaction (issue 27: a cancellation sent no mail at all).
import { currentWeekStart, dateColumn, fromDateColumn } from "@/lib/clock";
import { customerPromotions } from "@/lib/coupons/customer-promotions";
import type { Tx } from "@/lib/db";
import { appUrl, weekLabel } from "@/lib/mail/labels";
import { queueMails } from "@/lib/mail/queued-mail";

export async function queueCancellationMail(
  tx: Tx,
  subscriptionId: string,
  now: Date,
): Promise<void> {
  const sub = await tx.subscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: {
      userId: true,
      plan: { select: { name: true } },
      user: { select: { email: true, firstName: true } },
      orders: {
        // Locked or paid, this week or later: the kitchen has it, so it is still delivered.
        where: {
          status: { in: ["LOCKED", "REQUIRES_ACTION", "PAID"] },
          week: { startDate: { gte: dateColumn(currentWeekStart(now)) } },
        },
        orderBy: { week: { startDate: "asc" } },
        select: { week: { select: { startDate: true } } },
      },
    },
  });
  const promotions = await customerPromotions(sub.userId, now, tx);
  await queueMails(
    [
      {
        template: "plan-cancelled",
        to: sub.user.email,
        props: {
          firstName: sub.user.firstName,
          planName: sub.plan.name,
          stillDelivered: sub.orders.map((o) => weekLabel(fromDateColumn(o.week.startDate))),
          giftBalanceCents: promotions.giftBalanceCents,
          creditCents: promotions.creditBalanceCents,
          restartUrl: appUrl("/customer/account?tab=plan"),
        },
      },
    ],
    tx,
  );
}
