"use client";
// The public menu grid, filtered by one diet and by allergens to hide, with the same rule and the
// same chips as the meal editor. A signed-in customer's saved diet is chosen at first.

import { useMemo, useState } from "react";
import { AllergenFilter } from "@/components/meals/allergen-filter";
import { DietFilter } from "@/components/meals/diet-filter";
import { Button } from "@/components/ui/button";
import { dietOf, type DietPreference } from "@/lib/users/diets";
import { DishCard } from "./dish-card";
import { allergenKey, isFiltering, matchesMenuFilters, type MenuDish } from "./types";

export function MenuBrowser({
  dishes,
  allergens,
  savedDiet = null,
}: {
  dishes: MenuDish[];
  allergens: string[];
  /** The signed-in customer's diet (Account → Plan), chosen at first; null for anyone else. */
  savedDiet?: DietPreference | null;
}) {
  const [avoid, setAvoid] = useState<ReadonlySet<string>>(() => new Set());
  const [diet, setDiet] = useState<DietPreference | null>(savedDiet);
  const filters = { avoid, diet };
  const shown = useMemo(
    () => dishes.filter((dish) => matchesMenuFilters(dish, { avoid, diet })),
    [dishes, avoid, diet],
  );

  const toggle = (allergen: string) =>
    setAvoid((current) => {
      const key = allergenKey(allergen);
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const clear = () => {
    setAvoid(new Set());
    setDiet(null);
  };
  const chosen = allergens.filter((a) => avoid.has(allergenKey(a)));
  const what = [
    diet ? `${dietOf(diet).label.toLowerCase()}${diet === savedDiet ? " (your diet)" : ""}` : null,
    chosen.length > 0 ? `without ${chosen.join(", ").toLowerCase()}` : null,
  ].filter(Boolean);

  return (
    <div>
      <div className="divide-y divide-forest-900/8 rounded-2xl bg-white px-4 ring-1 ring-forest-900/8 sm:px-5">
        <DietFilter title="Show" value={diet} onChange={setDiet} framed={false} className="py-4" />
        {allergens.length > 0 ? (
          <AllergenFilter
            allergens={allergens}
            avoid={avoid}
            onToggle={toggle}
            framed={false}
            className="py-4"
          />
        ) : null}
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p
          id="menu-result-count"
          aria-live="polite"
          className="text-sm text-muted"
          data-testid="menu-count"
        >
          {isFiltering(filters) ? (
            <>
              Showing <span className="font-semibold text-forest-950">{shown.length}</span> of{" "}
              {dishes.length} dishes: {what.join(", ")}
            </>
          ) : (
            <>
              <span className="font-semibold text-forest-950">{dishes.length}</span>{" "}
              {dishes.length === 1 ? "dish" : "dishes"} this week
            </>
          )}
        </p>
        {isFiltering(filters) ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            Clear filters
          </Button>
        ) : null}
      </div>

      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((dish) => (
            <li key={dish.id} className="flex">
              <DishCard dish={dish} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-2xl border border-dashed border-forest-900/20 bg-cream-50 px-6 py-14 text-center">
          <p className="font-display text-2xl font-semibold text-forest-950">
            No dishes match those filters
          </p>
          <p className="mx-auto mt-2 max-w-md text-muted">
            {diet && chosen.length === 0
              ? `No ${dietOf(diet).label.toLowerCase()} dishes are on this week's menu.`
              : "Every dish this week that fits your choices contains an allergen you chose to hide."}{" "}
            Try removing a filter to see more.
          </p>
          <Button variant="secondary" className="mt-6" onClick={clear}>
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}
