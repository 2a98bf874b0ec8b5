// A delivery week's published menu, in the chef's order, served from the catalog cache.
import { cached, catalogKeys } from "@/lib/cache/catalog";
import { dateColumn, deliveryWeek, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { isWeekStart } from "@/lib/weeks/is-week-start";
import { dishSelect, toDishDto, type DishDto } from "./dish-dto";

export type { DishDto } from "./dish-dto";

export interface WeekMenuItemDto {
  id: string;
  isNew: boolean;
  sortingOrder: number;
  /** The dish, carrying its menu entry's isNew flag (spec §3). */
  dish: DishDto & { isNew: boolean };
}

export interface WeekMenuDto {
  id: string;
  /** Monday, "YYYY-MM-DD" (Toronto). */
  startDate: IsoDate;
  /** Sunday. */
  endDate: IsoDate;
  /** ISO instant: Wednesday 11:59 PM Toronto of the week before. */
  orderDeadline: string;
  menus: WeekMenuItemDto[];
}

/** null when the week has no menu yet (or `weekStart` is not a Monday). Deleted dishes never show. */
export async function getWeekMenu(weekStart: IsoDate): Promise<WeekMenuDto | null> {
  if (!isWeekStart(weekStart)) return null;
  return cached(catalogKeys.weekMenu(weekStart), () => loadWeekMenu(weekStart));
}

async function loadWeekMenu(weekStart: IsoDate): Promise<WeekMenuDto | null> {
  const week = deliveryWeek(weekStart);
  const row = await db.week.findUnique({
    where: { startDate: dateColumn(weekStart) },
    select: {
      id: true,
      menus: {
        where: { dish: { deletedAt: null } },
        orderBy: [{ sortingOrder: "asc" }, { dish: { name: "asc" } }, { id: "asc" }],
        select: { id: true, isNew: true, sortingOrder: true, dish: { select: dishSelect } },
      },
    },
  });
  if (!row || row.menus.length === 0) return null;
  return {
    id: row.id,
    startDate: week.startDate,
    endDate: week.endDate,
    orderDeadline: week.orderDeadline.toISOString(),
    menus: row.menus.map((menu) => ({
      id: menu.id,
      isNew: menu.isNew,
      sortingOrder: menu.sortingOrder,
      dish: { ...toDishDto(menu.dish), isNew: menu.isNew },
    })),
  };
}
