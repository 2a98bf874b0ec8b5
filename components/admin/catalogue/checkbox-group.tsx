"use client";
// A list of choices ticked in a form (a catalogue item's allergens, a dish's tags): a fieldset of
// checkboxes bound to one array field, its message read with the group.
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { cn } from "@/components/ui/cn";
import { Checkbox, FieldError } from "@/components/ui/form";

export function CheckboxGroup<T extends FieldValues>({
  form,
  name,
  prefix,
  legend,
  options,
  className,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  /** Makes the ids unique on a page with several forms. */
  prefix: string;
  legend: string;
  options: readonly string[];
  /** The grid of the checkboxes (two columns unless given). */
  className?: string;
}) {
  const error = form.formState.errors[name]?.message as string | undefined;
  const errorId = `${prefix}-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-forest-950">{legend}</legend>
      <div className={cn("mt-2 grid grid-cols-2 gap-2", className)}>
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <Checkbox value={option} {...form.register(name)} />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
