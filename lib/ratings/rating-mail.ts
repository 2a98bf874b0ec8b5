// "How was your box?", composed when the mail job runs from the order its job names: the link is
// signed then, so its 30 days start when the customer can first use it. A box whose every dish was
// reported missing by then has nothing to rate: no mail (null).
import { fromDateColumn } from "@/lib/clock";
import { db } from "@/lib/db";
import { appUrl, weekLabel } from "@/lib/mail/labels";
import type { ComposedMail } from "@/lib/mail/queued-mail";
import type { RatingInviteRef } from "./rating-invites";
import { receivedDishesOf } from "./received-dishes";
import { RATING_LINK_DAYS, ratingToken } from "./rating-token";

export async function composeRatingInvite(
  ref: RatingInviteRef,
  now: Date = new Date(),
): Promise<ComposedMail<"rate-your-box"> | null> {
  const order = await db.weeklyOrder.findUniqueOrThrow({
    where: { id: ref.orderId },
    select: {
      id: true,
      number: true,
      week: { select: { startDate: true } },
      user: { select: { email: true, firstName: true } },
      items: {
        orderBy: { dish: { name: "asc" } },
        select: { dishId: true, quantity: true, dish: { select: { id: true, name: true } } },
      },
    },
  });
  const received = await receivedDishesOf(order.id, order.items);
  // A split box lists a dish once per half: named once. One reported missing is not asked about.
  const dishes = [
    ...new Set(
      order.items.filter((item) => received.has(item.dish.id)).map((item) => item.dish.name),
    ),
  ];
  if (dishes.length === 0) return null;
  return {
    to: order.user.email,
    template: "rate-your-box",
    props: {
      firstName: order.user.firstName,
      orderNumber: order.number,
      weekLabel: weekLabel(fromDateColumn(order.week.startDate)),
      dishes,
      rateUrl: appUrl(`/rate/${ratingToken(order.id, now)}`),
      linkDays: RATING_LINK_DAYS,
    },
  };
}
