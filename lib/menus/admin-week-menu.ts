// The admin's view of a week's menu (drafts included, with caps and portions taken) and the two
// admin writes: save the menu, publish it. A week past its order deadline is read-only.
import { z } from "zod";
import { invalidateCatalog } from "@/lib/cache/catalog";
import { dateColumn, deliveryWeek, formatDay, isBeforeDeadline, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isWeekStart } from "@/lib/weeks/is-week-start";
import { dishSelect, toDishDto, type DishDto } from "./dish-dto";
import { capsBelowOrdered, capWarning } from "./cap-warnings";
import { portionsTaken } from "./dish-caps";
import { setWeekMenu, weekMenuItemsSchema } from "./set-week-menu";

export const adminWeekParams = z.object({
  weekStart: z.string().refine(isWeekStart, "A delivery week starts on a Monday (YYYY-MM-DD)."),
});

export const adminWeekMenuBody = z.object({
  items: weekMenuItemsSchema,
  /** The admin saw the warning and keeps caps below what is ordered (cap-warnings.ts). */
  confirmCapsBelowOrdered: z.boolean().optional(),
});

export interface AdminWeekMenuItem {
  dish: DishDto;
  isNew: boolean;
  sortingOrder: number;
  cap: number | null;
  /** Portions already in the week's orders. */
  taken: number;
}

export interface AdminWeekMenuDto {
  weekStart: IsoDate;
  endDate: IsoDate;
  orderDeadline: string;
  /** Past the deadline: the menu can no longer change. */
  readOnly: boolean;
  /** Saved but not yet shown to customers. */
  draft: boolean;
  items: AdminWeekMenuItem[];
}

export async function getAdminWeekMenu(weekStart: IsoDate, now: Date): Promise<AdminWeekMenuDto> {
  const week = deliveryWeek(weekStart);
  const row = await db.week.findUnique({
    where: { startDate: dateColumn(weekStart) },
    select: {
      id: true,
      menuDraft: true,
      menus: {
        where: { dish: { deletedAt: null } },
        orderBy: [{ sortingOrder: "asc" }, { dish: { name: "asc" } }],
        select: { isNew: true, sortingOrder: true, cap: true, dish: { select: dishSelect } },
      },
    },
  });
  const menus = row?.menus ?? [];
  const taken = row
    ? await portionsTaken(
        db,
        row.id,
        menus.map((m) => m.dish.id),
      )
    : new Map<string, number>();
  return {
    weekStart,
    endDate: week.endDate,
    orderDeadline: week.orderDeadline.toISOString(),
    readOnly: !isBeforeDeadline(weekStart, now),
    draft: menus.length === 0 || Boolean(row?.menuDraft),
    items: menus.map((m) => ({
      dish: toDishDto(m.dish),
      isNew: m.isNew,
      sortingOrder: m.sortingOrder,
      cap: m.cap,
      taken: taken.get(m.dish.id) ?? 0,
    })),
  };
}

function assertEditable(weekStart: IsoDate, now: Date) {
  if (!isBeforeDeadline(weekStart, now)) {
    throw new AppError(
      "DEADLINE_PASSED",
      `The order deadline for the week of ${formatDay(weekStart)} has passed: its menu is read-only.`,
    );
  }
}

/**
 * Saves the menu; a week's first menu is a draft until it is published. A cap newly set below the
 * portions already ordered is refused (409, one error per cap) until the admin confirms it.
 */
export async function saveAdminWeekMenu(
  weekStart: IsoDate,
  items: z.infer<typeof weekMenuItemsSchema>,
  now: Date,
  options: { confirmCapsBelowOrdered?: boolean } = {},
): Promise<AdminWeekMenuDto> {
  assertEditable(weekStart, now);
  if (!options.confirmCapsBelowOrdered) await assertCapsNotBelowOrdered(weekStart, items, now);
  await setWeekMenu(weekStart, items, { draftIfNew: true });
  return getAdminWeekMenu(weekStart, now);
}

/** Makes a saved menu visible to customers at once. */
export async function publishWeekMenu(weekStart: IsoDate, now: Date): Promise<AdminWeekMenuDto> {
  assertEditable(weekStart, now);
  const { count } = await db.week.updateMany({
    where: { startDate: dateColumn(weekStart), menus: { some: {} } },
    data: { menuDraft: false },
  });
  if (count === 0) {
    throw new AppError("CONFLICT", "Add at least one dish before publishing the week.");
  }
  await invalidateCatalog("menus");
  return getAdminWeekMenu(weekStart, now);
}

async function assertCapsNotBelowOrdered(
  weekStart: IsoDate,
  items: z.infer<typeof weekMenuItemsSchema>,
  now: Date,
) {
  const saved = new Map((await getAdminWeekMenu(weekStart, now)).items.map((i) => [i.dish.id, i]));
  const changes = items.flatMap((item, index) => {
    const before = saved.get(item.dishId);
    if (!before) return []; // a dish new to the menu holds no portions yet
    return [
      {
        index,
        dishId: item.dishId,
        name: before.dish.name,
        cap: item.cap ?? null,
        savedCap: before.cap,
        taken: before.taken,
      },
    ];
  });
  const low = capsBelowOrdered(changes);
  if (low.length === 0) return;
  throw new AppError(
    "CONFLICT",
    low.length === 1
      ? `${capWarning(low[0])} Confirm to save it.`
      : `${low.length} caps are below the portions already ordered. Confirm to save them.`,
    {
      errors: low.map((c) => ({
        property: `items.${c.index}.cap`,
        constraints: { capBelowOrdered: capWarning(c) },
      })),
    },
  );
}
