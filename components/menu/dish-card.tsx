"use client";
import { DishPhoto } from "@/components/meals/dish-photo";
import { RatingSummary } from "@/components/ratings/rating-summary";
import { DishDetailsButton, useDishDetails } from "./dish-details-button";
import { DishTags } from "./dish-tags";
import { NutritionFacts } from "./nutrition-facts";
import type { MenuDish } from "./types";

/**
 * One dish on the public menu: photo, story, meal facts and allergens, "n left" when the admin
 * capped it, and "Details" (ingredients, heating and storage) in a dialog.
 */
export function DishCard({ dish }: { dish: MenuDish }) {
  const headingId = `dish-${dish.id}`;
  const details = useDishDetails(dish, { left: dish.left });
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-[0_1px_2px_rgba(21,46,34,0.06)] ring-1 ring-forest-900/8"
    >
      <DishPhoto
        src={dish.imageUrl}
        alt={dish.name}
        width={800}
        height={600}
        isNew={dish.isNew}
        left={dish.left}
        className="aspect-[4/3]"
        onClick={details.open}
      />

      <div className="flex flex-1 flex-col p-5">
        <DishTags tags={dish.tags} className="mb-2.5" />
        <h3
          id={headingId}
          className="font-display text-xl leading-snug font-semibold text-forest-950"
        >
          {dish.name}
        </h3>
        <RatingSummary rating={dish.rating} className="mt-1.5" />
        <p className="mt-2 text-[0.95rem] leading-6 text-forest-900/75">{dish.description}</p>

        <div className="mt-auto pt-5">
          <NutritionFacts dish={dish} />

          <p className="mt-4 text-sm leading-6">
            <span className="font-semibold text-forest-950">Allergens: </span>
            {dish.allergens.length > 0 ? (
              <span className="text-forest-900/80">{dish.allergens.join(", ")}</span>
            ) : (
              <span className="text-forest-900/80">None of the major allergens</span>
            )}
          </p>

          <div className="mt-3 flex items-center justify-between gap-3 border-t border-forest-900/10 pt-2">
            <p className="text-sm text-forest-900/75">Ingredients and heating</p>
            <DishDetailsButton name={dish.name} details={details} />
          </div>
        </div>
      </div>
      {details.dialog}
    </article>
  );
}
