"use client";
// The dish form's recipe: one row per ingredient with its grams in one portion, rows added and
// removed by button. Each input has its own label (read out as "Ingredient 2", "Grams, line 2"),
// and a row's message sits under it, tied to its input.
import { useRef } from "react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/form";
import type { DishInput } from "@/lib/menus/dish-schema";
import { MAX_RECIPE_LINES } from "@/lib/menus/recipe-schema";

export function RecipeEditor({ form }: { form: UseFormReturn<DishInput> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "recipe" });
  const addRef = useRef<HTMLButtonElement>(null);
  const errors = form.formState.errors.recipe;
  const listError = errors?.message ?? errors?.root?.message;

  function removeLine(index: number) {
    remove(index);
    // Focus stays in the list: on the row that took this one's place, else on "Add ingredient".
    requestAnimationFrame(() => {
      const next = document.getElementById(`recipe-${index}-ingredient`);
      (next ?? addRef.current)?.focus();
    });
  }

  return (
    <fieldset aria-describedby="recipe-hint">
      <legend className="text-sm font-semibold text-forest-950">Recipe for one portion</legend>
      <p id="recipe-hint" className="mt-1 text-sm text-stone-600">
        Grams of each ingredient in one portion, to a tenth of a gram. The production sheet
        multiplies them by the portions ordered and adds them up into the shopping list.
      </p>
      {fields.length > 0 ? (
        <div
          aria-hidden="true"
          className="mt-3 grid grid-cols-[minmax(0,1fr)_4.5rem_auto] sm:grid-cols-[minmax(0,1fr)_6.5rem_5.5rem] gap-2 text-xs font-semibold tracking-wide text-stone-600 uppercase"
        >
          <span>Ingredient</span>
          <span>Grams</span>
          <span />
        </div>
      ) : (
        <p className="mt-3 text-sm text-stone-700">No recipe yet.</p>
      )}
      <ol className="mt-1 space-y-2">
        {fields.map((field, index) => {
          const line = index + 1;
          const nameError = errors?.[index]?.ingredient?.message;
          const gramsError = errors?.[index]?.grams?.message;
          const ids = {
            name: `recipe-${index}-ingredient`,
            grams: `recipe-${index}-grams`,
          };
          return (
            <li key={field.id}>
              <div className="grid grid-cols-[minmax(0,1fr)_4.5rem_auto] sm:grid-cols-[minmax(0,1fr)_6.5rem_5.5rem] items-start gap-2">
                <div>
                  <label htmlFor={ids.name} className="sr-only">
                    Ingredient {line}
                  </label>
                  <Input
                    id={ids.name}
                    invalid={Boolean(nameError)}
                    aria-describedby={nameError ? `${ids.name}-error` : undefined}
                    autoComplete="off"
                    {...form.register(`recipe.${index}.ingredient`)}
                  />
                </div>
                <div>
                  <label htmlFor={ids.grams} className="sr-only">
                    Grams, line {line}
                  </label>
                  <Input
                    id={ids.grams}
                    // A number input shows the new row's NaN (no grams yet) as an empty box.
                    type="number"
                    step="0.1"
                    min="0"
                    invalid={Boolean(gramsError)}
                    aria-describedby={gramsError ? `${ids.grams}-error` : undefined}
                    {...form.register(`recipe.${index}.grams`, { valueAsNumber: true })}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="mt-1 px-2 sm:px-3.5"
                  aria-label={`Remove ingredient ${line}`}
                  onClick={() => removeLine(index)}
                >
                  Remove
                </Button>
              </div>
              <FieldError id={`${ids.name}-error`}>{nameError}</FieldError>
              <FieldError id={`${ids.grams}-error`}>{gramsError}</FieldError>
            </li>
          );
        })}
      </ol>
      {listError ? <FieldError>{listError}</FieldError> : null}
      <Button
        ref={addRef}
        type="button"
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={fields.length >= MAX_RECIPE_LINES}
        onClick={() => append({ ingredient: "", grams: Number.NaN })}
      >
        Add ingredient
      </Button>
    </fieldset>
  );
}
