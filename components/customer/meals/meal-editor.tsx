"use client";
// Choosing or changing one week's meals: the week's menu with the sign-up's dish cards (those with
// an allergen the customer avoids are marked), an allergen filter, split delivery, and the box
// that saves with PUT .../orders/week/{weekStart}.
import Link from "next/link";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import {
  allergenFilterOptions,
  allergenKey,
  avoidedAllergens,
  isFiltering,
  matchesMenuFilters,
} from "@/components/menu/types";
import { AllergenFilter } from "@/components/meals/allergen-filter";
import { DietFilter } from "@/components/meals/diet-filter";
import { allergenListText } from "@/components/meals/contains-allergen-badge";
import { BoxPrice, boxSavings } from "@/components/meals/box-price";
import { MealBox } from "@/components/meals/meal-box";
import { SplitDeliveryToggle } from "@/components/meals/split-delivery-toggle";
import { DishOptionCard, toCartDish } from "@/components/signup/dish-option-card";
import { failureMessage } from "@/components/forms/server-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api, ApiError } from "@/lib/client/api";
import { ALLERGENS } from "@/lib/menus/allergens";
import type { CustomerWeekDto } from "@/lib/meals/dto";
import type { MenuDishDto } from "@/lib/signup/api-types";
import { isSoldOut } from "@/lib/signup/errors";
import { dietOf, type DietPreference } from "@/lib/users/diets";
import {
  canAdd,
  cartProblem,
  changeQuantity,
  countMeals,
  orderItems,
  portionsLeftFor,
  removeLine,
  slotControls,
  toSingleCart,
  toSplitCart,
  type CartItem,
  type CartSlot,
} from "@/lib/signup/cart";
import { longDay } from "./week-labels";
import { AddOnSection } from "./add-on-section";
import { boxPriceNote } from "./box-price-note";
import { useWeekAddOns } from "./use-week-add-ons";

function initialCart(week: CustomerWeekDto, onMenu: ReadonlySet<string>): CartItem[] {
  return (week.order?.items ?? [])
    .filter((item) => onMenu.has(item.dishId))
    .map((item) => ({
      dishId: item.dishId,
      name: item.name,
      imageUrl: item.imageUrl,
      splitDeliveryEligible: item.splitDeliveryEligible,
      quantity: item.quantity,
      slot: item.slot,
    }));
}

export function MealEditor({
  userId,
  week,
  mealsPerWeek,
  splitRule,
  splitByDefault,
  pricePerMealCents,
  exclusions,
  diet,
  onSaved,
  onCancel,
  onRefused,
  onStale,
}: {
  userId: string;
  week: CustomerWeekDto;
  mealsPerWeek: number;
  splitRule: { available: boolean; reason?: string };
  /** The plan's standing split choice, for a week with no order yet. */
  splitByDefault: boolean;
  pricePerMealCents: number;
  /** The allergens the customer avoids: dishes containing them are marked, not hidden. */
  exclusions: readonly string[];
  /** The customer's saved diet: the menu opens showing only its dishes. */
  diet: DietPreference | null;
  onSaved: (week: CustomerWeekDto) => void;
  onCancel: () => void;
  /** The server refused for a reason that changes the page (deadline passed, plan paused). */
  onRefused: () => void;
  /** The menu changed under the customer (a dish sold out): reload it, keeping the editor open. */
  onStale: () => void;
}) {
  const statusId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const saveRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // "Change meals" replaced the button that had focus: focus moves to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const dishes: (MenuDishDto & { left: number | null })[] = useMemo(
    () =>
      [...(week.menu ?? [])]
        .sort((a, b) => a.sortingOrder - b.sortingOrder)
        .map((m) => ({
          ...m.dish,
          isNew: m.isNew || m.dish.isNew,
          left: m.left,
          rating: m.rating,
        })),
    [week.menu],
  );
  const onMenu = useMemo(() => new Set(dishes.map((d) => d.id)), [dishes]);
  const [cart, setCart] = useState<CartItem[]>(() => initialCart(week, onMenu));
  const [split, setSplit] = useState(
    (week.order ? week.order.splitDelivery : splitByDefault) && splitRule.available,
  );
  const {
    offered: offeredAddOns,
    saved: savedAddOns,
    chosen: addOns,
    setChosen: setAddOns,
    lines: addOnLines,
    delta: addOnsDelta,
  } = useWeekAddOns(week);
  const [avoid, setAvoid] = useState<ReadonlySet<string>>(() => new Set());
  const [showDiet, setShowDiet] = useState<DietPreference | null>(diet);
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const problem = cartProblem(cart, mealsPerWeek, split);
  const allergens = useMemo(() => allergenFilterOptions(ALLERGENS, dishes), [dishes]);
  const filters = { avoid, diet: showDiet };
  const shown = dishes.filter((dish) => matchesMenuFilters(dish, filters));
  const filtering = isFiltering(filters);
  const dropped = (week.order?.items ?? []).filter((item) => !onMenu.has(item.dishId));

  function change(dish: CartItem | ReturnType<typeof toCartDish>, slot: CartSlot, delta: number) {
    if (delta > 0 && !canAdd(cart, dish, slot, mealsPerWeek)) return;
    setError(undefined);
    setCart((current) => changeQuantity(current, dish, slot, delta));
  }

  function toggleSplit(on: boolean) {
    setError(undefined);
    if (on) {
      const converted = toSplitCart(cart, mealsPerWeek);
      setCart(converted.cart);
      setSplit(true);
      setNotice(
        converted.removed.length > 0
          ? `Split delivery is on. ${converted.removed.join(", ")} can't be split, so ${converted.removed.length === 1 ? "it was" : "they were"} taken out of your box.`
          : "Split delivery is on: half of your meals come Monday and half Thursday.",
      );
    } else {
      setCart(toSingleCart(cart));
      setSplit(false);
      setNotice("Split delivery is off: all your meals come in one delivery.");
    }
  }

  function changeAddOn(addOnId: string, delta: number) {
    setError(undefined);
    setAddOns((current) => {
      const next = new Map(current);
      const quantity = Math.max(0, (current.get(addOnId) ?? 0) + delta);
      if (quantity === 0) next.delete(addOnId);
      else next.set(addOnId, quantity);
      return next;
    });
  }

  function toggleAllergen(allergen: string) {
    setAvoid((current) => {
      const key = allergenKey(allergen);
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  async function save() {
    if (problem) return;
    setSaving(true);
    setError(undefined);
    try {
      const saved = await api.put<CustomerWeekDto>(
        `/api/users/${userId}/orders/week/${week.startDate}`,
        {
          splitDelivery: split,
          items: orderItems(cart),
          addOns: [...addOns].map(([addOnId, quantity]) => ({ addOnId, quantity })),
        },
      );
      toast.success(`Your meals for the week of ${longDay(week.startDate)} are saved.`);
      onSaved(saved);
    } catch (failure) {
      const message = failureMessage(failure);
      if (isSoldOut(failure)) {
        // Keep the box: the customer swaps the sold-out dish; the refreshed menu shows what's left.
        setError(message);
        onStale();
      } else if (failure instanceof ApiError && failure.status === 409) {
        toast.error(message);
        onRefused();
      } else {
        setError(message);
      }
    } finally {
      setSaving(false);
    }
  }

  const leftFor = (dish: { id: string; left: number | null }) =>
    portionsLeftFor(
      dish.left,
      week.order?.status === "OPEN" ? heldBy(week.order.items, dish.id) : 0,
      heldBy(cart, dish.id),
    );

  const slotsFor = (dish: MenuDishDto & { left: number | null }) =>
    slotControls(cart, toCartDish(dish), { split, mealsPerWeek, left: leftFor(dish) });

  /** Skip links: past the menu (100+ Tab stops) to the box, or to the Save button on screen. */
  function skipTo(target: "box" | "save") {
    if (target === "box") {
      const box = document.getElementById("meal-box");
      box?.querySelector<HTMLElement>("button, a, input")?.focus();
      return;
    }
    saveRefs.current.find((button) => button && button.offsetParent !== null)?.focus();
  }

  const saveButton = (slot: number, className?: string) => (
    <Button
      ref={(el) => {
        saveRefs.current[slot] = el;
      }}
      size="lg"
      fullWidth
      className={className}
      disabled={problem !== null || saving}
      aria-describedby={statusId}
      onClick={() => void save()}
    >
      {saving ? <Spinner className="text-current" label="Saving" /> : null}
      Save meals
    </Button>
  );

  return (
    // Focus never lands under the sticky header (or, on phones, the sticky Save bar).
    <section
      aria-labelledby="editor-title"
      className="mt-6 [&_a]:scroll-mt-28 [&_button]:scroll-mt-28 [&_input]:scroll-mt-28 max-lg:[&_button]:scroll-mb-28 max-lg:[&_input]:scroll-mb-28"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id="editor-title"
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-2xl font-semibold text-forest-950 outline-none sm:text-3xl"
          >
            Choose {mealsPerWeek} meals for the week of {longDay(week.startDate)}
          </h2>
          <p className="mt-1 text-sm text-muted">
            Save by {week.deadlineLabel}. You can change them until then.
          </p>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <button
              type="button"
              className="font-semibold text-forest-800 underline underline-offset-2"
              onClick={() => skipTo("box")}
            >
              Skip to your box
            </button>
            <button
              type="button"
              className="font-semibold text-forest-800 underline underline-offset-2"
              onClick={() => skipTo("save")}
            >
              Skip to the Save button
            </button>
          </div>
        </div>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>

      {dropped.length > 0 ? (
        <Alert tone="warning" className="mt-5">
          {dropped.map((d) => d.name).join(", ")} {dropped.length === 1 ? "is" : "are"} no longer on
          this week&rsquo;s menu, so we took {dropped.length === 1 ? "it" : "them"} out of your box.
        </Alert>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_23rem] lg:items-start">
        <div className="min-w-0 space-y-4">
          <SplitDeliveryToggle
            available={splitRule.available}
            reason={splitRule.reason}
            on={split}
            half={mealsPerWeek / 2}
            onToggle={toggleSplit}
            note="Your choice carries to the weeks after this one; you can also change it in Account, Delivery day and time."
          />
          <div role="status" aria-live="polite">
            {notice ? (
              <p className="rounded-xl bg-forest-50 px-4 py-2.5 text-sm text-forest-900 ring-1 ring-forest-200">
                {notice}
              </p>
            ) : null}
          </div>
          {exclusions.length > 0 ? (
            <p className="text-sm leading-6 text-forest-900">
              Dishes with {allergenListText(exclusions)} are marked.{" "}
              <Link
                href="/customer/account?tab=plan"
                className="font-semibold text-forest-800 underline underline-offset-2"
              >
                Change your allergens to avoid
              </Link>
            </p>
          ) : null}
          <DietFilter
            title="Show"
            value={showDiet}
            onChange={setShowDiet}
            description={
              diet ? (
                <>
                  Your diet is {dietOf(diet).label.toLowerCase()}.{" "}
                  <Link
                    href="/customer/account?tab=plan"
                    className="font-semibold text-forest-800 underline underline-offset-2"
                  >
                    Change your diet
                  </Link>
                </>
              ) : undefined
            }
          />
          <AllergenFilter allergens={allergens} avoid={avoid} onToggle={toggleAllergen} />
          <p className="text-sm text-muted" aria-live="polite" data-testid="menu-count">
            {filtering
              ? `Showing ${shown.length} of ${dishes.length} dishes`
              : `${dishes.length} dishes on the menu`}
          </p>
          {shown.length > 0 ? (
            <ul className="grid gap-5 sm:grid-cols-2 2xl:grid-cols-3" aria-label="Menu">
              {shown.map((dish) => (
                <li key={dish.id}>
                  <DishOptionCard
                    dish={dish}
                    split={split}
                    slots={slotsFor(dish)}
                    onChange={(slot, delta) => change(toCartDish(dish), slot, delta)}
                    avoided={avoidedAllergens(dish, exclusions)}
                    left={leftFor(dish)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="rounded-2xl border border-dashed border-forest-900/20 bg-cream-50 px-6 py-12 text-center">
              <p className="font-display text-xl font-semibold text-forest-950">
                No dishes match those filters
              </p>
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() => {
                  setAvoid(new Set());
                  setShowDiet(null);
                }}
              >
                Clear filters
              </Button>
            </div>
          )}
          <AddOnSection
            offered={offeredAddOns}
            chosen={addOns}
            held={week.order?.status === "OPEN" ? savedAddOns : new Map()}
            exclusions={exclusions}
            onChange={changeAddOn}
          />
        </div>

        <div className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
          <MealBox
            // Beside the menu the box stays in view: its lines scroll inside it, so Save stays on
            // screen with 12 meals at 1280×900 (it sat at y = 1,309 before: issue 38); on a short
            // window the whole box scrolls too.
            linesClassName="lg:max-h-[calc(100dvh-40rem)] lg:min-h-24 lg:overflow-y-auto lg:pr-1"
            cart={cart}
            mealsPerWeek={mealsPerWeek}
            split={split}
            problem={problem}
            statusId={statusId}
            price={
              <BoxPrice
                chosen={countMeals(cart)}
                mealsPerWeek={mealsPerWeek}
                pricePerMealCents={pricePerMealCents}
                savings={boxSavings(week.price)}
                addOns={addOnLines}
                totalCents={Math.max(
                  0,
                  (week.price?.totalCents ?? mealsPerWeek * pricePerMealCents) + addOnsDelta,
                )}
                note={boxPriceNote({
                  deadlineLabel: week.deadlineLabel,
                  addOnsChanged: addOnsDelta !== 0,
                  balanceAppliedCents:
                    (week.price?.giftCardSavingsCents ?? 0) +
                    (week.price?.creditsAppliedCents ?? 0),
                })}
              />
            }
            onChange={(item, delta) => change(item, item.slot, delta)}
            onRemove={(item) => setCart((current) => removeLine(current, item.dishId, item.slot))}
            error={
              error ? (
                <Alert tone="error" className="mt-4">
                  {error}
                </Alert>
              ) : null
            }
            actions={
              <>
                {saveButton(0, "hidden lg:inline-flex")}
                <Button
                  variant="ghost"
                  fullWidth
                  className="hidden lg:inline-flex"
                  onClick={onCancel}
                >
                  Keep my current meals
                </Button>
              </>
            }
          />
        </div>
      </div>

      <div className="sticky bottom-0 z-30 -mx-5 mt-8 border-t border-forest-900/10 bg-cream-50/95 px-5 py-3 backdrop-blur sm:-mx-8 sm:px-8 lg:hidden">
        <div className="flex items-center justify-between gap-3">
          <div className="text-sm">
            {/* The count is announced by the box's live status; the link stays reachable (axe:
                aria-hidden-focus had the link inside an aria-hidden block). */}
            <p className="font-semibold text-forest-950 tabular-nums" aria-hidden="true">
              {cart.reduce((sum, item) => sum + item.quantity, 0)} of {mealsPerWeek} chosen
            </p>
            <a href="#meal-box" className="text-forest-800 underline underline-offset-2">
              Review your box
            </a>
          </div>
          <div className="w-40">{saveButton(1)}</div>
        </div>
      </div>
    </section>
  );
}

/** Portions of one dish in a list of lines (every slot). */
function heldBy(items: readonly { dishId: string; quantity: number }[], dishId: string): number {
  return items.filter((item) => item.dishId === dishId).reduce((sum, i) => sum + i.quantity, 0);
}
