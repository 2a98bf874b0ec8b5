import { existsSync } from "node:fs";
import path from "node:path";
import { ALLERGENS } from "@/lib/menus/allergens";
import { DISH_TAGS } from "@/lib/menus/dish-tags";
import { DELIVERY_CITIES } from "./delivery-area";
import { caloriesOf, DISHES, dishImageUrl } from "./dishes";
import { FAQS } from "./faqs";
import { menuRotation } from "./menu-rotation";
import { PLANS } from "./plans";
import { seedRecipe } from "./recipes";
import { recipeSchema } from "@/lib/menus/recipe-schema";

test("dishes have unique slugs, real allergens and tags, 350-650 kcal and an image", () => {
  expect(DISHES.length).toBeGreaterThanOrEqual(32);
  expect(new Set(DISHES.map((d) => d.slug)).size).toBe(DISHES.length);
  for (const dish of DISHES) {
    expect(dish.allergens.every((a) => (ALLERGENS as readonly string[]).includes(a))).toBe(true);
    expect(dish.tags.every((t) => (DISH_TAGS as readonly string[]).includes(t))).toBe(true);
    expect(caloriesOf(dish)).toBeGreaterThanOrEqual(350);
    expect(caloriesOf(dish)).toBeLessThanOrEqual(650);
    expect(existsSync(path.join("public", dishImageUrl(dish.slug)))).toBe(true);
  }
  expect(DISHES.some((d) => d.splitDeliveryEligible === false)).toBe(true);
});

test("every dish has a recipe the dish form accepts, weighing what a 14 oz meal is made of", () => {
  for (const dish of DISHES) {
    const recipe = seedRecipe(dish.slug);
    expect(recipeSchema.safeParse(recipe).success).toBe(true);
    expect(recipe.length).toBeGreaterThanOrEqual(8);
    const grams = recipe.reduce((sum, line) => sum + line.grams, 0);
    expect([dish.slug, grams >= 350 && grams <= 750]).toEqual([dish.slug, true]);
  }
});

test("vegan and vegetarian tags agree with the allergens", () => {
  for (const dish of DISHES.filter((d) => d.tags.includes("Vegan"))) {
    expect(dish.tags).toContain("Vegetarian");
    expect(dish.allergens).not.toEqual(expect.arrayContaining(["Milk"]));
    expect(dish.allergens).not.toEqual(expect.arrayContaining(["Eggs"]));
  }
  for (const dish of DISHES.filter((d) => d.tags.includes("Gluten-free"))) {
    expect(dish.allergens).not.toContain("Wheat/Gluten");
  }
});

test("bigger plans cost less per meal", () => {
  const bySize = [...PLANS].sort((a, b) => a.mealsPerWeek - b.mealsPerWeek);
  for (let i = 1; i < bySize.length; i++) {
    expect(bySize[i].pricePerMealCents).toBeLessThan(bySize[i - 1].pricePerMealCents);
  }
});

test("postal prefixes are FSAs and belong to one city each", () => {
  const all = DELIVERY_CITIES.flatMap((c) => c.postalPrefixes);
  expect(DELIVERY_CITIES).toHaveLength(9);
  expect(new Set(all).size).toBe(all.length);
  for (const prefix of all) expect(prefix).toMatch(/^[KLMN]\d[A-Z]$/);
});

test("the FAQ has published entries plus one archived and one draft", () => {
  expect(FAQS.filter((f) => !f.archived && !f.draft).length).toBeGreaterThanOrEqual(8);
  expect(FAQS.filter((f) => f.archived)).toHaveLength(1);
  expect(FAQS.filter((f) => f.draft)).toHaveLength(1);
});

test("the menu rotation is stable, 14-18 dishes, with a few new ones listed first", () => {
  const slugs = DISHES.map((d) => d.slug);
  // Weeks before the rotation's 2024 epoch too (the suite runs at other dates, e.g. 2020).
  for (const w of [...Array(12).keys(), -1, -7, -52, -160]) {
    const week = new Date(Date.UTC(2026, 10, 30 + 7 * w)).toISOString().slice(0, 10);
    const menu = menuRotation(week, slugs);
    expect(menuRotation(week, slugs)).toEqual(menu);
    expect(menu.length).toBeGreaterThanOrEqual(14);
    expect(menu.length).toBeLessThanOrEqual(18);
    expect(new Set(menu.map((m) => m.slug)).size).toBe(menu.length);
    const fresh = menu.filter((m) => m.isNew);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThanOrEqual(3);
    expect(menu.slice(0, fresh.length).every((m) => m.isNew)).toBe(true);
  }
});

test("every week's rotation has a dish that cannot be split (the split-delivery refusal's premise)", () => {
  const slugs = DISHES.map((d) => d.slug);
  const unsplittable = new Set(
    DISHES.filter((d) => d.splitDeliveryEligible === false).map((d) => d.slug),
  );
  expect(unsplittable.size).toBeGreaterThan(0);
  // The rotation repeats after slugs.length offsets times 5 window sizes: one whole period.
  for (let w = 0; w < 5 * slugs.length; w++) {
    const week = new Date(Date.UTC(2024, 0, 1 + 7 * w)).toISOString().slice(0, 10);
    expect(menuRotation(week, slugs).some((m) => unsplittable.has(m.slug))).toBe(true);
  }
});
