// A dish's average stars and how many customers rated it, as the menu cards show them: only once
// MIN_RATINGS customers have (fewer is an anecdote, not an average). Cached per menu week beside
// the menu itself, and dropped on every rating (scope "ratings"), so the menu stays cached.
import { cached, catalogKeys } from "@/lib/cache/catalog";
import { kysely } from "@/lib/db/kysely";
import { anyText } from "@/lib/db/sql-params";

export const MIN_RATINGS = 3;

export interface RatingSummary {
  /** Mean stars, one decimal (4.3). */
  average: number;
  count: number;
}

/** One decimal, as the cards and the admin catalogue show it. */
export const roundAverage = (mean: number) => Math.round(mean * 10) / 10;

async function loadSummaries(dishIds: readonly string[]): Promise<Record<string, RatingSummary>> {
  if (dishIds.length === 0) return {};
  const rows = await kysely
    .selectFrom("DishRating")
    .where("dishId", "=", anyText([...dishIds]))
    .groupBy("dishId")
    .having((eb) => eb.fn.countAll(), ">=", MIN_RATINGS)
    .select((eb) => [
      "dishId",
      eb.fn.avg<string>("stars").as("average"),
      eb.fn.countAll<string>().as("count"),
    ])
    .execute();
  return Object.fromEntries(
    rows.map((row) => [
      row.dishId,
      { average: roundAverage(Number(row.average)), count: Number(row.count) },
    ]),
  );
}

/** The summaries of a week menu's dishes (those with at least MIN_RATINGS ratings). */
export function menuRatingSummaries(
  weekStart: string,
  dishIds: readonly string[],
): Promise<Record<string, RatingSummary>> {
  return cached(catalogKeys.dishRatings(weekStart), () => loadSummaries(dishIds));
}
