import { cn } from "@/components/ui/cn";
import type { MenuDish } from "./types";

/** Calories and macros, each with its unit, as a small definition list. */
export function NutritionFacts({
  dish,
  className,
}: {
  dish: Pick<MenuDish, "calories" | "protein" | "carbs" | "fat">;
  className?: string;
}) {
  const facts = [
    { label: "Calories", value: `${dish.calories}`, unit: "" },
    { label: "Protein", value: `${dish.protein}`, unit: "g" },
    { label: "Carbs", value: `${dish.carbs}`, unit: "g" },
    { label: "Fat", value: `${dish.fat}`, unit: "g" },
  ];
  return (
    <dl
      className={cn(
        "grid grid-cols-4 divide-x divide-forest-900/10 rounded-xl bg-cream-100",
        className,
      )}
    >
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="flex flex-col-reverse items-center px-1 py-2.5 text-center"
        >
          <dt className="text-[0.68rem] font-medium tracking-wide text-muted uppercase">
            {fact.label}
          </dt>
          <dd className="text-base font-semibold text-forest-950 tabular-nums">
            {fact.value}
            {fact.unit ? (
              <span className="ml-px text-sm font-medium text-forest-900/70">{fact.unit}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
