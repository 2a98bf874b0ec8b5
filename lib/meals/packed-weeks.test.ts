import type { AddOnDto, WeekAddOnDto } from "@/lib/add-ons/dto";
import type { WeekMenuItemDto } from "@/lib/menus/week-menu";
import type { CustomerWeekDto, CustomerWeeksDto } from "./dto";
import { packWeeks, unpackWeeks, type PackedCustomerWeeksDto } from "./packed-weeks";
import { encodeWeeks, weeksResponse } from "./weeks-json";

const dish = (id: string, isNew: boolean): WeekMenuItemDto["dish"] => ({
  id,
  slug: id,
  name: `Dish ${id}`,
  description: "A long description the weeks list used to repeat.",
  protein: 30,
  carbs: 40,
  fat: 10,
  calories: 500,
  ingredients: "Many things",
  allergens: ["Milk"],
  tags: ["Spicy"],
  splitDeliveryEligible: true,
  imageUrl: `/dishes/${id}.svg`,
  isNew,
});

const line = (id: string, dishId: string, isNew: boolean, left: number | null = null) => ({
  id,
  isNew,
  sortingOrder: 1,
  left,
  rating: null,
  dish: dish(dishId, isNew),
});

const addOn = (id: string): AddOnDto => ({
  id,
  slug: id,
  name: `Add-on ${id}`,
  description: "A description each week used to repeat.",
  category: "DESSERT",
  priceCents: 499,
  protein: 4,
  carbs: 52,
  fat: 18,
  calories: 380,
  ingredients: "Flour, butter",
  allergens: ["Milk"],
  imageUrl: `/add-ons/${id}.svg`,
});

const addOnLine = (id: string, addOnId: string, left: number | null = null): WeekAddOnDto => ({
  id,
  sortingOrder: 0,
  left,
  addOn: addOn(addOnId),
});

const week = (
  startDate: string,
  menu: WeekMenuItemDto[] | null,
  addOnMenu: WeekAddOnDto[] | null = null,
) => ({ startDate, weekId: `w-${startDate}`, menu, addOnMenu }) as unknown as CustomerWeekDto;

const list = {
  now: "2026-11-24T12:00:00.000Z",
  upcomingWeekStart: "2026-11-30",
  plan: null,
  splitDelivery: { available: false, reason: "Choose a plan first." },
  firstOrderSaving: null,
  weeks: [
    // "a" is new on the first week's menu and not on the second's; "b" is capped on one week.
    week("2026-11-30", [line("m1", "a", true), line("m2", "b", false, 3)], [addOnLine("x1", "t")]),
    week(
      "2026-12-07",
      [line("m3", "a", false), line("m4", "b", false), line("m5", "c", true)],
      [addOnLine("x2", "t", 2), addOnLine("x3", "u")],
    ),
    week("2026-12-14", null),
  ],
} satisfies CustomerWeeksDto;

test("each dish is sent once and every line names it", () => {
  const packed = packWeeks(list);
  expect(Object.keys(packed.dishes)).toEqual(["a", "b", "c"]);
  expect(packed.dishes.a).not.toHaveProperty("isNew");
  expect(packed.weeks[0].menu).toEqual([
    { id: "m1", isNew: true, sortingOrder: 1, left: null, rating: null, dishId: "a" },
    { id: "m2", isNew: false, sortingOrder: 1, left: 3, rating: null, dishId: "b" },
  ]);
  expect(packed.weeks[2].menu).toBeNull();
  expect(Object.keys(packed.addOns)).toEqual(["t", "u"]);
  expect(packed.weeks[1].addOnMenu).toEqual([
    { id: "x2", sortingOrder: 0, left: 2, addOnId: "t" },
    { id: "x3", sortingOrder: 0, left: null, addOnId: "u" },
  ]);
  expect(packed.weeks[2].addOnMenu).toBeNull();
  expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(list).length);
});

test("unpacking gives back the whole weeks, each line's New flag on its own dish", () => {
  const back = unpackWeeks(JSON.parse(JSON.stringify(packWeeks(list))));
  expect(back).toEqual(list);
  expect(back.weeks[0].menu?.[0].dish.isNew).toBe(true);
  expect(back.weeks[1].menu?.[0].dish.isNew).toBe(false);
  expect(back).not.toHaveProperty("dishes");
  expect(back).not.toHaveProperty("addOns");
});

const decoded = (bytes: Uint8Array) => JSON.parse(Buffer.from(bytes).toString("utf8")) as unknown;

test("the encoded answer is the packed weeks' JSON, whatever is kept from an earlier answer", () => {
  const packed = packWeeks(list);
  expect(decoded(encodeWeeks(packed))).toEqual(JSON.parse(JSON.stringify(packed)));
  // Again: the menus' lines, dishes and add-ons now come from what the first answer kept.
  expect(decoded(encodeWeeks(packWeeks(list)))).toEqual(JSON.parse(JSON.stringify(packed)));
  // A customer of their own: another plan, and text that needs escaping and is not ASCII.
  const own = {
    ...list,
    plan: null,
    splitDelivery: { available: false, reason: 'Crème "brûlée" ✓' },
  };
  expect(decoded(encodeWeeks(packWeeks(own)))).toEqual(JSON.parse(JSON.stringify(packWeeks(own))));
});

test("an edited menu (a new frozen array from the cache) is encoded afresh", () => {
  const before = decoded(encodeWeeks(packWeeks(list))) as { dishes: Record<string, unknown> };
  const edited = {
    ...list,
    weeks: [week("2026-11-30", [line("m9", "z", false)]), ...list.weeks.slice(1)],
  };
  const after = decoded(encodeWeeks(packWeeks(edited))) as typeof before;
  expect(Object.keys(before.dishes)).toEqual(["a", "b", "c"]);
  expect(Object.keys(after.dishes)).toEqual(["z", "a", "b", "c"]);
  expect(after).toEqual(JSON.parse(JSON.stringify(packWeeks(edited))));
});

test("an empty list encodes to valid JSON, answered as application/json", async () => {
  const empty = { ...list, weeks: [] };
  expect(decoded(encodeWeeks(packWeeks(empty)))).toEqual({ ...empty, dishes: {}, addOns: {} });
  const response = weeksResponse(list);
  expect(response.headers.get("content-type")).toBe("application/json");
  expect(unpackWeeks((await response.json()) as PackedCustomerWeeksDto)).toEqual(list);
});
