// The Meals page's weeks list carries each dish and each add-on once. Six weeks' menus repeat the
// same dishes (a week of ~16 lines, ~700 bytes each) and the same add-ons (~3 kB a week): sent
// whole they made a 70 kB answer whose encoding was a quarter of the route's time. The list names
// each line's dish (or add-on) by id beside one `dishes` (and `addOns`) table; the client puts
// them back (`unpackWeeks`) so the page works on whole weeks.
// Pure and types-only imports, so client components use it too.
import type { AddOnDto, WeekAddOnDto } from "@/lib/add-ons/dto";
import type { DishDto, WeekMenuItemDto } from "@/lib/menus/week-menu";
import type { CustomerWeekDto, CustomerWeeksDto } from "./dto";

export type PackedMenuItemDto = Omit<WeekMenuItemDto, "dish"> & { dishId: string };

export type PackedAddOnLineDto = Omit<WeekAddOnDto, "addOn"> & { addOnId: string };

export type PackedCustomerWeekDto = Omit<CustomerWeekDto, "menu" | "addOnMenu"> & {
  menu: PackedMenuItemDto[] | null;
  addOnMenu: PackedAddOnLineDto[] | null;
};

/** GET /api/users/{userId}/orders/week/current-week as sent. */
export interface PackedCustomerWeeksDto extends Omit<CustomerWeeksDto, "weeks"> {
  /** Every dish on the weeks' menus, by id (a line's "New" flag stays on the line). */
  dishes: Record<string, DishDto>;
  /** Every add-on on the weeks' add-on menus, by id. */
  addOns: Record<string, AddOnDto>;
  weeks: PackedCustomerWeekDto[];
}

// A week's menu usually comes frozen from the catalog cache, the same array on every request
// until the chef changes it: its packed lines and dishes are kept beside it (GC was a sixth of
// the route's time).
const packedMenus = new WeakMap<readonly WeekMenuItemDto[], PackedMenuItemDto[]>();
const packedAddOnMenus = new WeakMap<readonly WeekAddOnDto[], PackedAddOnLineDto[]>();
const dishesOnly = new WeakMap<WeekMenuItemDto["dish"], DishDto>();

/** `make()`'s value for `key`, made once and kept beside it while `key` lives. */
export function keptBeside<K extends object, V>(kept: WeakMap<K, V>, key: K, make: () => V): V {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    kept.set(key, value);
  }
  return value;
}

const packMenu = (menu: readonly WeekMenuItemDto[]) =>
  keptBeside(packedMenus, menu, () =>
    menu.map(({ dish, ...line }) => ({ ...line, dishId: dish.id })),
  );

const packAddOnMenu = (menu: readonly WeekAddOnDto[]) =>
  keptBeside(packedAddOnMenus, menu, () =>
    menu.map(({ addOn, ...line }) => ({ ...line, addOnId: addOn.id })),
  );

const dishOnly = (dish: WeekMenuItemDto["dish"]): DishDto =>
  keptBeside(dishesOnly, dish, () => {
    const { isNew, ...rest } = dish;
    return rest;
  });

export function packWeeks(list: CustomerWeeksDto): PackedCustomerWeeksDto {
  const dishes: Record<string, DishDto> = {};
  for (const item of list.weeks.flatMap((week) => week.menu ?? []))
    dishes[item.dish.id] ??= dishOnly(item.dish);
  const addOns: Record<string, AddOnDto> = {};
  for (const line of list.weeks.flatMap((week) => week.addOnMenu ?? []))
    addOns[line.addOn.id] ??= line.addOn;
  const weeks = list.weeks.map((week) => ({
    ...week,
    menu: week.menu ? packMenu(week.menu) : null,
    addOnMenu: week.addOnMenu ? packAddOnMenu(week.addOnMenu) : null,
  }));
  return { ...list, dishes, addOns, weeks };
}

export function unpackWeeks(packed: PackedCustomerWeeksDto): CustomerWeeksDto {
  const { dishes, addOns, ...list } = packed;
  return {
    ...list,
    weeks: packed.weeks.map((week) => ({
      ...week,
      menu:
        week.menu?.map(({ dishId, ...line }) => ({
          ...line,
          dish: { ...dishes[dishId], isNew: line.isNew },
        })) ?? null,
      addOnMenu:
        week.addOnMenu?.map(({ addOnId, ...line }) => ({ ...line, addOn: addOns[addOnId] })) ??
        null,
    })),
  };
}
