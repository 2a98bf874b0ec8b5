"use client";
// The box being filled for a week after sign-up: the meals chosen, a live "3 of 8 chosen" count,
// the Monday and Thursday halves with split delivery, and the action that saves it. The cart
// rules are the sign-up's (lib/signup/cart.ts); the server checks them again.
import type { ReactNode } from "react";
import { QuantityControl } from "@/components/signup/quantity-control";
import { problemText } from "@/components/signup/cart-panel";
import { cn } from "@/components/ui/cn";
import { CloseIcon } from "@/components/ui/icons";
import {
  canAdd,
  countMeals,
  slotCapacity,
  type CartItem,
  type CartProblem,
  type CartSlot,
} from "@/lib/signup/cart";

const SLOT_NAME: Record<Exclude<CartSlot, "SINGLE">, string> = {
  MONDAY: "Monday",
  THURSDAY: "Thursday",
};

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
  onChange,
  onRemove,
  error,
  actions,
}: {
  cart: readonly CartItem[];
  mealsPerWeek: number;
  split: boolean;
  problem: CartProblem | null;
  statusId: string;
  onChange: (item: CartItem, delta: number) => void;
  onRemove: (item: CartItem) => void;
  /** A refusal from the server, shown above the actions. */
  error?: ReactNode;
  actions: ReactNode;
}) {
  const total = countMeals(cart);
  const percent = Math.min(100, Math.round((total / mealsPerWeek) * 100));
  return (
    <section
      aria-labelledby="meal-box-title"
      id="meal-box"
      className="scroll-mt-24 rounded-2xl bg-white p-5 ring-1 ring-forest-900/8 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="meal-box-title" className="font-display text-2xl font-semibold text-forest-950">
          Your box
        </h2>
        <p
          role="status"
          className="text-sm font-semibold text-forest-900 tabular-nums"
          data-testid="box-count"
        >
          {total} of {mealsPerWeek} chosen
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
        {split ? (
          (["MONDAY", "THURSDAY"] as const).map((slot) => (
            <div key={slot}>
              <h3 className="flex items-baseline justify-between border-b border-forest-900/10 pb-1.5 text-sm font-semibold text-forest-950">
                {SLOT_NAME[slot]} delivery
                <span className="font-medium text-muted tabular-nums">
                  {countMeals(cart, slot)} of {slotCapacity(mealsPerWeek, slot)}
                </span>
              </h3>
              <Lines
                items={cart.filter((item) => item.slot === slot)}
                cart={cart}
                mealsPerWeek={mealsPerWeek}
                where={` on ${SLOT_NAME[slot]}`}
                onChange={onChange}
                onRemove={onRemove}
              />
            </div>
          ))
        ) : (
          <Lines
            items={cart.filter((item) => item.slot === "SINGLE")}
            cart={cart}
            mealsPerWeek={mealsPerWeek}
            where=""
            onChange={onChange}
            onRemove={onRemove}
          />
        )}
      </div>
      <p
        id={statusId}
        className={cn(
          "mt-4 rounded-xl px-3.5 py-2.5 text-sm",
          problem ? "bg-cream-100 text-forest-900" : "bg-forest-50 font-semibold text-forest-800",
        )}
      >
        {boxStatusText(problem, mealsPerWeek)}
      </p>
      {error}
      <div className="mt-4 flex flex-col gap-2">{actions}</div>
    </section>
  );
}
