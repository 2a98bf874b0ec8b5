"use client";
// Step 4: the first delivery week's menu, an allergen filter, the box filled to the plan size,
// and split delivery (Monday and Thursday halves) when the plan allows it.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, TruckIcon } from "@/components/ui/icons";
import { allergenFilterOptions, allergenKey, isSafeFor } from "@/components/menu/types";
import { windowLabel } from "@/lib/delivery-schedule/windows";
import { ALLERGENS } from "@/lib/menus/allergens";
import { splitDeliveryAvailability } from "@/lib/orders/meal-selection";
import type { MenuDishDto, WeekMenu } from "@/lib/signup/api-types";
import {
  canAdd,
  cartProblem,
  changeQuantity,
  quantityOf,
  removeLine,
  toSingleCart,
  toSplitCart,
  type CartItem,
  type CartSlot,
} from "@/lib/signup/cart";
import type { FunnelState } from "@/lib/signup/funnel-state";
import { updateFunnel } from "@/lib/signup/funnel-store";
import { messageFor } from "@/lib/signup/errors";
import { CartPanel, countText } from "./cart-panel";
import { DishOptionCard, toCartDish } from "./dish-option-card";
import { StepHeading, StepLoading, StepShell } from "./step-shell";

export function MealSelectionStep() {
  return (
    <StepShell step="meal-selection" width="xl">
      {(state) => <MealPicker state={state} />}
    </StepShell>
  );
}

function menuKey(state: FunnelState): string | null {
  if (!state.firstDelivery) return null;
  return state.skipFirstWeek
    ? `/api/weeks/${state.firstDelivery.weekStart}`
    : "/api/weeks/upcoming-week";
}

function MealPicker({ state }: { state: FunnelState }) {
  const router = useRouter();
  const statusId = useId();
  const { data: menu, error, mutate } = useSWR<WeekMenu>(menuKey(state));
  const [avoid, setAvoid] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState<string>();
  const plan = state.plan!;
  const first = state.firstDelivery!;
  const split = state.splitDelivery;
  const splitRule = splitDeliveryAvailability(plan.mealsPerWeek);
  const problem = cartProblem(state.cart, plan.mealsPerWeek, split);

  const dishes = useMemo(
    () =>
      menu
        ? [...menu.menus]
            .sort((a, b) => a.sortingOrder - b.sortingOrder)
            .map((m) => ({ ...m.dish, isNew: m.isNew || m.dish.isNew }))
        : [],
    [menu],
  );
  const allergens = useMemo(() => allergenFilterOptions(ALLERGENS, dishes), [dishes]);
  const shown = dishes.filter((dish) => isSafeFor(dish, avoid));
  const weekMismatch = menu && menu.startDate !== first.weekStart;

  function setCart(next: CartItem[]) {
    updateFunnel((s) => ({ ...s, cart: next, cartWeekStart: first.weekStart }));
  }

  function changeDish(dish: MenuDishDto, slot: CartSlot, delta: number) {
    const cartDish = toCartDish(dish);
    if (delta > 0 && !canAdd(state.cart, cartDish, slot, plan.mealsPerWeek)) return;
    setNotice(undefined);
    setCart(changeQuantity(state.cart, cartDish, slot, delta));
  }

  function toggleSplit(on: boolean) {
    if (on) {
      const { cart, removed } = toSplitCart(state.cart, plan.mealsPerWeek);
      updateFunnel((s) => ({ ...s, splitDelivery: true, cart }));
      setNotice(
        removed.length > 0
          ? `Split delivery is on. ${removed.join(", ")} can't be split, so ${removed.length === 1 ? "it was" : "they were"} taken out of your box.`
          : "Split delivery is on: half of your meals come Monday and half Thursday.",
      );
    } else {
      updateFunnel((s) => ({ ...s, splitDelivery: false, cart: toSingleCart(s.cart) }));
      setNotice("Split delivery is off: all your meals come in one delivery.");
    }
  }

  function slotControls(dish: MenuDishDto) {
    const cartDish = toCartDish(dish);
    const slots: CartSlot[] = split ? ["MONDAY", "THURSDAY"] : ["SINGLE"];
    return slots.map((slot) => ({
      slot,
      quantity: quantityOf(state.cart, dish.id, slot),
      canAdd: canAdd(state.cart, cartDish, slot, plan.mealsPerWeek),
      blockedReason: split
        ? `Your ${slot === "MONDAY" ? "Monday" : "Thursday"} delivery is full`
        : "Your box is full",
    }));
  }

  const toggleAllergen = (allergen: string) =>
    setAvoid((current) => {
      const key = allergenKey(allergen);
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const goToCheckout = () => {
    if (problem === null) router.push("/signup/checkout");
  };

  return (
    <>
      <StepHeading step="meal-selection" title={`Choose your ${plan.mealsPerWeek} meals`}>
        For your first delivery on {first.deliveryDateLabel}
        {state.deliveryTime ? `, ${windowLabel(state.deliveryTime)}` : ""}. Every meal is about 14
        oz and ready in 2&frac12; minutes.
      </StepHeading>

      {error ? (
        <Alert tone="error" className="mt-8" title="We couldn't load the menu">
          {messageFor(error)}{" "}
          <button type="button" onClick={() => void mutate()} className="font-semibold underline">
            Try again
          </button>
        </Alert>
      ) : !menu ? (
        <StepLoading label="Loading the menu" />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start">
          <div className="min-w-0">
            {weekMismatch ? (
              <Alert tone="warning" className="mb-6" title="The order deadline has passed">
                This menu is for a different week than your first delivery.{" "}
                <Link href="/signup/delivery" className="font-semibold underline">
                  Check your delivery date again
                </Link>
                .
              </Alert>
            ) : null}

            <SplitDeliveryOption
              available={splitRule.available}
              reason={splitRule.reason}
              on={split}
              half={plan.mealsPerWeek / 2}
              onToggle={toggleSplit}
            />
            <div role="status" aria-live="polite">
              {notice ? (
                <p className="mt-3 rounded-xl bg-forest-50 px-4 py-2.5 text-sm text-forest-900 ring-1 ring-forest-200">
                  {notice}
                </p>
              ) : null}
            </div>

            <fieldset className="mt-5 rounded-2xl bg-white p-4 ring-1 ring-forest-900/8 sm:p-5">
              <legend className="sr-only">Hide dishes containing these allergens</legend>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
                <p
                  aria-hidden="true"
                  className="shrink-0 pt-1.5 text-sm font-semibold text-forest-950"
                >
                  Hide dishes containing:
                </p>
                <div className="flex flex-wrap gap-2">
                  {allergens.map((allergen) => {
                    const checked = avoid.has(allergenKey(allergen));
                    return (
                      <label
                        key={allergen}
                        className={cn(
                          "relative inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors select-none",
                          "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-terracotta-500",
                          checked
                            ? "bg-forest-800 text-cream-50 ring-forest-800"
                            : "bg-cream-50 text-forest-900 ring-forest-900/15 hover:ring-forest-900/35",
                        )}
                      >
                        <input
                          type="checkbox"
                          className="sr-only"
                          checked={checked}
                          onChange={() => toggleAllergen(allergen)}
                        />
                        {checked ? <CheckIcon className="size-4" /> : null}
                        {allergen}
                      </label>
                    );
                  })}
                </div>
              </div>
            </fieldset>
            <p className="mt-4 text-sm text-muted" aria-live="polite">
              {avoid.size === 0
                ? `${dishes.length} dishes on the menu`
                : `Showing ${shown.length} of ${dishes.length} dishes`}
            </p>

            {shown.length > 0 ? (
              <ul
                className="mt-3 grid gap-5 sm:grid-cols-2 xl:grid-cols-3 [&_button]:scroll-mt-24 [&_button]:scroll-mb-24 [&_summary]:scroll-mb-24"
                aria-label="Menu"
              >
                {shown.map((dish) => (
                  <li key={dish.id}>
                    <DishOptionCard
                      dish={dish}
                      split={split}
                      slots={slotControls(dish)}
                      onChange={(slot, delta) => changeDish(dish, slot, delta)}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-3 rounded-2xl border border-dashed border-forest-900/20 bg-cream-50 px-6 py-12 text-center">
                <p className="font-display text-xl font-semibold text-forest-950">
                  No dishes match those filters
                </p>
                <Button variant="secondary" className="mt-4" onClick={() => setAvoid(new Set())}>
                  Clear filters
                </Button>
              </div>
            )}
          </div>

          <div className="lg:sticky lg:top-20 lg:-m-1 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:p-1">
            <CartPanel
              cart={state.cart}
              mealsPerWeek={plan.mealsPerWeek}
              split={split}
              problem={problem}
              statusId={statusId}
              onChange={(item, delta) => {
                if (delta > 0 && !canAdd(state.cart, item, item.slot, plan.mealsPerWeek)) return;
                setCart(changeQuantity(state.cart, item, item.slot, delta));
              }}
              onRemove={(item) => setCart(removeLine(state.cart, item.dishId, item.slot))}
              onContinue={goToCheckout}
            />
            <ButtonLink
              href="/signup/delivery"
              variant="ghost"
              className="mt-3 hidden lg:inline-flex"
            >
              <ArrowLeftIcon />
              Back<span className="sr-only"> to Delivery</span>
            </ButtonLink>
          </div>
        </div>
      )}

      {menu ? (
        <div className="sticky bottom-0 z-30 -mx-5 mt-8 border-t border-forest-900/10 bg-cream-50/95 px-5 py-3 backdrop-blur sm:-mx-8 sm:px-8 lg:hidden">
          <div className="flex items-center justify-between gap-3">
            <div className="text-sm" aria-hidden="true">
              <p className="font-semibold text-forest-950 tabular-nums">
                {countText(state.cart, plan.mealsPerWeek)}
              </p>
              <a href="#cart" className="text-forest-800 underline underline-offset-2">
                Review your box
              </a>
            </div>
            <Button disabled={problem !== null} aria-describedby={statusId} onClick={goToCheckout}>
              Continue
              <ArrowRightIcon />
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}

function SplitDeliveryOption({
  available,
  reason,
  on,
  half,
  onToggle,
}: {
  available: boolean;
  reason?: string;
  on: boolean;
  half: number;
  onToggle: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-4 rounded-2xl bg-white p-4 ring-1 ring-forest-900/8 sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-forest-100 text-forest-800">
        <TruckIcon />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {available ? (
            <label htmlFor={`${id}-split`} className="font-semibold text-forest-950">
              Split delivery: Monday and Thursday
            </label>
          ) : (
            <p className="font-semibold text-forest-950">Split delivery: Monday and Thursday</p>
          )}
          {available ? (
            <input
              id={`${id}-split`}
              type="checkbox"
              role="switch"
              checked={on}
              onChange={(e) => onToggle(e.target.checked)}
              aria-describedby={`${id}-split-hint`}
              className={cn(
                "relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full transition-colors",
                "before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform",
                on ? "bg-forest-700 before:translate-x-5" : "bg-stone-300",
              )}
            />
          ) : null}
        </div>
        <p id={`${id}-split-hint`} className="mt-1 text-sm leading-6 text-muted">
          {available
            ? `Get ${half} meals on Monday and ${half} on Thursday, so they're fresher all week. No extra charge.`
            : `Not available with your plan. ${reason ?? ""}`}
        </p>
      </div>
    </div>
  );
}
