"use client";
// The frame shared by the sign-up cart (components/signup/cart-panel.tsx) and the customer's meal
// box (./meal-box.tsx): the "Your box" heading with a live "3 of 8 chosen" count, the progress
// bar, the lines (in Monday and Thursday halves with split delivery) and the status line. Each
// caller draws its own lines and what follows the status line.
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { countMeals, slotCapacity, type CartItem, type CartProblem } from "@/lib/signup/cart";

const SLOT_NAME = { MONDAY: "Monday", THURSDAY: "Thursday" } as const;

export function countText(cart: readonly CartItem[], mealsPerWeek: number): string {
  return `${countMeals(cart)} of ${mealsPerWeek} chosen`;
}

export function BoxFrame({
  id,
  countTestId,
  cart,
  mealsPerWeek,
  split,
  problem,
  statusId,
  statusText,
  renderLines,
  price,
  linesClassName,
  children,
}: {
  /** The section's id; its heading's id is `${id}-title`. */
  id: string;
  countTestId: string;
  cart: readonly CartItem[];
  mealsPerWeek: number;
  split: boolean;
  problem: CartProblem | null;
  statusId: string;
  statusText: string;
  /** The lines of one delivery; `slotName` is set for the halves of a split delivery. */
  renderLines: (items: CartItem[], slotName?: string) => ReactNode;
  /** The running price (BoxPrice), under the lines. */
  price?: ReactNode;
  /** Extra classes for the lines' list (a sticky box lets its lines scroll, its actions stay). */
  linesClassName?: string;
  /** What follows the status line. */
  children?: ReactNode;
}) {
  const total = countMeals(cart);
  const percent = Math.min(100, Math.round((total / mealsPerWeek) * 100));
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className="scroll-mt-24 rounded-2xl bg-white p-5 ring-1 ring-forest-900/8 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-forest-950">
          Your box
        </h2>
        <p
          role="status"
          className="text-sm font-semibold text-forest-900 tabular-nums"
          data-testid={countTestId}
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

      <div className={cn("mt-4 space-y-4", linesClassName)}>
        {split
          ? (["MONDAY", "THURSDAY"] as const).map((slot) => (
              <div key={slot}>
                <h3 className="flex items-baseline justify-between border-b border-forest-900/10 pb-1.5 text-sm font-semibold text-forest-950">
                  {SLOT_NAME[slot]} delivery
                  <span className="font-medium text-muted tabular-nums">
                    {countMeals(cart, slot)} of {slotCapacity(mealsPerWeek, slot)}
                  </span>
                </h3>
                {renderLines(
                  cart.filter((item) => item.slot === slot),
                  SLOT_NAME[slot],
                )}
              </div>
            ))
          : renderLines(cart.filter((item) => item.slot === "SINGLE"))}
      </div>
      {price}

      <p
        id={statusId}
        className={cn(
          "mt-4 rounded-xl px-3.5 py-2.5 text-sm",
          problem ? "bg-cream-100 text-forest-900" : "bg-forest-50 font-semibold text-forest-800",
        )}
      >
        {statusText}
      </p>
      {children}
    </section>
  );
}
