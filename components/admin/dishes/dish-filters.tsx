// The dish list's search and filters: a plain GET form, so it works before scripts load.
import { selectClass } from "@/components/admin/admin-page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/form";
import { ALLERGENS } from "@/lib/menus/allergens";
import type { DishListQuery } from "@/lib/menus/admin-dishes";

export function DishFilters({ query }: { query: DishListQuery }) {
  return (
    <Card padding="sm">
      <form
        method="get"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
      >
        <div>
          <Label htmlFor="f-q">Search</Label>
          <Input id="f-q" name="q" type="search" defaultValue={query.q ?? ""} className="mt-1.5" />
        </div>
        <div>
          <Label htmlFor="f-protein">Protein at least (g)</Label>
          <Input
            id="f-protein"
            name="minProtein"
            inputMode="numeric"
            defaultValue={query.minProtein ?? ""}
            className="mt-1.5"
          />
        </div>
        <div>
          <Label htmlFor="f-allergen">Contains allergen</Label>
          <select
            id="f-allergen"
            name="allergen"
            defaultValue={query.allergen ?? ""}
            className={selectClass}
          >
            <option value="">Any</option>
            {ALLERGENS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="f-archived">Archived</Label>
          <select
            id="f-archived"
            name="archived"
            defaultValue={query.archived}
            className={selectClass}
          >
            <option value="exclude">Hide archived</option>
            <option value="include">Show all</option>
            <option value="only">Only archived</option>
          </select>
        </div>
        <div>
          <Label htmlFor="f-sort">Sort by</Label>
          <select id="f-sort" name="sort" defaultValue={query.sort} className={selectClass}>
            <option value="name">Name</option>
            <option value="rating-best">Best rated</option>
            <option value="rating-worst">Worst rated</option>
            <option value="most-rated">Most rated</option>
          </select>
        </div>
        <div className="flex items-end">
          <Button type="submit" variant="secondary" fullWidth>
            Apply
          </Button>
        </div>
      </form>
    </Card>
  );
}
