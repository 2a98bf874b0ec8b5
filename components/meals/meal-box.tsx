"use client";
// The box being filled for a week after sign-up: the meals chosen, a live "3 of 8 chosen" count,
// the Monday and Thursday halves with split delivery, and the action that saves it. The cart
// rules are the sign-up's (lib/signup/cart.ts); the server checks them again.
import type { ReactNode } from "react";
import { QuantityControl } from "@/components/signup/quantity-control";
import { problemText } from "@/components/signup/cart-panel";
import { CloseIcon } from "@/components/ui/icons";
import { canAdd, type CartItem, type CartProblem } from "@/lib/signup/cart";
import { BoxFrame } from "./box-frame";

export function boxStatusText(problem: CartProblem | null, mealsPerWeek: number): string {
  if (!problem) return "Your box is full. Save it to lock in your choice.";
  return problemText(problem, mealsPerWeek).replace(" to continue.", " to save.");
}

function Lines({
  items,
  cart,
  mealsPerWeek,
  where,
  onChange,
  onRemove,
}: {
  items: CartItem[];
  cart: readonly CartItem[];
  mealsPerWeek: number;
  where: string;
  onChange: (item: CartItem, delta: number) => void;
  onRemove: (item: CartItem) => void;
}) {
  if (items.length === 0) return <p className="py-3 text-sm text-muted">No meals yet.</p>;
  return (
    <ul className="divide-y divide-forest-900/8">
      {items.map((item) => (
        <li key={`${item.dishId}:${item.slot}`} className="flex items-center gap-3 py-2.5">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={item.imageUrl}
            alt=""
            width={44}
            height={44}
            className="size-11 shrink-0 rounded-lg bg-cream-200 object-cover"
          />
          <span className="min-w-0 flex-1 text-sm leading-5 font-medium text-forest-950">
            {item.name}
          </span>
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
            className="flex size-8 items-center justify-center rounded-full text-forest-800 hover:bg-forest-900/5"
          >
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function MealBox({
  cart,
  mealsPerWeek,
  split,
  problem,
  statusId,
  price,
  onChange,
  onRemove,
  error,
  actions,
  linesClassName,
}: {
  cart: readonly CartItem[];
  mealsPerWeek: number;
  split: boolean;
  problem: CartProblem | null;
  statusId: string;
  /** The running price of the box (BoxPrice). */
  price?: ReactNode;
  onChange: (item: CartItem, delta: number) => void;
  onRemove: (item: CartItem) => void;
  /** A refusal from the server, shown above the actions. */
  error?: ReactNode;
  actions: ReactNode;
  /** Passed to BoxFrame: the lines' list may scroll while the actions stay in view. */
  linesClassName?: string;
}) {
  return (
    <BoxFrame
      id="meal-box"
      countTestId="box-count"
      cart={cart}
      mealsPerWeek={mealsPerWeek}
      split={split}
      problem={problem}
      statusId={statusId}
      price={price}
      linesClassName={linesClassName}
      statusText={boxStatusText(problem, mealsPerWeek)}
      renderLines={(items, slotName) => (
        <Lines
          items={items}
          cart={cart}
          mealsPerWeek={mealsPerWeek}
          where={slotName ? ` on ${slotName}` : ""}
          onChange={onChange}
          onRemove={onRemove}
        />
      )}
    >
      {error}
      <div className="mt-4 flex flex-col gap-2">{actions}</div>
    </BoxFrame>
  );
}
