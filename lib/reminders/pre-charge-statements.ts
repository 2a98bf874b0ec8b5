// 24 hours before the deadline: every active customer with an order for the upcoming week gets
// the exact amount the rollover will charge, with credits and gift balance applied (the same plan
// as the rollover's, so the two cannot disagree).
import { dateColumn, formatDeadline, orderDeadline, upcomingWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { DEFAULT_CARD } from "@/lib/payments/default-card";
import { queueMails, type MailJob } from "@/lib/mail/queued-mail";
import { appUrl, cardLabel, weekLabel } from "@/lib/mail/labels";
import { previewFacts } from "@/lib/rollover/preview";
import { planOrders, weekMenuByPopularity } from "@/lib/rollover/plan-orders";
import { moneyLines } from "@/lib/orders/order-mails";

export async function sendPreChargeStatements(now: Date): Promise<number> {
  const weekStart = upcomingWeekStart(now);
  const week = await db.week.findUnique({
    where: { startDate: dateColumn(weekStart) },
    select: { id: true, startDate: true },
  });
  if (!week) return 0;
  const [facts, menu] = await Promise.all([previewFacts(week), weekMenuByPopularity(week.id)]);
  const planned = await planOrders(facts, menu, now);
  const cards = await db.paymentMethod.findMany({
    where: { userId: { in: planned.map((o) => o.userId) }, ...DEFAULT_CARD },
    select: { userId: true, brand: true, last4: true },
  });
  const cardOf = new Map(cards.map((c) => [c.userId, c]));
  await queueMails(
    planned.map((o): MailJob<"pre-charge-statement"> => ({
      template: "pre-charge-statement",
      to: o.email,
      props: {
        firstName: o.firstName,
        weekLabel: weekLabel(weekStart),
        chargeAtLabel: formatDeadline(orderDeadline(weekStart)),
        lines: moneyLines(
          {
            subtotalCents: o.price.subtotalCents,
            discountCents: o.price.firstOrderPromoCents + o.price.couponSavingsCents,
            firstOrderPromoCents: o.price.firstOrderPromoCents,
            giftCents: o.price.giftCardSavingsCents,
            creditCents: o.price.creditsAppliedCents,
            taxCents: o.price.taxCents,
          },
          o.addOns,
        ),
        totalCents: o.price.totalCents,
        cardLabel: o.price.totalCents > 0 ? cardLabel(cardOf.get(o.userId) ?? null) : null,
        mealsUrl: appUrl("/customer/meals"),
      },
    })),
  );
  return planned.length;
}
