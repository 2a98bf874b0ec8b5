"use client";
// The week's add-ons (desserts, drinks, breakfast, snacks) below the meals: each with its price,
// calories and allergens, and − count + to put it in the box. They never count toward the plan's
// meals; the box's price shows them on top.
import { DishPhoto } from "@/components/meals/dish-photo";
import { QuantityControl } from "@/components/signup/quantity-control";
import { cn } from "@/components/ui/cn";
import {
  ADD_ON_CATEGORIES,
  CATEGORY_LABELS,
  MAX_PER_ADD_ON,
  offeredKindsPhrase,
} from "@/lib/add-ons/categories";
import type { WeekAddOnDto } from "@/lib/add-ons/dto";
import { formatCents } from "@/lib/format/money";

export function AddOnSection({
  offered,
  chosen,
  held,
  exclusions,
  onChange,
}: {
  offered: readonly WeekAddOnDto[];
  /** Add-on id → how many are in the box being edited. */
  chosen: ReadonlyMap<string, number>;
  /** Add-on id → how many the saved box holds already (they count in `left`). */
  held: ReadonlyMap<string, number>;
  /** The allergens the customer avoids: add-ons with them are marked, not hidden. */
  exclusions: readonly string[];
  onChange: (addOnId: string, delta: number) => void;
}) {
  if (offered.length === 0) return null;
  const groups = ADD_ON_CATEGORIES.map((category) => ({
    category,
    items: offered.filter((item) => item.addOn.category === category),
  })).filter((group) => group.items.length > 0);

  return (
    <section aria-labelledby="add-ons-title" className="mt-10 space-y-5">
      <div>
        <h3 id="add-ons-title" className="font-display text-2xl font-semibold text-forest-950">
          Add-ons
        </h3>
        <p className="mt-1 text-sm leading-6 text-muted">
          {offeredKindsPhrase(groups.map((group) => group.category))} to add to this week&rsquo;s
          box. They come on top of your meals, at the price shown, and are charged with your box at
          the deadline. Skipping the week takes them out.
        </p>
      </div>
      {groups.map((group) => (
        <div key={group.category} className="space-y-3">
          <h4 className="text-sm font-semibold tracking-wide text-forest-800 uppercase">
            {CATEGORY_LABELS[group.category]}
          </h4>
          <ul
            className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3"
            aria-label={CATEGORY_LABELS[group.category]}
          >
            {group.items.map((item) => {
              const count = chosen.get(item.addOn.id) ?? 0;
              // A capped add-on: what is left for others, plus what this box held when saved.
              const room =
                item.left === null ? MAX_PER_ADD_ON : item.left + (held.get(item.addOn.id) ?? 0);
              const canAdd = count < Math.min(MAX_PER_ADD_ON, room);
              const avoided = item.addOn.allergens.filter((a) => exclusions.includes(a));
              const headingId = `add-on-${item.addOn.id}`;
              return (
                <li key={item.addOn.id}>
                  <article
                    aria-labelledby={headingId}
                    className={cn(
                      "flex h-full gap-4 rounded-2xl bg-white p-3 shadow-[0_1px_2px_rgba(21,46,34,0.06)] ring-1",
                      count > 0 ? "ring-2 ring-forest-600" : "ring-forest-900/8",
                    )}
                  >
                    <DishPhoto
                      src={item.addOn.imageUrl}
                      width={480}
                      height={360}
                      left={item.left}
                      inBox={count}
                      className="aspect-square w-24 shrink-0 rounded-xl sm:w-28"
                    />
                    <div className="flex min-w-0 flex-1 flex-col">
                      <h5 id={headingId} className="font-semibold leading-snug text-forest-950">
                        {item.addOn.name}
                      </h5>
                      <p className="mt-0.5 text-sm text-forest-900">
                        <span className="font-semibold">{formatCents(item.addOn.priceCents)}</span>
                        <span className="text-muted"> · {item.addOn.calories} kcal</span>
                      </p>
                      <p className="mt-1 line-clamp-2 text-xs leading-5 text-muted">
                        {item.addOn.description}
                      </p>
                      <p className="mt-1 text-xs leading-5 text-forest-900">
                        {item.addOn.allergens.length > 0
                          ? `Contains ${item.addOn.allergens.join(", ")}.`
                          : "No listed allergens."}
                        {avoided.length > 0 ? (
                          <span className="font-semibold text-red-800">
                            {" "}
                            Has {avoided.join(", ")}, which you avoid.
                          </span>
                        ) : null}
                      </p>
                      <div className="mt-auto pt-2">
                        <QuantityControl
                          size="sm"
                          quantity={count}
                          canAdd={canAdd}
                          onAdd={() => onChange(item.addOn.id, 1)}
                          onRemove={() => onChange(item.addOn.id, -1)}
                          addLabel={`Add one ${item.addOn.name}`}
                          removeLabel={`Remove one ${item.addOn.name}`}
                          countLabel={`${count} ${item.addOn.name} in your box`}
                          blockedReason={
                            room <= count
                              ? `${item.addOn.name} is sold out.`
                              : `${MAX_PER_ADD_ON} at most.`
                          }
                        />
                      </div>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
