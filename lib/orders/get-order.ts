// One order of one customer: the ownership is part of the query, so another id finds nothing.
import { notFound } from "@/lib/errors";
import { livePrice } from "./live-price";
import { orderDto, readOrder } from "./order-dto";

export async function getOrder(orderId: string, userId: string, isAdmin: boolean, now: Date) {
  const order = await readOrder(orderId, isAdmin ? undefined : userId);
  if (!order) throw notFound("Order");
  return orderDto(order, await livePrice(order, now));
}
