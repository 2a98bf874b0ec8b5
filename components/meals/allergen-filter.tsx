"use client";
// "Hide dishes containing": toggle chips over the canonical allergens plus any a dish declares.
import { allergenKey } from "@/components/menu/types";
import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/ui/icons";

export function AllergenFilter({
  allergens,
  avoid,
  onToggle,
  className,
}: {
  allergens: readonly string[];
  avoid: ReadonlySet<string>;
  onToggle: (allergen: string) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn(className, "rounded-2xl bg-white p-4 ring-1 ring-forest-900/8 sm:p-5")}>
      <legend className="sr-only">Hide dishes containing these allergens</legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
        <p aria-hidden="true" className="shrink-0 pt-1.5 text-sm font-semibold text-forest-950">
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
                  "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-terracotta-500",
                  checked
                    ? "bg-forest-800 text-cream-50 ring-forest-800"
                    : "bg-cream-50 text-forest-900 ring-forest-900/15 hover:ring-forest-900/35",
                )}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={checked}
                  onChange={() => onToggle(allergen)}
                />
                {checked ? <CheckIcon className="size-4" /> : null}
                {allergen}
              </label>
            );
          })}
        </div>
      </div>
    </fieldset>
  );
}
