// The dish catalogue for admins: search and filter, create, edit, and delete — a dish never
// ordered is deleted; one that was is archived (kept for past orders and receipts).
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { invalidateCatalog } from "@/lib/cache/catalog";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { NO_RATINGS, ratingStats, type DishRatingStats } from "@/lib/ratings/admin-ratings";
import { ALLERGENS } from "./allergens";
import { dishSelect, toDishDto, type DishDto } from "./dish-dto";
import { recipeLinesSelect, recipeRows, replaceRecipe, toRecipe } from "./dish-recipe";
import type { DishInput } from "./dish-schema";
import type { RecipeLine } from "./recipe-schema";

export const PAGE_SIZE = 20;

export const dishListQuery = z.object({
  q: z.string().trim().max(80).optional(),
  /** At least this many grams of protein. */
  minProtein: z.coerce.number().int().min(0).max(500).optional(),
  /** Dishes that contain this allergen. */
  allergen: z.enum(ALLERGENS).optional(),
  archived: z.enum(["exclude", "only", "include"]).default("exclude"),
  /** By name, or by customers' ratings (best or worst average first, or most rated). */
  sort: z.enum(["name", "rating-best", "rating-worst", "most-rated"]).default("name"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export type DishListQuery = z.infer<typeof dishListQuery>;

export interface AdminDishDto extends DishDto {
  archived: boolean;
  /** Order lines that hold the dish: deleting such a dish archives it instead. */
  timesOrdered: number;
  /** Grams of each ingredient in one portion, in the chef's order (empty: no recipe yet). */
  recipe: RecipeLine[];
  /** Customers' ratings: the average (null when none) and how many, however few. */
  rating: DishRatingStats;
}

export interface DishPage {
  dishes: AdminDishDto[];
  total: number;
  page: number;
  pageSize: number;
}

const adminSelect = {
  ...dishSelect,
  deletedAt: true,
  _count: { select: { orderItems: true } },
  recipeLines: recipeLinesSelect,
} as const;

type AdminRow = Prisma.DishGetPayload<{ select: typeof adminSelect }>;

function toAdminDish(row: AdminRow, rating: DishRatingStats = NO_RATINGS): AdminDishDto {
  return {
    ...toDishDto(row),
    archived: row.deletedAt !== null,
    timesOrdered: row._count.orderItems,
    recipe: toRecipe(row.recipeLines),
    rating,
  };
}

type RatingSort = Exclude<DishListQuery["sort"], "name">;

/** Unrated dishes last whatever the order; ties by name. */
function byRating(sort: RatingSort, stats: Map<string, DishRatingStats>) {
  return (a: { id: string; name: string }, b: { id: string; name: string }) => {
    const x = stats.get(a.id) ?? NO_RATINGS;
    const y = stats.get(b.id) ?? NO_RATINGS;
    const rated = Number(y.count > 0) - Number(x.count > 0);
    if (rated !== 0) return rated;
    const diff =
      sort === "most-rated"
        ? y.count - x.count
        : sort === "rating-best"
          ? (y.average ?? 0) - (x.average ?? 0) || y.count - x.count
          : (x.average ?? 0) - (y.average ?? 0) || y.count - x.count;
    return diff || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  };
}

export async function listDishes(query: DishListQuery): Promise<DishPage> {
  const where: Prisma.DishWhereInput = {
    ...(query.archived === "exclude" ? { deletedAt: null } : {}),
    ...(query.archived === "only" ? { deletedAt: { not: null } } : {}),
    ...(query.minProtein !== undefined ? { protein: { gte: query.minProtein } } : {}),
    ...(query.allergen ? { allergens: { has: query.allergen } } : {}),
    ...(query.q
      ? {
          OR: [
            { name: { contains: query.q, mode: "insensitive" } },
            { description: { contains: query.q, mode: "insensitive" } },
            { ingredients: { contains: query.q, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const skip = (query.page - 1) * PAGE_SIZE;
  if (query.sort !== "name") {
    // An order by an aggregate of another table: the catalogue (hundreds of dishes) is ranked
    // whole by id, and only the page's rows are read in full.
    const [matching, stats] = await Promise.all([
      db.dish.findMany({ where, select: { id: true, name: true } }),
      ratingStats(),
    ]);
    const pageIds = matching
      .sort(byRating(query.sort, stats))
      .slice(skip, skip + PAGE_SIZE)
      .map((d) => d.id);
    const rows = await db.dish.findMany({ where: { id: { in: pageIds } }, select: adminSelect });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      dishes: pageIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toAdminDish(row, stats.get(id))] : [];
      }),
      total: matching.length,
      page: query.page,
      pageSize: PAGE_SIZE,
    };
  }
  const [total, rows] = await Promise.all([
    db.dish.count({ where }),
    db.dish.findMany({
      where,
      select: adminSelect,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip,
      take: PAGE_SIZE,
    }),
  ]);
  const stats = await ratingStats(rows.map((row) => row.id));
  return {
    dishes: rows.map((row) => toAdminDish(row, stats.get(row.id))),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

export async function getAdminDish(dishId: string): Promise<AdminDishDto> {
  const row = await db.dish.findUnique({ where: { id: dishId }, select: adminSelect });
  if (!row) throw notFound("Dish");
  return toAdminDish(row, (await ratingStats([dishId])).get(dishId));
}

function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return base || "dish";
}

/** A slug no other dish has: the name's, then "-2", "-3"… */
async function freeSlug(name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (
      await db.dish.findMany({
        where: { slug: { startsWith: base } },
        select: { slug: true },
      })
    ).map((d) => d.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The dish's own columns: the form's answer to "is 0 calories right?" is not one of them, and the
 * recipe has its own rows. */
function dishFacts(input: DishInput): Omit<DishInput, "confirmZeroCalories" | "recipe"> {
  const facts = { ...input };
  delete facts.confirmZeroCalories;
  delete facts.recipe;
  return facts;
}

export async function createDish(input: DishInput): Promise<AdminDishDto> {
  const row = await db.dish.create({
    data: {
      ...dishFacts(input),
      slug: await freeSlug(input.name),
      recipeLines: { create: recipeRows(input.recipe ?? []) },
    },
    select: adminSelect,
  });
  await invalidateCatalog("menus");
  return toAdminDish(row);
}

export async function updateDish(dishId: string, input: DishInput): Promise<AdminDishDto> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.dish.updateMany({ where: { id: dishId }, data: dishFacts(input) });
    if (count === 0) throw notFound("Dish");
    if (input.recipe) await replaceRecipe(tx, dishId, input.recipe);
  });
  await invalidateCatalog("menus");
  return getAdminDish(dishId);
}

/** Brings an archived dish back to the catalogue (it is not put back on any menu). */
export async function restoreDish(dishId: string): Promise<AdminDishDto> {
  const { count } = await db.dish.updateMany({ where: { id: dishId }, data: { deletedAt: null } });
  if (count === 0) throw notFound("Dish");
  await invalidateCatalog("menus");
  return getAdminDish(dishId);
}

export interface DeleteDishResult {
  outcome: "deleted" | "archived";
  message: string;
}

export async function deleteDish(dishId: string, now: Date): Promise<DeleteDishResult> {
  const result = await db.$transaction(async (tx) => {
    const dish = await tx.dish.findUnique({
      where: { id: dishId },
      select: { name: true, _count: { select: { orderItems: true } } },
    });
    if (!dish) throw notFound("Dish");
    if (dish._count.orderItems > 0) {
      await tx.dish.update({ where: { id: dishId }, data: { deletedAt: now } });
      return {
        outcome: "archived" as const,
        message: `${dish.name} was ordered before, so it was archived: past orders and receipts keep it, and it no longer shows on menus or in the catalogue.`,
      };
    }
    await tx.weekMenu.deleteMany({ where: { dishId } });
    await tx.dish.delete({ where: { id: dishId } });
    return {
      outcome: "deleted" as const,
      message: `${dish.name} was never ordered, so it was deleted.`,
    };
  });
  await invalidateCatalog("menus");
  return result;
}
