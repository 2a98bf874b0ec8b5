// Shared by the admin tests: the demo admin's token, a fresh customer, far-future weeks no other
// test touches, and a dish of their own.
import { randomUUID } from "node:crypto";
import { addWeeks, upcomingWeekStart, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import type { DishInput } from "@/lib/menus/dish-schema";
import { demo, person } from "../customer-a-fixtures";

export const adminSession = () => demo("admin@lakeshorekitchen.ca");
export const customerSession = () => person(["customer"]);

let nextOffset = 0;
/** A Monday far past the seeded weeks, unique per call within a file (files use their own base). */
export function freshWeek(base: number): IsoDate {
  nextOffset += 1;
  return addWeeks(upcomingWeekStart(new Date()), base + nextOffset);
}

export function dishInput(overrides: Partial<DishInput> = {}): DishInput {
  return {
    name: `Test dish ${randomUUID().slice(0, 6)}`,
    description: "Roasted squash with farro, kale and a maple-tahini dressing.",
    protein: 24,
    carbs: 52,
    fat: 14,
    calories: 520,
    ingredients: "Squash, farro, kale, tahini, maple syrup, lemon, salt.",
    allergens: ["Sesame", "Wheat/Gluten"],
    tags: ["Vegetarian"],
    splitDeliveryEligible: true,
    imageUrl: "/dishes/butter-chicken.svg",
    ...overrides,
  };
}

export async function newDish(overrides: Partial<DishInput> = {}) {
  const input = dishInput(overrides);
  return db.dish.create({
    data: { ...input, slug: `test-${randomUUID().slice(0, 12)}` },
    select: { id: true, name: true },
  });
}
