// /admin/dishes: the catalogue with search and filters (protein, allergen, archived), paged.
import type { Metadata } from "next";
import Link from "next/link";
import { CatalogueItemCell } from "@/components/admin/catalogue/catalogue-item-cell";
import { AdminPage } from "@/components/admin/admin-page";
import { DeleteDishButton } from "@/components/admin/dishes/delete-dish-button";
import { DishFilters } from "@/components/admin/dishes/dish-filters";
import { Pager } from "@/components/admin/pager";
import { StackedTable } from "@/components/admin/stacked-table";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { adminPage } from "@/lib/auth/page-guard";
import { dishListQuery, listDishes } from "@/lib/menus/admin-dishes";

export const metadata: Metadata = { title: "Dishes · Admin" };

interface DishesPageProps {
  searchParams: Promise<Record<string, string | undefined>>;
}

export default adminPage(async (_admin, { searchParams }: DishesPageProps) => {
  const raw = await searchParams;
  const parsed = dishListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : dishListQuery.parse({});
  const page = await listDishes(query);
  return (
    <AdminPage
      title="Dishes"
      intro={`${page.total} ${page.total === 1 ? "dish" : "dishes"} match. A dish that was ordered is archived instead of deleted.`}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link href="/admin/add-ons" className={buttonClasses({ variant: "secondary" })}>
            Add-ons
          </Link>
          <Link href="/admin/dishes/new" className={buttonClasses({ variant: "accent" })}>
            New dish
          </Link>
        </div>
      }
    >
      <DishFilters query={query} />
      <StackedTable
        label="Dishes"
        columns={["Dish", "Nutrition", "Allergens", "Ordered", "Rating", ""]}
        empty="No dish matches these filters."
        rows={page.dishes.map((dish) => ({
          key: dish.id,
          cells: [
            <CatalogueItemCell
              key="dish"
              href={`/admin/dishes/${dish.id}`}
              name={dish.name}
              imageUrl={dish.imageUrl}
            >
              <div className="mt-0.5 flex flex-wrap gap-1">
                {dish.archived ? <Badge tone="neutral">Archived</Badge> : null}
                {dish.splitDeliveryEligible ? null : <Badge tone="amber">No split delivery</Badge>}
              </div>
            </CatalogueItemCell>,
            `${dish.calories} kcal · P ${dish.protein} g · C ${dish.carbs} g · F ${dish.fat} g`,
            dish.allergens.join(", ") || "None",
            dish.timesOrdered === 0 ? "Never" : `${dish.timesOrdered}×`,
            dish.rating.count === 0 ? (
              <span key="rating" className="whitespace-nowrap text-stone-600">
                Not rated
              </span>
            ) : (
              <Link
                key="rating"
                href={`/admin/dishes/${dish.id}#ratings`}
                className="whitespace-nowrap text-forest-900 underline-offset-2 hover:underline"
              >
                <span className="font-semibold">{dish.rating.average?.toFixed(1)}</span> / 5
                <span className="block text-xs text-stone-600">
                  {dish.rating.count} {dish.rating.count === 1 ? "rating" : "ratings"}
                </span>
              </Link>
            ),
            <DeleteDishButton key="delete" dish={dish} />,
          ],
        }))}
      />
      <Pager
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        href={(n) => `/admin/dishes?${new URLSearchParams({ ...clean(raw), page: String(n) })}`}
      />
    </AdminPage>
  );
});

function clean(raw: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(raw).filter(
      (e): e is [string, string] => typeof e[1] === "string" && e[1] !== "",
    ),
  );
}
