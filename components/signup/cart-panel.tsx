"use client";
// The box being filled: meals chosen, a live "3 of 8 chosen" count, per-day halves with split
// delivery, quantity controls, and Continue once the box is exactly full.
import type { ReactNode } from "react";
import { BoxFrame } from "@/components/meals/box-frame";
import { Button } from "@/components/ui/button";
import { ArrowRightIcon, CloseIcon } from "@/components/ui/icons";
import { canAdd, type CartItem, type CartProblem } from "@/lib/signup/cart";
import { QuantityControl } from "./quantity-control";

export function problemText(problem: CartProblem | null, mealsPerWeek: number): string {
  if (!problem) return "Your box is full. You're ready for checkout.";
  switch (problem.kind) {
    case "empty":
      return `Add ${mealsPerWeek} meals to continue.`;
    case "short":
      return `Add ${problem.missing} more ${problem.missing === 1 ? "meal" : "meals"} to continue.`;
    case "over":
      return `Remove ${problem.extra} ${problem.extra === 1 ? "meal" : "meals"} to match your plan.`;
    case "halves":
      return `With split delivery, choose ${problem.half} meals for Monday and ${problem.half} for Thursday.`;
    case "ineligible":
      return `${problem.names.join(", ")} can't be part of a split delivery. Remove ${problem.names.length === 1 ? "it" : "them"} to continue.`;
    case "splitUnavailable":
      return problem.reason;
    case "slots":
      return "Choose a delivery day for every meal.";
  }
}

function CartLines({
  items,
  cart,
  mealsPerWeek,
  onChange,
  onRemove,
  slotName,
}: {
  items: CartItem[];
  cart: readonly CartItem[];
  mealsPerWeek: number;
  onChange: (item: CartItem, delta: number) => void;
  onRemove: (item: CartItem) => void;
  slotName?: string;
}) {
  if (items.length === 0) {
    return <p className="py-3 text-sm text-muted">No meals yet.</p>;
  }
  const where = slotName ? ` on ${slotName}` : "";
  return (
    <ul className="divide-y divide-forest-900/8">
      {items.map((item) => (
        <li key={`${item.dishId}:${item.slot}`} className="flex gap-3 py-3">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={item.imageUrl}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-lg bg-cream-200 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="text-sm leading-5 font-medium text-forest-950">{item.name}</p>
            <div className="mt-1.5 flex items-center justify-between gap-2">
              <QuantityControl
                size="sm"
                quantity={item.quantity}
                canAdd={canAdd(cart, item, item.slot, mealsPerWeek)}
                onAdd={() => onChange(item, 1)}
                onRemove={() => onChange(item, -1)}
                addLabel={`Add one more ${item.name}${where}`}
                removeLabel={`Remove one ${item.name}${where}`}
                countLabel={`${item.quantity} ${item.name}${where}`}
              />
              <button
                type="button"
                onClick={() => onRemove(item)}
                aria-label={`Remove ${item.name}${where} from your box`}
                className="inline-flex items-center gap-1 rounded-full px-2.5 py-1.5 text-sm font-medium text-forest-800 hover:bg-forest-900/5"
              >
                <CloseIcon className="size-4" />
                Remove
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CartPanel({
  cart,
  mealsPerWeek,
  split,
  problem,
  onChange,
  onRemove,
  onContinue,
  statusId,
  price,
  footer,
}: {
  cart: readonly CartItem[];
  mealsPerWeek: number;
  split: boolean;
  problem: CartProblem | null;
  onChange: (item: CartItem, delta: number) => void;
  onRemove: (item: CartItem) => void;
  onContinue: () => void;
  statusId: string;
  /** The running price of the box (BoxPrice). */
  price?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <BoxFrame
      id="cart"
      countTestId="cart-count"
      cart={cart}
      mealsPerWeek={mealsPerWeek}
      split={split}
      problem={problem}
      statusId={statusId}
      price={price}
      statusText={problemText(problem, mealsPerWeek)}
      renderLines={(items, slotName) => (
        <CartLines
          items={items}
          cart={cart}
          mealsPerWeek={mealsPerWeek}
          onChange={onChange}
          onRemove={onRemove}
          slotName={slotName}
        />
      )}
    >
      {footer}
      <Button
        size="lg"
        fullWidth
        className="mt-4 hidden lg:inline-flex"
        disabled={problem !== null}
        aria-describedby={statusId}
        onClick={onContinue}
      >
        Continue to checkout
        <ArrowRightIcon />
      </Button>
    </BoxFrame>
  );
}
