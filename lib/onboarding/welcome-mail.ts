// The welcome mail a new customer gets right after sign-up (issue 27: the first mail used to come
// at charge time): the first box's meals and its price as the one pricing function gives it now.
// Composed outside the sign-up's transaction (its reads use the pool: complete-onboarding.ts).
import { formatDeadline, fromDateColumn, orderDeadline } from "@/lib/clock";
import { db } from "@/lib/db";
import { appUrl, deliveryLabel, weekLabel } from "@/lib/mail/labels";
import type { MailJob } from "@/lib/mail/queued-mail";
import { moneyLines } from "@/lib/orders/order-mails";
import { priceForCustomer } from "@/lib/orders/price-for-customer";

export async function welcomeMail(orderId: string, now: Date): Promise<MailJob<"welcome">> {
  const order = await db.weeklyOrder.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      userId: true,
      number: true,
      splitDelivery: true,
      deliveryDay: true,
      deliveryTime: true,
      week: { select: { startDate: true } },
      plan: { select: { name: true, mealsPerWeek: true, pricePerMealCents: true } },
      user: { select: { email: true, firstName: true } },
      items: {
        orderBy: [{ slot: "asc" }, { dish: { name: "asc" } }],
        select: { quantity: true, slot: true, dish: { select: { name: true } } },
      },
    },
  });
  const weekStart = fromDateColumn(order.week.startDate);
  const { price } = await priceForCustomer({
    userId: order.userId,
    plan: order.plan,
    splitDelivery: order.splitDelivery,
    now,
    weekStartDate: order.week.startDate,
  });
  return {
    template: "welcome",
    to: order.user.email,
    props: {
      firstName: order.user.firstName,
      planName: order.plan.name,
      orderNumber: order.number,
      weekLabel: weekLabel(weekStart),
      deliveryLabel: deliveryLabel(
        weekStart,
        order.deliveryDay,
        order.splitDelivery,
        order.deliveryTime,
      ),
      meals: order.items.map((item) => ({
        name: item.dish.name,
        quantity: item.quantity,
        slot: item.slot,
      })),
      lines: moneyLines({
        subtotalCents: price.subtotalCents,
        discountCents: price.firstOrderPromoCents + price.couponSavingsCents,
        firstOrderPromoCents: price.firstOrderPromoCents,
        giftCents: price.giftCardSavingsCents,
        creditCents: price.creditsAppliedCents,
        taxCents: price.taxCents,
      }),
      totalCents: price.totalCents,
      chargeLabel: formatDeadline(orderDeadline(weekStart)),
      mealsUrl: appUrl(`/customer/meals?week=${weekStart}`),
    },
  };
}
