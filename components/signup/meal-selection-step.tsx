"use client";
// Step 4: the first delivery week's menu, the diet (its dishes only, kept with the funnel and saved
// at sign-up), the allergens to avoid (kept with the funnel, sent at
// sign-up; dishes with them are marked, and may be hidden), the box filled to the plan size, and
// split delivery (Monday and Thursday halves) when the plan allows it.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/ui/icons";
import { AllergenFilter } from "@/components/meals/allergen-filter";
import { DietFilter } from "@/components/meals/diet-filter";
import { countText } from "@/components/meals/box-frame";
import { SplitDeliveryToggle } from "@/components/meals/split-delivery-toggle";
import { allergenKey, avoidedAllergens, isSafeFor } from "@/components/menu/types";
import { windowLabel } from "@/lib/delivery-schedule/delivery-days";
import { ALLERGENS, canonicalAllergens } from "@/lib/menus/allergens";
import { splitDeliveryAvailability } from "@/lib/orders/meal-selection-rules";
import type { MenuDishDto, WeekMenu } from "@/lib/signup/api-types";
import {
  canAdd,
  cartProblem,
  changeQuantity,
  countMeals,
  portionsLeftFor,
  removeLine,
  slotControls,
  toSingleCart,
  toSplitCart,
  trimToPortionsLeft,
  type CartItem,
  type CartSlot,
} from "@/lib/signup/cart";
import type { FunnelState } from "@/lib/signup/funnel-state";
import { getFunnelState, updateFunnel } from "@/lib/signup/funnel-store";
import { signupMenuKey } from "@/lib/signup/menu-key";
import { dietOf, fitsDiet } from "@/lib/users/diets";
import { messageFor } from "@/lib/signup/errors";
import { BoxPrice } from "@/components/meals/box-price";
import { estimateSummary } from "@/lib/signup/estimate-summary";
import { CartPanel } from "./cart-panel";
import { DishOptionCard, toCartDish } from "./dish-option-card";
import { StepHeading, StepLoading, StepShell } from "./step-shell";

export function MealSelectionStep() {
  return (
    <StepShell step="meal-selection" width="xl">
      {(state) => <MealPicker state={state} />}
    </StepShell>
  );
}

const DIET_DESCRIPTION =
  "We’ll show only dishes of your diet, and when our chefs choose for you, they’ll keep to it. You can change this later in your account.";

const AVOID_DESCRIPTION =
  "We’ll mark dishes that contain them, and we’ll never choose a dish containing these for you. You can change this later in your account.";

function menuCountText(
  total: number,
  shown: number,
  marked: number,
  hiding: boolean,
  avoiding: boolean,
): string {
  if (!avoiding) return `${total} dishes on the menu`;
  if (hiding) return `Showing ${shown} of ${total} dishes`;
  return `${total} dishes on the menu, ${marked === 0 ? "none" : marked} with an allergen you avoid`;
}

function soldOutNote(names: readonly string[]): string {
  const one = names.length === 1;
  const list = one ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return `${list} sold out meanwhile, so we took ${one ? "it" : "them"} out of your box. Please choose another dish.`;
}

function MealPicker({ state }: { state: FunnelState }) {
  const router = useRouter();
  const statusId = useId();
  const [notice, setNotice] = useState<string>();
  const {
    data: menu,
    error,
    mutate,
  } = useSWR<WeekMenu>(signupMenuKey(state), {
    // A capped dish may sell out while the customer is away (the checkout sends them back here
    // after a sold-out answer): every load takes what is no longer left out of the cart.
    onSuccess: (loaded) => {
      const left = new Map(loaded.menus.map((m) => [m.dish.id, m.left]));
      const { cart, removed } = trimToPortionsLeft(
        getFunnelState().cart,
        (id) => left.get(id) ?? null,
      );
      if (removed.length === 0) return;
      updateFunnel((s) => ({ ...s, cart }));
      setNotice(soldOutNote(removed));
    },
  });
  const exclusions = state.allergenExclusions;
  const avoid = useMemo(() => new Set(exclusions.map(allergenKey)), [exclusions]);
  const [hideAvoided, setHideAvoided] = useState(false);
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
            .map((m) => ({
              ...m.dish,
              isNew: m.isNew || m.dish.isNew,
              left: m.left,
              rating: m.rating,
            }))
        : [],
    [menu],
  );
  const hiding = hideAvoided && avoid.size > 0;
  const diet = state.dietPreference;
  const ofDiet = dishes.filter((dish) => fitsDiet(dish, diet));
  const shown = hiding ? ofDiet.filter((dish) => isSafeFor(dish, avoid)) : ofDiet;
  const marked = dishes.filter((dish) => !isSafeFor(dish, avoid)).length;
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

  /** More portions of a capped dish this cart may take (nothing is saved before sign-up). */
  const leftFor = (dish: { id: string; left: number | null }) =>
    portionsLeftFor(
      dish.left,
      0,
      state.cart.filter((i) => i.dishId === dish.id).reduce((s, i) => s + i.quantity, 0),
    );

  const toggleAllergen = (allergen: string) =>
    updateFunnel((s) => {
      const current = new Set<string>(s.allergenExclusions);
      if (current.has(allergen)) current.delete(allergen);
      else current.add(allergen);
      return { ...s, allergenExclusions: canonicalAllergens(current) };
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

            <SplitDeliveryToggle
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

            <DietFilter
              className="mt-5"
              title="Your diet"
              noneLabel="No preference"
              description={DIET_DESCRIPTION}
              value={diet}
              onChange={(dietPreference) => updateFunnel((s) => ({ ...s, dietPreference }))}
            />
            <AllergenFilter
              className="mt-5"
              title="Allergens to avoid"
              description={AVOID_DESCRIPTION}
              allergens={ALLERGENS}
              avoid={avoid}
              onToggle={toggleAllergen}
            />
            {avoid.size > 0 ? (
              <label className="mt-4 flex w-fit cursor-pointer items-center gap-2.5 text-sm font-medium text-forest-950">
                <input
                  type="checkbox"
                  className="size-4 accent-forest-700"
                  checked={hideAvoided}
                  onChange={(event) => setHideAvoided(event.target.checked)}
                />
                Hide dishes with these allergens
              </label>
            ) : null}
            <p className="mt-4 text-sm text-muted" aria-live="polite">
              {diet
                ? `Showing ${shown.length} of ${dishes.length} dishes: ${dietOf(diet).label.toLowerCase()}${hiding ? ", without your allergens" : ""}`
                : menuCountText(dishes.length, shown.length, marked, hiding, avoid.size > 0)}
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
                      slots={slotControls(state.cart, toCartDish(dish), {
                        split,
                        mealsPerWeek: plan.mealsPerWeek,
                        left: leftFor(dish),
                      })}
                      onChange={(slot, delta) => changeDish(dish, slot, delta)}
                      avoided={avoidedAllergens(dish, exclusions)}
                      left={leftFor(dish)}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-3 rounded-2xl border border-dashed border-forest-900/20 bg-cream-50 px-6 py-12 text-center">
                <p className="font-display text-xl font-semibold text-forest-950">
                  {diet && ofDiet.length === 0
                    ? `No ${dietOf(diet).label.toLowerCase()} dishes this week`
                    : diet
                      ? `Every ${dietOf(diet).label.toLowerCase()} dish this week has an allergen you avoid`
                      : "Every dish this week has an allergen you avoid"}
                </p>
                <Button
                  variant="secondary"
                  className="mt-4"
                  onClick={() => {
                    setHideAvoided(false);
                    if (diet && ofDiet.length === 0)
                      updateFunnel((s) => ({ ...s, dietPreference: null }));
                  }}
                >
                  Show all dishes
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
              price={<FunnelBoxPrice state={state} />}
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
            <div className="text-sm">
              {/* The count is announced by the cart's live status; the link stays reachable. */}
              <p className="font-semibold text-forest-950 tabular-nums" aria-hidden="true">
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

/** The first box's price with the codes applied so far (the checkout's estimate). */
function FunnelBoxPrice({ state }: { state: FunnelState }) {
  const summary = estimateSummary(state);
  if (!summary) return null;
  return (
    <BoxPrice
      chosen={countMeals(state.cart)}
      mealsPerWeek={summary.mealsPerWeek}
      pricePerMealCents={summary.pricePerMealCents}
      savings={[
        { label: "First-order promo", cents: summary.firstOrderPromoCents },
        { label: "Coupon savings", cents: summary.couponSavingsCents },
        { label: "Gift card", cents: summary.giftCardSavingsCents },
      ]}
      totalCents={summary.totalCents}
      note="Have a coupon or gift code? Add it at checkout."
    />
  );
}
