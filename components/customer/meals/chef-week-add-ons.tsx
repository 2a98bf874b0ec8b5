"use client";
// Add-ons on a week left to the chef's choice (no meals chosen, or fewer than the box): the week's
// add-on section, the running box price (the whole box, since the chef fills it, plus the add-ons)
// and "Save add-ons", which saves them alone with PUT .../orders/week/{weekStart}/add-ons. The
// meals stay the chef's to pick at the deadline.
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/auth/form-alert";
import { failureMessage } from "@/components/forms/server-errors";
import { BoxPrice, boxSavings } from "@/components/meals/box-price";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api, ApiError } from "@/lib/client/api";
import type { CustomerWeekDto } from "@/lib/meals/dto";
import { isSoldOut } from "@/lib/signup/errors";
import { AddOnSection } from "./add-on-section";
import { useWeekAddOns } from "./use-week-add-ons";
import { longDay } from "./week-labels";

export function ChefWeekAddOns({
  userId,
  week,
  mealsPerWeek,
  chosenMeals,
  pricePerMealCents,
  exclusions,
  onSaved,
  onStale,
}: {
  userId: string;
  week: CustomerWeekDto;
  mealsPerWeek: number;
  /** Meals the customer chose (fewer than the box): the chef picks the rest. */
  chosenMeals: number;
  pricePerMealCents: number;
  exclusions: readonly string[];
  onSaved: (week: CustomerWeekDto) => void;
  /** The week changed under the customer (deadline passed, an add-on sold out): read it again. */
  onStale: () => void;
}) {
  const statusId = useId();
  const boxId = `chef-box-${week.startDate}`;
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    offered,
    saved,
    chosen: addOns,
    setChosen: setAddOns,
    lines,
    delta,
    changed,
  } = useWeekAddOns(week);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  function change(addOnId: string, step: number) {
    setError(undefined);
    setAddOns((current) => {
      const next = new Map(current);
      const quantity = Math.max(0, (current.get(addOnId) ?? 0) + step);
      if (quantity === 0) next.delete(addOnId);
      else next.set(addOnId, quantity);
      return next;
    });
  }

  async function save() {
    setSaving(true);
    setError(undefined);
    try {
      const updated = await api.put<CustomerWeekDto>(
        `/api/users/${userId}/orders/week/${week.startDate}/add-ons`,
        { addOns: [...addOns].map(([addOnId, quantity]) => ({ addOnId, quantity })) },
      );
      toast.success(
        addOns.size > 0
          ? `Your add-ons for the week of ${longDay(week.startDate)} are saved.`
          : `Your add-ons for the week of ${longDay(week.startDate)} are removed.`,
      );
      onSaved(updated);
    } catch (failure) {
      setError(failureMessage(failure));
      if (isSoldOut(failure) || (failure instanceof ApiError && failure.status === 409)) onStale();
    } finally {
      setSaving(false);
    }
  }

  if (offered.length === 0) return null;
  return (
    <div
      data-testid="chef-week-add-ons"
      className="mt-8 border-t border-forest-900/10 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8"
    >
      <div className="min-w-0">
        <AddOnSection
          offered={offered}
          chosen={addOns}
          held={week.order?.status === "OPEN" ? saved : new Map()}
          exclusions={exclusions}
          onChange={change}
        />
      </div>
      <section
        id={boxId}
        aria-labelledby={`${boxId}-title`}
        className="mt-6 scroll-mt-28 rounded-2xl bg-cream-50 p-4 ring-1 ring-forest-900/8 sm:p-5 lg:sticky lg:top-24 lg:mt-10"
      >
        <h4 id={`${boxId}-title`} className="font-semibold text-forest-950">
          Your box this week
        </h4>
        <BoxPrice
          chosen={chosenMeals}
          mealsPerWeek={mealsPerWeek}
          pricePerMealCents={pricePerMealCents}
          savings={boxSavings(week.price)}
          addOns={lines}
          totalCents={Math.max(
            0,
            (week.price?.totalCents ?? mealsPerWeek * pricePerMealCents) + delta,
          )}
          note={`Our chefs pick your meals at the deadline, ${week.deadlineLabel}; the box is charged then, with these add-ons.`}
        />
        <div className="mt-4">
          <FormAlert ref={alertRef}>{error}</FormAlert>
          <Button
            fullWidth
            disabled={!changed || saving}
            aria-describedby={statusId}
            onClick={() => void save()}
          >
            {saving ? <Spinner className="text-current" label="Saving" /> : null}
            Save add-ons
          </Button>
          <p id={statusId} className="mt-2 text-xs leading-5 text-muted" aria-live="polite">
            {changed
              ? "Your add-on changes aren't saved yet."
              : saved.size > 0
                ? "Your add-ons are saved."
                : "Add desserts or drinks, then save them."}
          </p>
        </div>
      </section>
      {changed ? (
        // On a phone the box is below every add-on: a reminder that stays in view until saved.
        <p className="sticky bottom-3 z-30 mt-6 flex items-center justify-between gap-3 rounded-2xl bg-forest-900 px-4 py-3 text-sm text-cream-50 shadow-lg lg:hidden">
          <span>Your add-ons aren&rsquo;t saved yet.</span>
          <a href={`#${boxId}`} className="font-semibold whitespace-nowrap underline">
            Review and save
          </a>
        </p>
      ) : null}
    </div>
  );
}
