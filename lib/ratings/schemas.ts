// What a customer sends to rate a dish (the form and the handler share it).
import { z } from "zod";

export const COMMENT_MAX = 500;

export const rateDishSchema = z.object({
  dishId: z.string().min(1).max(64),
  stars: z.number().int().min(1).max(5),
  comment: z
    .string()
    .trim()
    .max(COMMENT_MAX, `Keep the comment under ${COMMENT_MAX} characters.`)
    .optional()
    .transform((comment) => (comment ? comment : null)),
});
export type RateDishInput = z.input<typeof rateDishSchema>;

export const ratingTokenParams = z.object({ token: z.string().min(20).max(300) });
