// Response schemas of the ratings calls. Typed against the domain DTOs, so a field added to or
// retyped in a DTO fails the typecheck until its schema follows.
import { z } from "zod";
import type { AdminDishRatingsDto } from "@/lib/ratings/admin-ratings";
import type { BoxRatingsDto } from "@/lib/ratings/box-ratings";
import { instant, isoDate } from "./common";

const stars = z.number().int().min(1).max(5);

export const boxRatingsSchema: z.ZodType<BoxRatingsDto> = z
  .object({
    orderId: z.string(),
    orderNumber: z.string(),
    weekStart: isoDate.meta({ description: "Monday of the delivery week (Toronto)." }),
    firstName: z.string(),
    canRate: z.boolean().meta({ description: "Delivered: its dishes can be rated." }),
    dishes: z.array(
      z.object({
        dishId: z.string(),
        name: z.string(),
        imageUrl: z.string(),
        stars: stars.nullable().meta({ description: "null until the customer rates it." }),
        comment: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "BoxRatings" });

export const adminDishRatingsSchema: z.ZodType<AdminDishRatingsDto> = z
  .object({
    dishId: z.string(),
    name: z.string(),
    average: z.number().nullable().meta({ description: "One decimal; null: not rated yet." }),
    count: z.number().int(),
    histogram: z
      .array(z.number().int())
      .length(5)
      .meta({ description: "Customers per number of stars, 1 star first." }),
    ratings: z.array(
      z.object({
        id: z.string(),
        stars,
        comment: z.string().nullable(),
        customerName: z.string(),
        customerId: z.string(),
        orderNumber: z.string(),
        ratedAt: instant,
      }),
    ),
  })
  .meta({ id: "AdminDishRatings" });
