// What admins see of ratings: every dish's average and count (however few), and one dish's
// ratings with their comments, newest first, naming the customer and the box.
import { db } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { anyText } from "@/lib/db/sql-params";
import { notFound } from "@/lib/errors";
import { roundAverage } from "./summaries";

export interface DishRatingStats {
  /** null until someone rates it. */
  average: number | null;
  count: number;
}

/** The stats of `dishIds` (every dish, or the catalogue's matching ids), by id. */
export async function ratingStats(
  dishIds?: readonly string[],
): Promise<Map<string, DishRatingStats>> {
  let query = kysely
    .selectFrom("DishRating")
    .groupBy("dishId")
    .select((eb) => [
      "dishId",
      eb.fn.avg<string>("stars").as("average"),
      eb.fn.countAll<string>().as("count"),
    ]);
  if (dishIds) {
    if (dishIds.length === 0) return new Map();
    query = query.where("dishId", "=", anyText([...dishIds]));
  }
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.dishId,
      { average: roundAverage(Number(row.average)), count: Number(row.count) },
    ]),
  );
}

export const NO_RATINGS: DishRatingStats = { average: null, count: 0 };

export interface AdminRatingDto {
  id: string;
  stars: number;
  comment: string | null;
  customerName: string;
  customerId: string;
  orderNumber: string;
  /** ISO instant of the last change. */
  ratedAt: string;
}

export interface AdminDishRatingsDto extends DishRatingStats {
  dishId: string;
  name: string;
  /** How many customers gave each number of stars: index 0 is 1 star. */
  histogram: number[];
  ratings: AdminRatingDto[];
}

export async function dishRatingsForAdmin(dishId: string): Promise<AdminDishRatingsDto> {
  const dish = await db.dish.findUnique({
    where: { id: dishId },
    select: { id: true, name: true },
  });
  if (!dish) throw notFound("Dish");
  const rows = await db.dishRating.findMany({
    where: { dishId },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      stars: true,
      comment: true,
      updatedAt: true,
      user: { select: { id: true, firstName: true, lastName: true } },
      order: { select: { number: true } },
    },
  });
  const histogram = [0, 0, 0, 0, 0];
  for (const row of rows) histogram[row.stars - 1] += 1;
  const total = rows.reduce((sum, row) => sum + row.stars, 0);
  return {
    dishId: dish.id,
    name: dish.name,
    average: rows.length > 0 ? roundAverage(total / rows.length) : null,
    count: rows.length,
    histogram,
    ratings: rows.map((row) => ({
      id: row.id,
      stars: row.stars,
      comment: row.comment,
      customerName: `${row.user.firstName} ${row.user.lastName}`.trim(),
      customerId: row.user.id,
      orderNumber: row.order.number,
      ratedAt: row.updatedAt.toISOString(),
    })),
  };
}
