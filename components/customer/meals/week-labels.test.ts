// The week's badge says how full the box is (issue 38: "Meals chosen" at 8 of 12).
import type { CustomerWeekOrderDto } from "@/lib/meals/dto";
import { statusBadge } from "./week-labels";

const open = {
  startDate: "2026-12-07",
  status: "OPEN",
  beforeDeadline: true,
  needsMeals: false,
} as const;
const order = (chosen: number, mealsCount: number): CustomerWeekOrderDto => ({
  id: "o",
  number: "LK-1",
  status: "OPEN",
  splitDelivery: false,
  chefSelected: false,
  mealsCount,
  items: [
    {
      dishId: "d",
      name: "Dish",
      imageUrl: "/dish.jpg",
      splitDeliveryEligible: true,
      quantity: chosen,
      slot: "SINGLE",
    },
  ],
  addOns: [],
});
const box = (mealsPerWeek: number) => ({
  mealsPerWeek,
  pricePerMealCents: 1299,
  thisWeekOnly: true,
});

test("8 of a 12-meal week chosen: the badge says so, not 'Meals chosen'", () => {
  expect(statusBadge({ ...open, order: order(8, 12), box: box(12) })).toEqual({
    label: "8 of 12 chosen",
    tone: "amber",
  });
});

test("a full box is 'Meals chosen'; none chosen is 'Choose meals'", () => {
  expect(statusBadge({ ...open, order: order(12, 12), box: box(12) }).label).toBe("Meals chosen");
  expect(statusBadge({ ...open, needsMeals: true }).label).toBe("Choose meals");
});
