// The two delivery mails, composed when the mail job runs (their jobs name the order and day, a
// few bytes, since a day's start queues one per stop): "Your box is on its way" and "Delivered"
// with the time the stop was marked, in Toronto time.
import type { DeliveryDay } from "@/generated/prisma/client";
import { formatDeadline, fromDateColumn, torontoDay } from "@/lib/clock";
import { db } from "@/lib/db";
import { arrivalDayLabel } from "@/lib/deliveries/arrival-day";
import { addressLine, itemDay } from "@/lib/deliveries/boxes";
import { deliveryDate, windowLabel } from "@/lib/delivery-schedule/windows";
import { appUrl } from "@/lib/mail/labels";
import type { ComposedMail, MailRef } from "@/lib/mail/queued-mail";

export type DeliveryMailRef = {
  compose: "box-on-its-way" | "box-delivered";
  orderId: string;
  day: DeliveryDay;
};

export const isDeliveryMailRef = (ref: MailRef): ref is DeliveryMailRef =>
  ref.compose === "box-on-its-way" || ref.compose === "box-delivered";

export async function composeDeliveryMail(ref: DeliveryMailRef): Promise<ComposedMail> {
  const order = await db.weeklyOrder.findUniqueOrThrow({
    where: { id: ref.orderId },
    select: {
      number: true,
      deliveryDay: true,
      deliveryTime: true,
      week: { select: { startDate: true } },
      user: { select: { email: true, firstName: true } },
      address: { select: { street: true, unit: true, city: true, postalCode: true } },
      items: {
        orderBy: { id: "asc" },
        select: { quantity: true, slot: true, dish: { select: { name: true } } },
      },
      deliveryStops: { where: { day: ref.day }, select: { markedAt: true } },
    },
  });
  const box = order.items.filter((item) => itemDay(order, item.slot) === ref.day);
  const ordersUrl = appUrl("/customer/orders");
  if (ref.compose === "box-delivered") {
    const markedAt = order.deliveryStops[0]?.markedAt;
    if (!markedAt) throw new Error(`Stop ${ref.orderId} ${ref.day} was not marked delivered`);
    return {
      to: order.user.email,
      template: "box-delivered",
      props: {
        firstName: order.user.firstName,
        orderNumber: order.number,
        deliveredAtLabel: formatDeadline(markedAt),
        mealsCount: box.reduce((sum, item) => sum + item.quantity, 0),
        ordersUrl,
      },
    };
  }
  return {
    to: order.user.email,
    template: "box-on-its-way",
    props: {
      firstName: order.user.firstName,
      orderNumber: order.number,
      dayLabel: arrivalDayLabel(
        deliveryDate(fromDateColumn(order.week.startDate), ref.day),
        torontoDay(new Date()),
      ),
      windowLabel: windowLabel(order.deliveryTime),
      meals: box.map((item) => ({ name: item.dish.name, quantity: item.quantity, slot: "SINGLE" })),
      addressLine: order.address ? addressLine(order.address) : null,
      ordersUrl,
    },
  };
}
