import { Badge } from "@/components/ui/badge";
import { ChevronDownIcon } from "@/components/ui/icons";
import { NutritionFacts } from "./nutrition-facts";
import type { MenuDish } from "./types";

/** One dish on the public menu: photo, story, every meal fact, ingredients and allergens. */
export function DishCard({ dish }: { dish: MenuDish }) {
  const headingId = `dish-${dish.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-[0_1px_2px_rgba(21,46,34,0.06)] ring-1 ring-forest-900/8"
    >
      <div className="relative aspect-[4/3] bg-cream-200">
        {/* Dish photos are local files of known size; next/image adds nothing here. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={dish.imageUrl}
          alt={dish.name}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        {dish.isNew ? (
          <Badge tone="accent" className="absolute top-3 left-3 shadow-sm">
            New
          </Badge>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col p-5">
        {dish.tags.length > 0 ? (
          <ul className="mb-2.5 flex flex-wrap gap-1.5" aria-label="Tags">
            {dish.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="green">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <h3
          id={headingId}
          className="font-display text-xl leading-snug font-semibold text-forest-950"
        >
          {dish.name}
        </h3>
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

          <details className="group mt-3 border-t border-forest-900/10 pt-3">
            <summary className="flex items-center justify-between rounded-md py-1 text-sm font-semibold text-forest-800 hover:text-forest-950">
              Ingredients
              <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-2 text-sm leading-6 text-forest-900/75">{dish.ingredients}</p>
          </details>
        </div>
      </div>
    </article>
  );
}
