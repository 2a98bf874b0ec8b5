// Seeds what everyone sees: roles, plans, dishes, FAQ and the delivery area. Upserts by natural
// key, so a second run changes nothing (and an admin's soft-delete of a dish survives it).
import { db } from "@/lib/db";
import { recipeRows } from "@/lib/menus/dish-recipe";
import { ROLES } from "@/lib/auth/roles";
import { DELIVERY_CITIES } from "./delivery-area";
import { caloriesOf, DISHES, dishImageUrl, seedTags } from "./dishes";
import { FAQS } from "./faqs";
import { PLANS } from "./plans";
import { seedRecipe } from "./recipes";

export async function seedRoles(): Promise<void> {
  const names = { admin: "Administrator", customer: "Customer" };
  for (const slug of Object.values(ROLES)) {
    await db.role.upsert({ where: { slug }, create: { slug, name: names[slug] }, update: {} });
  }
}

export async function seedPlans(): Promise<void> {
  await Promise.all(
    PLANS.map((plan) => db.plan.upsert({ where: { slug: plan.slug }, create: plan, update: plan })),
  );
}

export async function seedDishes(): Promise<Map<string, string>> {
  const rows = await Promise.all(
    DISHES.map((dish) => {
      const data = {
        slug: dish.slug,
        name: dish.name,
        description: dish.description,
        protein: dish.protein,
        carbs: dish.carbs,
        fat: dish.fat,
        calories: caloriesOf(dish),
        ingredients: dish.ingredients,
        allergens: dish.allergens,
        tags: seedTags(dish),
        splitDeliveryEligible: dish.splitDeliveryEligible ?? true,
        imageUrl: dishImageUrl(dish.slug),
      };
      return db.dish.upsert({
        where: { slug: dish.slug },
        create: data,
        update: data,
        select: { id: true, slug: true },
      });
    }),
  );
  await seedRecipes(rows);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Recipes for the dishes that have none: a recipe an admin has edited is theirs to keep. */
async function seedRecipes(dishes: { id: string; slug: string }[]): Promise<void> {
  const withRecipe = new Set(
    (
      await db.dishRecipeLine.findMany({
        where: { dishId: { in: dishes.map((d) => d.id) } },
        distinct: ["dishId"],
        select: { dishId: true },
      })
    ).map((row) => row.dishId),
  );
  await db.dishRecipeLine.createMany({
    data: dishes
      .filter((dish) => !withRecipe.has(dish.id))
      .flatMap((dish) =>
        recipeRows(seedRecipe(dish.slug)).map((row) => ({ dishId: dish.id, ...row })),
      ),
    skipDuplicates: true,
  });
}

export async function seedFaqs(): Promise<void> {
  await Promise.all(
    FAQS.map((faq) => {
      const data = {
        name: faq.name,
        answer: faq.answer,
        order: faq.order,
        archived: faq.archived ?? false,
        draft: faq.draft ?? false,
      };
      return db.faqEntry.upsert({
        where: { id: faq.id },
        create: { id: faq.id, ...data },
        update: data,
      });
    }),
  );
}

export async function seedDeliveryArea(): Promise<number> {
  await Promise.all(
    DELIVERY_CITIES.map(async (city, index) => {
      const sortOrder = (index + 1) * 10;
      const { id: cityId } = await db.deliveryCity.upsert({
        where: { name: city.name },
        create: { name: city.name, province: "ON", sortOrder },
        update: { sortOrder },
        select: { id: true },
      });
      await db.deliveryPostalPrefix.createMany({
        data: city.postalPrefixes.map((prefix) => ({ prefix, cityId })),
        skipDuplicates: true,
      });
      // A prefix moved between cities in the data moves in the database too.
      await db.deliveryPostalPrefix.updateMany({
        where: { prefix: { in: city.postalPrefixes }, NOT: { cityId } },
        data: { cityId },
      });
    }),
  );
  return DELIVERY_CITIES.reduce((sum, city) => sum + city.postalPrefixes.length, 0);
}
