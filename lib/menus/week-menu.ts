// A delivery week's published menu, in the chef's order, served from the catalog cache.
import { cached, catalogKeys } from "@/lib/cache/catalog";
import { dateColumn, deliveryWeek, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { menuRatingSummaries, type RatingSummary } from "@/lib/ratings/summaries";
import { isWeekStart } from "@/lib/weeks/is-week-start";
import { addOnsTaken } from "@/lib/add-ons/add-on-caps";
import { addOnSelect, toAddOnDto } from "@/lib/add-ons/add-on-select";
import type { WeekAddOnDto } from "@/lib/add-ons/dto";
import { portionsTaken } from "./dish-caps";
import { dishSelect, toDishDto, type DishDto } from "./dish-dto";

export type { DishDto } from "./dish-dto";

export interface WeekMenuItemDto {
  id: string;
  isNew: boolean;
  sortingOrder: number;
  /** Portions left when the admin capped the dish ("3 left"; 0 is sold out); null: no cap. */
  left: number | null;
  /** Average stars once enough customers rated the dish (lib/ratings/summaries.ts); else null. */
  rating: RatingSummary | null;
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
  /** The week's add-ons (desserts, drinks...), their own section, in the chef's order. */
  addOns: WeekAddOnDto[];
}

/**
 * null when the week has no published menu yet (or `weekStart` is not a Monday). Deleted dishes
 * never show. The menu is cached; the portions left of capped dishes are counted on every read.
 */
export async function getWeekMenu(weekStart: IsoDate): Promise<WeekMenuDto | null> {
  if (!isWeekStart(weekStart)) return null;
  const menu = await cached(catalogKeys.weekMenu(weekStart), () => loadWeekMenu(weekStart));
  if (!menu) return null;
  const [served, ratings] = await Promise.all([
    withPortionsLeft(menu),
    menuRatingSummaries(
      weekStart,
      menu.menu.menus.map((item) => item.dish.id),
    ),
  ]);
  return withRatings(served, ratings);
}

// Both the cached menu and the cached averages are frozen and the same objects until invalidated:
// their merge is kept beside them, so the served menu stays one object per menu (the Meals
// route's packing keys on it, lib/meals/packed-weeks.ts) instead of a copy per request.
const rated = new WeakMap<WeekMenuDto, WeakMap<object, WeekMenuDto>>();

/** The averages beside the menu; a menu none of whose dishes has enough ratings is not copied. */
function withRatings(menu: WeekMenuDto, ratings: Record<string, RatingSummary>): WeekMenuDto {
  if (!menu.menus.some((item) => ratings[item.dish.id])) return menu;
  let byRatings = rated.get(menu);
  if (!byRatings) rated.set(menu, (byRatings = new WeakMap()));
  let merged = byRatings.get(ratings);
  if (!merged) {
    merged = {
      ...menu,
      menus: menu.menus.map((item) => ({ ...item, rating: ratings[item.dish.id] ?? null })),
    };
    byRatings.set(ratings, merged);
  }
  return merged;
}

/** The menu as served when nothing is capped (every `left` null), and each line's cap. */
interface CachedMenu {
  menu: WeekMenuDto;
  caps: (number | null)[];
  addOnCaps: (number | null)[];
}

async function withPortionsLeft({ menu, caps, addOnCaps }: CachedMenu): Promise<WeekMenuDto> {
  const capped = menu.menus.filter((_, i) => caps[i] !== null).map((item) => item.dish.id);
  const cappedAddOns = menu.addOns
    .filter((_, i) => addOnCaps[i] !== null)
    .map((item) => item.addOn.id);
  // Most weeks cap nothing: the cached (frozen) menu itself, with no copy per request.
  if (capped.length === 0 && cappedAddOns.length === 0) return menu;
  const [taken, addOnsHeld] = await Promise.all([
    portionsTaken(db, menu.id, capped),
    addOnsTaken(db, menu.id, cappedAddOns),
  ]);
  return {
    ...menu,
    menus: menu.menus.map((item, i) => {
      const cap = caps[i];
      return {
        ...item,
        left: cap === null ? null : Math.max(0, cap - (taken.get(item.dish.id) ?? 0)),
      };
    }),
    addOns: menu.addOns.map((item, i) => {
      const cap = addOnCaps[i];
      return {
        ...item,
        left: cap === null ? null : Math.max(0, cap - (addOnsHeld.get(item.addOn.id) ?? 0)),
      };
    }),
  };
}

async function loadWeekMenu(weekStart: IsoDate): Promise<CachedMenu | null> {
  const week = deliveryWeek(weekStart);
  const row = await db.week.findUnique({
    where: { startDate: dateColumn(weekStart) },
    select: {
      id: true,
      menuDraft: true,
      menus: {
        where: { dish: { deletedAt: null } },
        orderBy: [{ sortingOrder: "asc" }, { dish: { name: "asc" } }, { id: "asc" }],
        select: {
          id: true,
          isNew: true,
          sortingOrder: true,
          cap: true,
          dish: { select: dishSelect },
        },
      },
      addOnMenus: {
        where: { addOn: { deletedAt: null } },
        orderBy: [{ sortingOrder: "asc" }, { addOn: { name: "asc" } }, { id: "asc" }],
        select: { id: true, sortingOrder: true, cap: true, addOn: { select: addOnSelect } },
      },
    },
  });
  if (!row || row.menuDraft || row.menus.length === 0) return null;
  return {
    menu: {
      id: row.id,
      startDate: week.startDate,
      endDate: week.endDate,
      orderDeadline: week.orderDeadline.toISOString(),
      menus: row.menus.map((menu) => ({
        id: menu.id,
        isNew: menu.isNew,
        sortingOrder: menu.sortingOrder,
        left: null,
        rating: null,
        dish: { ...toDishDto(menu.dish), isNew: menu.isNew },
      })),
      addOns: row.addOnMenus.map((item) => ({
        id: item.id,
        sortingOrder: item.sortingOrder,
        left: null,
        addOn: toAddOnDto(item.addOn),
      })),
    },
    caps: row.menus.map((menu) => menu.cap),
    addOnCaps: row.addOnMenus.map((item) => item.cap),
  };
}
