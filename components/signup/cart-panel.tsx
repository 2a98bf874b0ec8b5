"use client";
// The box being filled: meals chosen, a live "3 of 8 chosen" count, per-day halves with split
// delivery, quantity controls, and Continue once the box is exactly full.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ArrowRightIcon, CloseIcon } from "@/components/ui/icons";
import {
  canAdd,
  countMeals,
  slotCapacity,
  type CartItem,
  type CartProblem,
  type CartSlot,
} from "@/lib/signup/cart";
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

export function countText(cart: readonly CartItem[], mealsPerWeek: number): string {
  return `${countMeals(cart)} of ${mealsPerWeek} chosen`;
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
  footer?: ReactNode;
}) {
  const total = countMeals(cart);
  const percent = Math.min(100, Math.round((total / mealsPerWeek) * 100));
  const slots: CartSlot[] = split ? ["MONDAY", "THURSDAY"] : ["SINGLE"];

  return (
    <section
      aria-labelledby="cart-title"
      id="cart"
      className="scroll-mt-24 rounded-2xl bg-white p-5 ring-1 ring-forest-900/8 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="cart-title" className="font-display text-2xl font-semibold text-forest-950">
          Your box
        </h2>
        <p
          role="status"
          className="text-sm font-semibold text-forest-900 tabular-nums"
          data-testid="cart-count"
        >
          {countText(cart, mealsPerWeek)}
        </p>
      </div>
      <div className="mt-3 h-2 overflow-hidden rounded-full bg-cream-200" aria-hidden="true">
        <div
          className={cn(
            "h-full rounded-full transition-[width]",
            problem ? "bg-terracotta-400" : "bg-forest-600",
          )}
          style={{ width: `${percent}%` }}
        />
      </div>

      <div className="mt-4 space-y-4">
        {slots.map((slot) => {
          const items = cart.filter((item) => item.slot === slot);
          if (slot === "SINGLE") {
            return (
              <CartLines
                key={slot}
                items={items}
                cart={cart}
                mealsPerWeek={mealsPerWeek}
                onChange={onChange}
                onRemove={onRemove}
              />
            );
          }
          const name = slot === "MONDAY" ? "Monday" : "Thursday";
          return (
            <div key={slot}>
              <h3 className="flex items-baseline justify-between border-b border-forest-900/10 pb-1.5 text-sm font-semibold text-forest-950">
                {name} delivery
                <span className="font-medium text-muted tabular-nums">
                  {countMeals(cart, slot)} of {slotCapacity(mealsPerWeek, slot)}
                </span>
              </h3>
              <CartLines
                items={items}
                cart={cart}
                mealsPerWeek={mealsPerWeek}
                onChange={onChange}
                onRemove={onRemove}
                slotName={name}
              />
            </div>
          );
        })}
      </div>

      <p
        id={statusId}
        className={cn(
          "mt-4 rounded-xl px-3.5 py-2.5 text-sm",
          problem ? "bg-cream-100 text-forest-900" : "bg-forest-50 font-semibold text-forest-800",
        )}
      >
        {problemText(problem, mealsPerWeek)}
      </p>
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
    </section>
  );
}
