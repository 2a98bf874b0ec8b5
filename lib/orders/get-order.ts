// One order of one customer: the ownership is part of the query, so another id finds nothing.
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { livePrice } from "./live-price";
import { orderDto, orderInclude } from "./order-dto";

export async function getOrder(orderId: string, userId: string, isAdmin: boolean, now: Date) {
  const order = await db.weeklyOrder.findFirst({
    where: { id: orderId, ...(isAdmin ? {} : { userId }) },
    include: orderInclude,
  });
  if (!order) throw notFound("Order");
  return orderDto(order, await livePrice(order, now));
}
