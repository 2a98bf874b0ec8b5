"use client";
// One diet at a time, as chips that are real radio buttons: "Show" on the meal editor and the
// sign-up meal step (the menu lists only that diet's dishes), "Your diet" on the Plan tab. The
// diets and their dish tags are lib/users/diet-preference-schema.ts'.
import { useId, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/ui/icons";
import { DIETS, type DietPreference } from "@/lib/users/diet-preference-schema";

export function DietFilter({
  value,
  onChange,
  title,
  noneLabel = "All dishes",
  description,
  framed = true,
  disabled = false,
  className,
}: {
  value: DietPreference | null;
  onChange: (diet: DietPreference | null) => void;
  /** The group's name, shown and announced. */
  title: string;
  /** The chip for no diet. */
  noneLabel?: string;
  description?: ReactNode;
  framed?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  const name = useId();
  const descriptionId = useId();
  const options: { id: DietPreference | null; label: string }[] = [
    { id: null, label: noneLabel },
    ...DIETS.map((diet) => ({ id: diet.id, label: diet.label })),
  ];
  return (
    <fieldset
      aria-describedby={description ? descriptionId : undefined}
      disabled={disabled}
      className={cn(
        className,
        framed && "rounded-2xl bg-white p-4 ring-1 ring-forest-900/8 sm:p-5",
      )}
    >
      <legend className="sr-only">{title}</legend>
      <div
        className={cn("flex flex-col gap-3", !description && "sm:flex-row sm:items-start sm:gap-5")}
      >
        <div className="shrink-0">
          <p aria-hidden="true" className="pt-1.5 text-sm font-semibold text-forest-950">
            {description ? title : `${title}:`}
          </p>
          {description ? (
            <p id={descriptionId} className="mt-1 max-w-2xl text-sm leading-6 text-muted">
              {description}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {options.map((option) => {
            const checked = option.id === value;
            return (
              <label
                key={option.id ?? "none"}
                className={cn(
                  "relative inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors select-none",
                  "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-terracotta-500",
                  "has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60",
                  checked
                    ? "bg-forest-800 text-cream-50 ring-forest-800"
                    : "bg-cream-50 text-forest-900 ring-forest-900/15 hover:ring-forest-900/35",
                )}
              >
                <input
                  type="radio"
                  name={name}
                  className="sr-only"
                  checked={checked}
                  onChange={() => onChange(option.id)}
                />
                {checked ? <CheckIcon className="size-4" /> : null}
                {option.label}
              </label>
            );
          })}
        </div>
      </div>
    </fieldset>
  );
}
