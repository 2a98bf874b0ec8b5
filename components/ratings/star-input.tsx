"use client";
// Choosing 1 to 5 stars: a radio group (arrow keys move, each star is named "3 stars"), drawn as
// stars that fill up to the choice.
import { cn } from "@/components/ui/cn";
import { StarIcon } from "./star-icon";

export function StarInput({
  name,
  legend,
  value,
  onChange,
  errorId,
  firstRef,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (stars: number) => void;
  /** The error under the group, when there is one. */
  errorId?: string;
  firstRef?: React.Ref<HTMLInputElement>;
}) {
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="sr-only">{legend}</legend>
      <div className="flex gap-0.5">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative cursor-pointer rounded-md p-0.5">
            <input
              ref={n === 1 ? firstRef : undefined}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <StarIcon
              filled={value !== null && n <= value}
              className={cn(
                "size-8 rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-forest-600",
              )}
            />
            <span className="sr-only">
              {n} {n === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
