import { checkMealSelection, dishesOffMenu, type MenuDishFacts } from "./meal-selection";
import { splitDeliveryAvailability } from "./meal-selection-rules";

const menu: MenuDishFacts[] = [
  { id: "a", name: "Butter Chicken", splitDeliveryEligible: true },
  { id: "b", name: "Miso Salmon", splitDeliveryEligible: true },
  { id: "c", name: "Poke Bowl", splitDeliveryEligible: false },
];

test("split delivery needs an even plan of at least 8 meals", () => {
  expect(splitDeliveryAvailability(6).available).toBe(false);
  expect(splitDeliveryAvailability(6).reason).toMatch(/8 or more meals/);
  expect(splitDeliveryAvailability(8).available).toBe(true);
  expect(splitDeliveryAvailability(9).available).toBe(false);
  expect(splitDeliveryAvailability(12).available).toBe(true);
});

test("a full cart passes and repeated lines are merged", () => {
  const result = checkMealSelection(
    {
      splitDelivery: false,
      items: [
        { dishId: "a", quantity: 4, slot: "SINGLE" },
        { dishId: "a", quantity: 2, slot: "SINGLE" },
        { dishId: "c", quantity: 2, slot: "SINGLE" },
      ],
    },
    8,
    menu,
  );
  expect(result.items).toEqual([
    { dishId: "a", quantity: 6, slot: "SINGLE" },
    { dishId: "c", quantity: 2, slot: "SINGLE" },
  ]);
});

test("a cart that does not match the plan is refused with the count", () => {
  expect(() =>
    checkMealSelection(
      { splitDelivery: false, items: [{ dishId: "a", quantity: 5, slot: "SINGLE" }] },
      8,
      menu,
    ),
  ).toThrow("Choose exactly 8 meals for your plan (you chose 5).");
});

test("a dish that is not on the menu is refused", () => {
  expect(() =>
    checkMealSelection(
      { splitDelivery: false, items: [{ dishId: "zzz", quantity: 8, slot: "SINGLE" }] },
      8,
      menu,
    ),
  ).toThrow("One of the chosen meals is not on this week's menu.");
});

test("dishes from the catalogue that are not on this week's menu are named, before the count", () => {
  const names = new Map([
    ["x1", "Miso Salmon Bowl"],
    ["x2", "Beef Stew"],
  ]);
  const items = [
    { dishId: "x1", quantity: 1, slot: "SINGLE" as const },
    { dishId: menu[0].id, quantity: 1, slot: "SINGLE" as const },
    { dishId: "x2", quantity: 1, slot: "SINGLE" as const },
  ];
  expect(() => checkMealSelection({ splitDelivery: false, items }, 8, menu, names)).toThrow(
    "Miso Salmon Bowl and Beef Stew are not on this week's menu. Choose from this week's dishes.",
  );
  expect(() =>
    checkMealSelection({ splitDelivery: false, items: items.slice(0, 2) }, 8, menu, names),
  ).toThrow("Miso Salmon Bowl is not on this week's menu. Choose from this week's dishes.");
  expect(dishesOffMenu({ items: [...items, ...items] }, menu)).toEqual(["x1", "x2"]);
});

test("split delivery: halves, eligible dishes, slots", () => {
  const good = checkMealSelection(
    {
      splitDelivery: true,
      items: [
        { dishId: "a", quantity: 4, slot: "MONDAY" },
        { dishId: "b", quantity: 4, slot: "THURSDAY" },
      ],
    },
    8,
    menu,
  );
  expect(good.splitDelivery).toBe(true);
  expect(() =>
    checkMealSelection(
      {
        splitDelivery: true,
        items: [
          { dishId: "c", quantity: 4, slot: "MONDAY" },
          { dishId: "b", quantity: 4, slot: "THURSDAY" },
        ],
      },
      8,
      menu,
    ),
  ).toThrow(
    "Poke Bowl can't be part of a split delivery. Choose another meal or turn off split delivery.",
  );
  expect(() =>
    checkMealSelection(
      {
        splitDelivery: true,
        items: [
          { dishId: "a", quantity: 6, slot: "MONDAY" },
          { dishId: "b", quantity: 2, slot: "THURSDAY" },
        ],
      },
      8,
      menu,
    ),
  ).toThrow(/4 meals for Monday and 4 for Thursday/);
  expect(() =>
    checkMealSelection(
      {
        splitDelivery: true,
        items: [
          { dishId: "a", quantity: 3, slot: "MONDAY" },
          { dishId: "b", quantity: 3, slot: "THURSDAY" },
        ],
      },
      6,
      menu,
    ),
  ).toThrow(/8 or more meals/);
  expect(() =>
    checkMealSelection(
      { splitDelivery: false, items: [{ dishId: "a", quantity: 8, slot: "MONDAY" }] },
      8,
      menu,
    ),
  ).toThrow(/only be given a Monday or Thursday/);
});
