// Publishes (or replaces) a delivery week's menu (admin): the week gets exactly these dishes, in
// this order, with their caps. Dishes already in customers' open orders stay in those orders; a
// dish in a locked (or charged) order cannot be removed. Whether a week past its deadline may
// still change is the admin layer's call (lib/menus/admin-week-menu.ts).
import { z } from "zod";
import { parseOrThrow } from "@/lib/api/validation";
import { invalidateCatalog } from "@/lib/cache/catalog";
import { dateColumn, deliveryWeek, type IsoDate } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isWeekStart } from "@/lib/weeks/is-week-start";
import { getWeekMenu, type WeekMenuDto } from "./week-menu";

export const weekMenuItemsSchema = z
  .array(
    z.object({
      dishId: z.string().min(1),
      isNew: z.boolean(),
      sortingOrder: z.number().int().min(0).max(100_000),
      /** Portions on offer this week; null or absent means no limit. */
      cap: z.number().int().min(0).max(100_000).nullable().optional(),
    }),
  )
  .max(60)
  .refine((items) => new Set(items.map((i) => i.dishId)).size === items.length, {
    message: "A dish can appear on a week's menu only once.",
  });

export type WeekMenuItemInput = z.infer<typeof weekMenuItemsSchema>[number];

/** Orders in these states are locked for the kitchen: their dishes stay on the menu. */
const LOCKED = ["LOCKED", "PAID", "REQUIRES_ACTION", "PAYMENT_FAILED", "DELIVERED"] as const;

export async function setWeekMenu(
  weekStart: IsoDate,
  items: WeekMenuItemInput[],
  /** A week that gets its first menu here stays hidden from customers until it is published. */
  options: { draftIfNew?: boolean } = {},
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
    const { id: weekId, _count } = await tx.week.findUniqueOrThrow({
      where: { startDate },
      select: { id: true, _count: { select: { menus: true } } },
    });
    if (options.draftIfNew && _count.menus === 0) {
      await tx.week.update({ where: { id: weekId }, data: { menuDraft: true } });
    }
    await assertRemovable(tx, weekId, dishIds);
    await tx.weekMenu.deleteMany({ where: { weekId, dishId: { notIn: dishIds } } });
    await tx.weekMenu.createMany({
      data: menu.map((item) => ({
        weekId,
        dishId: item.dishId,
        isNew: item.isNew,
        sortingOrder: item.sortingOrder,
        cap: item.cap ?? null,
      })),
      skipDuplicates: true,
    });
    for (const item of menu) {
      await tx.weekMenu.updateMany({
        where: { weekId, dishId: item.dishId },
        data: { isNew: item.isNew, sortingOrder: item.sortingOrder, cap: item.cap ?? null },
      });
    }
  });

  await invalidateCatalog("menus");
  return getWeekMenu(weekStart);
}

/** Refuses to drop a dish that locked orders of the week hold, naming how many orders. */
async function assertRemovable(tx: Tx, weekId: string, keep: string[]) {
  const held = await tx.orderItem.groupBy({
    by: ["dishId"],
    where: {
      dishId: { notIn: keep },
      order: { weekId, status: { in: [...LOCKED] } },
    },
    _count: { orderId: true },
  });
  const blocked = held.find((row) => row._count.orderId > 0);
  if (!blocked) return;
  const orders = await tx.weeklyOrder.count({
    where: { weekId, status: { in: [...LOCKED] }, items: { some: { dishId: blocked.dishId } } },
  });
  const dish = await tx.dish.findUnique({ where: { id: blocked.dishId }, select: { name: true } });
  throw new AppError(
    "CONFLICT",
    `${dish?.name ?? "This dish"} is in ${orders} locked ${orders === 1 ? "order" : "orders"} and cannot be removed from this week's menu.`,
  );
}
