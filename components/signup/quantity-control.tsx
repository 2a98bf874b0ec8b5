"use client";
// "Add" for a meal not in the cart yet; − count + once it is. Buttons that cannot act are
// aria-disabled rather than disabled, so keyboard focus never falls off the page, and focus moves
// between "Add" and the stepper when one replaces the other.
import { useEffect, useRef, type MouseEvent } from "react";
import { cn } from "@/components/ui/cn";

function MinusIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
    >
      <path d="M6 12h12" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
    >
      <path d="M12 6v12M6 12h12" />
    </svg>
  );
}

export function QuantityControl({
  quantity,
  canAdd,
  onAdd,
  onRemove,
  addLabel,
  removeLabel,
  countLabel,
  blockedReason,
  size = "md",
  addText = "Add",
}: {
  quantity: number;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: () => void;
  /** e.g. "Add one Butter Chicken to Monday" */
  addLabel: string;
  removeLabel: string;
  /** e.g. "2 Butter Chicken on Monday" (read out, shown as the number) */
  countLabel: string;
  /** Why adding is not possible now (shown to screen readers on the add button). */
  blockedReason?: string;
  size?: "sm" | "md";
  addText?: string;
}) {
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const shown = quantity > 0 ? "stepper" : "add";

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (shown === "stepper" ? plusRef : addRef).current?.focus();
  }, [shown]);

  const blocked = !canAdd;
  const hasFocus = (el: HTMLElement) => el === document.activeElement;
  const add = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) return;
    if (quantity === 0 && hasFocus(event.currentTarget)) moveFocus.current = true;
    onAdd();
  };
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    if (quantity === 1 && hasFocus(event.currentTarget)) moveFocus.current = true;
    onRemove();
  };
  const height = size === "sm" ? "h-9" : "h-10";

  if (quantity === 0) {
    return (
      <button
        ref={addRef}
        type="button"
        onClick={add}
        aria-disabled={blocked || undefined}
        aria-label={blocked && blockedReason ? `${addLabel}. ${blockedReason}` : addLabel}
        className={cn(
          "inline-flex items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold transition-colors",
          height,
          blocked
            ? "cursor-not-allowed bg-stone-100 text-stone-400"
            : "bg-forest-800 text-cream-50 hover:bg-forest-700",
        )}
      >
        <PlusIcon />
        {addText}
      </button>
    );
  }

  return (
    <div
      className={cn(
        "inline-flex items-center rounded-full bg-forest-50 ring-1 ring-forest-200",
        height,
      )}
    >
      <button
        type="button"
        onClick={remove}
        aria-label={removeLabel}
        className={cn(
          "flex items-center justify-center rounded-full text-forest-900 hover:bg-forest-100",
          size === "sm" ? "size-9" : "size-10",
        )}
      >
        <MinusIcon />
      </button>
      <span className="min-w-7 text-center text-sm font-bold text-forest-950 tabular-nums">
        <span aria-hidden="true">{quantity}</span>
        <span className="sr-only">{countLabel}</span>
      </span>
      <button
        ref={plusRef}
        type="button"
        onClick={add}
        aria-disabled={blocked || undefined}
        aria-label={blocked && blockedReason ? `${addLabel}. ${blockedReason}` : addLabel}
        className={cn(
          "flex items-center justify-center rounded-full",
          size === "sm" ? "size-9" : "size-10",
          blocked ? "cursor-not-allowed text-stone-400" : "text-forest-900 hover:bg-forest-100",
        )}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
