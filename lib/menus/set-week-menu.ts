// Publishes (or replaces) a delivery week's menu (admin): the week gets exactly these dishes, in
// this order. Dishes already in customers' orders stay in those orders; the admin work decides
// whether a locked week may still change.
import { z } from "zod";
import { parseOrThrow } from "@/lib/api/validation";
import { invalidateCatalog } from "@/lib/cache/catalog";
import { dateColumn, deliveryWeek, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isWeekStart } from "@/lib/weeks/is-week-start";
import { getWeekMenu, type WeekMenuDto } from "./week-menu";

export const weekMenuItemsSchema = z
  .array(
    z.object({
      dishId: z.string().min(1),
      isNew: z.boolean(),
      sortingOrder: z.number().int().min(0).max(100_000),
    }),
  )
  .max(60)
  .refine((items) => new Set(items.map((i) => i.dishId)).size === items.length, {
    message: "A dish can appear on a week's menu only once.",
  });

export type WeekMenuItemInput = z.infer<typeof weekMenuItemsSchema>[number];

export async function setWeekMenu(
  weekStart: IsoDate,
  items: WeekMenuItemInput[],
): Promise<WeekMenuDto | null> {
  if (!isWeekStart(weekStart)) {
    throw new AppError("VALIDATION", `A delivery week starts on a Monday: ${weekStart}`);
  }
  const menu = parseOrThrow(weekMenuItemsSchema, items);
  const dishIds = menu.map((item) => item.dishId);
  const week = deliveryWeek(weekStart);

  await db.$transaction(async (tx) => {
    const live = await tx.dish.count({ where: { id: { in: dishIds }, deletedAt: null } });
    if (live !== dishIds.length) {
      throw new AppError("VALIDATION", "Every dish on a menu must exist and not be deleted.");
    }
    // INSERT … ON CONFLICT DO NOTHING, then write: atomic where Prisma's upsert (read, then
    // insert) lets two concurrent saves collide on the unique index.
    const startDate = dateColumn(week.startDate);
    await tx.week.createMany({
      data: [{ startDate, endDate: dateColumn(week.endDate) }],
      skipDuplicates: true,
    });
    const { id: weekId } = await tx.week.findUniqueOrThrow({
      where: { startDate },
      select: { id: true },
    });
    await tx.weekMenu.deleteMany({ where: { weekId, dishId: { notIn: dishIds } } });
    await tx.weekMenu.createMany({
      data: menu.map((item) => ({
        weekId,
        dishId: item.dishId,
        isNew: item.isNew,
        sortingOrder: item.sortingOrder,
      })),
      skipDuplicates: true,
    });
    for (const item of menu) {
      await tx.weekMenu.updateMany({
        where: { weekId, dishId: item.dishId },
        data: { isNew: item.isNew, sortingOrder: item.sortingOrder },
      });
    }
  });

  await invalidateCatalog("menus");
  return getWeekMenu(weekStart);
}
