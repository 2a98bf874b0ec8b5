"use client";
// A catalogue item's nutrition facts (a dish's, an add-on's): calories, protein, carbs and fat,
// each a labelled whole-number field with its message beside it.
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { fieldIds, FieldShell } from "@/components/forms/field";
import { Input } from "@/components/ui/form";

export interface NutritionValues {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

const FACTS: [keyof NutritionValues, string][] = [
  ["calories", "Calories (kcal)"],
  ["protein", "Protein (g)"],
  ["carbs", "Carbs (g)"],
  ["fat", "Fat (g)"],
];

export function NutritionFields<T extends FieldValues & NutritionValues>({
  form,
  prefix,
}: {
  form: UseFormReturn<T>;
  /** Makes the ids unique on a page with several forms. */
  prefix: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-4 md:col-span-2 md:grid-cols-4">
      {FACTS.map(([fact, label]) => {
        const name = fact as Path<T>;
        const error = form.formState.errors[name]?.message as string | undefined;
        const ids = fieldIds(prefix, fact, error);
        return (
          <FieldShell key={fact} ids={ids} label={label} error={error}>
            <Input
              id={ids.id}
              inputMode="numeric"
              invalid={Boolean(error)}
              aria-describedby={ids.describedBy}
              aria-required
              {...form.register(name, { valueAsNumber: true })}
            />
          </FieldShell>
        );
      })}
    </div>
  );
}
