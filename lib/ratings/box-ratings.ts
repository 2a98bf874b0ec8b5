// A delivered box's dishes with the customer's stars and comment on each, and rating one of them
// (from Past orders, signed in, or from the mail's signed link). A customer has one rating per
// dish: rating it again, from this box or a later one, changes it. A dish reported missing is left
// out (received-dishes.ts).
import { fromDateColumn, type IsoDate } from "@/lib/clock";
import { invalidateCatalog } from "@/lib/cache/catalog";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { receivedDishesOf } from "./received-dishes";
import { rateDishSchema } from "./schemas";
import type { z } from "zod";

export interface RatedDishDto {
  dishId: string;
  name: string;
  imageUrl: string;
  /** null until the customer rates it. */
  stars: number | null;
  comment: string | null;
}

export interface BoxRatingsDto {
  orderId: string;
  orderNumber: string;
  /** Monday of the delivery week. */
  weekStart: IsoDate;
  firstName: string;
  /** Delivered: its dishes can be rated (before that the read answers, the rating is refused). */
  canRate: boolean;
  dishes: RatedDishDto[];
}

/** The order, if it is `userId`'s (when given); 404 otherwise. */
async function ownOrder(orderId: string, userId: string | null) {
  const order = await db.weeklyOrder.findFirst({
    where: { id: orderId, ...(userId ? { userId } : {}) },
    select: {
      id: true,
      number: true,
      status: true,
      userId: true,
      week: { select: { startDate: true } },
      user: { select: { firstName: true } },
      items: {
        orderBy: { dish: { name: "asc" } },
        select: {
          dishId: true,
          quantity: true,
          dish: { select: { id: true, name: true, imageUrl: true } },
        },
      },
    },
  });
  if (!order) throw new AppError("NOT_FOUND", "Order not found.");
  return order;
}

/** `userId` null: the caller proved the order by a signed link (rating-token.ts). */
export async function boxRatings(orderId: string, userId: string | null): Promise<BoxRatingsDto> {
  const order = await ownOrder(orderId, userId);
  const received = await receivedDishesOf(order.id, order.items);
  // A split box lists a dish once per half: one rating each all the same.
  const dishes = new Map(
    order.items
      .filter((item) => received.has(item.dish.id))
      .map((item) => [item.dish.id, item.dish]),
  );
  const ratings = await db.dishRating.findMany({
    where: { userId: order.userId, dishId: { in: [...dishes.keys()] } },
    select: { dishId: true, stars: true, comment: true },
  });
  const byDish = new Map(ratings.map((r) => [r.dishId, r]));
  return {
    orderId: order.id,
    orderNumber: order.number,
    weekStart: fromDateColumn(order.week.startDate),
    firstName: order.user.firstName,
    canRate: order.status === "DELIVERED",
    dishes: [...dishes.values()].map((dish) => ({
      dishId: dish.id,
      name: dish.name,
      imageUrl: dish.imageUrl,
      stars: byDish.get(dish.id)?.stars ?? null,
      comment: byDish.get(dish.id)?.comment ?? null,
    })),
  };
}

/** Rates (or re-rates) one dish of a delivered box; answers the box as it now reads. */
export async function rateDish(
  orderId: string,
  userId: string | null,
  input: z.output<typeof rateDishSchema>,
  now: Date,
): Promise<BoxRatingsDto> {
  const order = await ownOrder(orderId, userId);
  if (order.status !== "DELIVERED")
    throw new AppError("CONFLICT", "You can rate this box's meals once it has been delivered.");
  if (!order.items.some((item) => item.dish.id === input.dishId))
    throw new AppError("NOT_FOUND", "That dish was not in this box.");
  if (!(await receivedDishesOf(order.id, order.items)).has(input.dishId))
    throw new AppError(
      "CONFLICT",
      "You reported this dish missing from this box, so it cannot be rated.",
    );
  const rating = { orderId: order.id, stars: input.stars, comment: input.comment, updatedAt: now };
  await db.dishRating.upsert({
    where: { userId_dishId: { userId: order.userId, dishId: input.dishId } },
    create: { ...rating, userId: order.userId, dishId: input.dishId, createdAt: now },
    update: rating,
  });
  // The menus' averages (summaries.ts) are cached apart from the menus: only they are dropped.
  await invalidateCatalog("ratings");
  return boxRatings(order.id, userId);
}
