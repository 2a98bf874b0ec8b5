// The Meals page's weeks list carries each dish once. Six weeks' menus repeat the same dishes
// (a week of ~16 lines, ~700 bytes each): sent whole they made a 70 kB answer whose encoding
// was a quarter of the route's time. The list names each line's dish by id beside one `dishes`
// table; the client puts the dishes back (`unpackWeeks`) so the page works on whole weeks.
// Pure and types-only imports, so client components use it too.
import type { DishDto, WeekMenuItemDto } from "@/lib/menus/week-menu";
import type { CustomerWeekDto, CustomerWeeksDto } from "./dto";

export type PackedMenuItemDto = Omit<WeekMenuItemDto, "dish"> & { dishId: string };

export type PackedCustomerWeekDto = Omit<CustomerWeekDto, "menu"> & {
  menu: PackedMenuItemDto[] | null;
};

/** GET /api/users/{userId}/orders/week/current-week as sent. */
export interface PackedCustomerWeeksDto extends Omit<CustomerWeeksDto, "weeks"> {
  /** Every dish on the weeks' menus, by id (a line's "New" flag stays on the line). */
  dishes: Record<string, DishDto>;
  weeks: PackedCustomerWeekDto[];
}

// A week's menu usually comes frozen from the catalog cache, the same array on every request
// until the chef changes it: its packed lines and dishes are kept beside it (GC was a sixth of
// the route's time).
const packedMenus = new WeakMap<readonly WeekMenuItemDto[], PackedMenuItemDto[]>();
const dishesOnly = new WeakMap<WeekMenuItemDto["dish"], DishDto>();

function packMenu(menu: readonly WeekMenuItemDto[]): PackedMenuItemDto[] {
  let lines = packedMenus.get(menu);
  if (!lines) {
    lines = menu.map(({ dish, ...line }) => ({ ...line, dishId: dish.id }));
    packedMenus.set(menu, lines);
  }
  return lines;
}

function dishOnly(dish: WeekMenuItemDto["dish"]): DishDto {
  let shared = dishesOnly.get(dish);
  if (!shared) {
    const { isNew, ...rest } = dish;
    shared = rest;
    dishesOnly.set(dish, shared);
  }
  return shared;
}

export function packWeeks(list: CustomerWeeksDto): PackedCustomerWeeksDto {
  const dishes: Record<string, DishDto> = {};
  for (const item of list.weeks.flatMap((week) => week.menu ?? []))
    dishes[item.dish.id] ??= dishOnly(item.dish);
  const weeks = list.weeks.map((week) => ({
    ...week,
    menu: week.menu ? packMenu(week.menu) : null,
  }));
  return { ...list, dishes, weeks };
}

export function unpackWeeks(packed: PackedCustomerWeeksDto): CustomerWeeksDto {
  const { dishes, ...list } = packed;
  return {
    ...list,
    weeks: packed.weeks.map((week) => ({
      ...week,
      menu:
        week.menu?.map(({ dishId, ...line }) => ({
          ...line,
          dish: { ...dishes[dishId], isNew: line.isNew },
        })) ?? null,
    })),
  };
}
