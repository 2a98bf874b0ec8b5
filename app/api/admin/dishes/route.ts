// GET/POST /api/admin/dishes: the catalogue (search, filters, pages) and a new dish.
import { adminRoute } from "@/lib/api/route";
import { createDish, dishListQuery, listDishes } from "@/lib/menus/admin-dishes";
import { dishInputSchema } from "@/lib/menus/dish-schema";

export const GET = adminRoute({ query: dishListQuery }, ({ query }) => listDishes(query));

export const POST = adminRoute({ body: dishInputSchema }, async ({ body }) =>
  Response.json(await createDish(body), { status: 201 }),
);
