"use client";
// What the menu filters share: a named group of toggle chips (the allergens to hide, one diet),
// each chip a real checkbox or radio inside its label, so Tab, Space and the arrow keys work and a
// screen reader hears the group's name and each chip's state. allergen-filter.tsx and
// diet-filter.tsx say only what differs: their options and whether one or many may be on.
import { useId, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/ui/icons";

export interface ChipGroupProps {
  /** The group's name, shown and announced. */
  title: string;
  /** Announce the name without showing it (a heading above already says it). */
  titleHidden?: boolean;
  /** Shown under the title and read with the group. */
  description?: ReactNode;
  /** Draws the white card around the chips (off inside a card that already has one). */
  framed?: boolean;
  disabled?: boolean;
  className?: string;
}

export function ChipGroup({
  title,
  titleHidden = false,
  description,
  framed = true,
  disabled = false,
  className,
  children,
}: ChipGroupProps & { children: ReactNode }) {
  const descriptionId = useId();
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
        {titleHidden && !description ? null : (
          <div className="shrink-0">
            {titleHidden ? null : (
              <p aria-hidden="true" className="pt-1.5 text-sm font-semibold text-forest-950">
                {description ? title : `${title}:`}
              </p>
            )}
            {description ? (
              <p id={descriptionId} className="mt-1 max-w-2xl text-sm leading-6 text-muted">
                {description}
              </p>
            ) : null}
          </div>
        )}
        <div className="flex flex-wrap gap-2">{children}</div>
      </div>
    </fieldset>
  );
}

export function Chip({
  type,
  name,
  checked,
  onChange,
  children,
}: {
  type: "checkbox" | "radio";
  /** The radio group's name (radios only). */
  name?: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "relative inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors select-none",
        "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-terracotta-500",
        "has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60",
        checked
          ? "bg-forest-800 text-cream-50 ring-forest-800"
          : "bg-cream-50 text-forest-900 ring-forest-900/15 hover:ring-forest-900/35",
      )}
    >
      <input type={type} name={name} className="sr-only" checked={checked} onChange={onChange} />
      {checked ? <CheckIcon className="size-4" /> : null}
      {children}
    </label>
  );
}
