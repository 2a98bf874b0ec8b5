"use client";
// The public menu grid with an allergen filter that hides dishes containing any chosen allergen.

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/ui/icons";
import { DishCard } from "./dish-card";
import { allergenKey, isSafeFor, type MenuDish } from "./types";

export function MenuBrowser({ dishes, allergens }: { dishes: MenuDish[]; allergens: string[] }) {
  const [avoid, setAvoid] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(() => dishes.filter((dish) => isSafeFor(dish, avoid)), [dishes, avoid]);

  const toggle = (allergen: string) =>
    setAvoid((current) => {
      const key = allergenKey(allergen);
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const clear = () => setAvoid(new Set());
  const chosen = allergens.filter((a) => avoid.has(allergenKey(a)));

  return (
    <div>
      {allergens.length > 0 ? (
        <div
          role="group"
          aria-labelledby="allergen-filter-label"
          className="rounded-2xl bg-white p-4 ring-1 ring-forest-900/8 sm:p-5"
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
            <p
              id="allergen-filter-label"
              className="shrink-0 pt-1.5 text-sm font-semibold text-forest-950"
            >
              Hide dishes containing:
            </p>
            <div className="flex flex-wrap gap-2">
              {allergens.map((allergen) => {
                const checked = avoid.has(allergenKey(allergen));
                return (
                  <label
                    key={allergen}
                    className={cn(
                      "relative inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors select-none",
                      checked
                        ? "bg-forest-800 text-cream-50 ring-forest-800"
                        : "bg-cream-50 text-forest-900 ring-forest-900/15 hover:ring-forest-900/35",
                    )}
                  >
                    <input
                      type="checkbox"
                      className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-500"
                      checked={checked}
                      onChange={() => toggle(allergen)}
                    />
                    {checked ? <CheckIcon className="size-4" /> : null}
                    {allergen}
                  </label>
                );
              })}
            </div>
          </div>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p id="menu-result-count" aria-live="polite" className="text-sm text-muted">
          {avoid.size === 0 ? (
            <>
              <span className="font-semibold text-forest-950">{dishes.length}</span>{" "}
              {dishes.length === 1 ? "dish" : "dishes"} this week
            </>
          ) : (
            <>
              Showing <span className="font-semibold text-forest-950">{shown.length}</span> of{" "}
              {dishes.length} dishes without {chosen.join(", ").toLowerCase()}
            </>
          )}
        </p>
        {avoid.size > 0 ? (
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
            Every dish this week contains at least one of the allergens you chose. Try removing a
            filter to see more.
          </p>
          <Button variant="secondary" className="mt-6" onClick={clear}>
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}
