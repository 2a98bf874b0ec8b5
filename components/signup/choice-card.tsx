"use client";
// A radio button drawn as a card: the native input keeps arrow-key navigation and form
// semantics; the card shows the choice and a focus ring when the radio has keyboard focus.
import { useId, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/ui/icons";

export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  children,
  describedBy,
  className,
  invalid,
  srLabel,
  srDescription,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  describedBy?: string;
  className?: string;
  invalid?: boolean;
  /** A short accessible name (the card's visible title), instead of all of the card's text. */
  srLabel?: string;
  /** The rest of the card in words, read after the name. */
  srDescription?: string;
}) {
  const descriptionId = useId();
  return (
    <label
      className={cn(
        "relative flex cursor-pointer flex-col rounded-2xl bg-white p-5 ring-1 transition-shadow",
        "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-terracotta-500",
        checked
          ? "shadow-md ring-2 ring-forest-700"
          : invalid
            ? "ring-red-400 hover:ring-red-500"
            : "ring-forest-900/12 hover:ring-forest-900/30",
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-label={srLabel}
        aria-describedby={
          [srDescription ? descriptionId : null, describedBy].filter(Boolean).join(" ") || undefined
        }
        className="sr-only"
      />
      {srDescription ? (
        <span id={descriptionId} className="sr-only">
          {srDescription}
        </span>
      ) : null}
      <span
        aria-hidden="true"
        className={cn(
          "absolute top-4 right-4 flex size-6 items-center justify-center rounded-full ring-1",
          checked ? "bg-forest-800 text-cream-50 ring-forest-800" : "bg-white ring-stone-300",
        )}
      >
        {checked ? <CheckIcon className="size-4" /> : null}
      </span>
      {children}
    </label>
  );
}
