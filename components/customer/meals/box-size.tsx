"use client";
// "Box size this week": a different number of meals for one open week only (guests, a week away),
// saved with PUT /api/users/{userId}/orders/week/{weekStart}/size. The sizes are the plans' (GET
// /api/plans), each at its own price per meal; what happens to chosen meals is said before saving,
// with the same rule the server applies (lib/orders/plan-resize.ts).
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/auth/form-alert";
import { usePlans } from "@/components/customer/account/plan-choices";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api, ApiError } from "@/lib/client/api";
import { formatCents } from "@/lib/format/money";
import type { CustomerPlanDto, CustomerWeekDto } from "@/lib/meals/dto";
import { splitDeliveryAvailability } from "@/lib/orders/meal-selection-rules";
import { resizeEffect } from "@/lib/orders/plan-resize";
import { longDay } from "./week-labels";

interface Size {
  meals: number;
  pricePerMealCents: number;
}

/** The sizes on offer: the active plans', and the customer's own plan's even if retired. */
function sizesOf(
  plans: readonly { mealsPerWeek: number; pricePerMealCents: number }[],
  plan: CustomerPlanDto,
) {
  const sizes = new Map<number, Size>();
  for (const p of plans)
    sizes.set(p.mealsPerWeek, { meals: p.mealsPerWeek, pricePerMealCents: p.pricePerMealCents });
  sizes.set(plan.mealsPerWeek, {
    meals: plan.mealsPerWeek,
    pricePerMealCents: plan.pricePerMealCents,
  });
  return [...sizes.values()].sort((a, b) => a.meals - b.meals);
}

/** What choosing `meals` does to the week, in a sentence. */
function previewText(week: CustomerWeekDto, size: Size): string {
  const order = week.order ?? { splitDelivery: false, items: [] };
  const effect = resizeEffect(order, size.meals);
  const box = `${size.meals} meals at ${formatCents(size.pricePerMealCents)} each: ${formatCents(size.meals * size.pricePerMealCents)} before savings.`;
  const unsplit =
    order.splitDelivery && !splitDeliveryAvailability(size.meals).available
      ? " Split delivery turns off for this week: they come in one delivery."
      : "";
  if (effect.kind === "keep") {
    const more = effect.toChoose === 0 ? "" : ` Choose ${effect.toChoose} more, or our chefs will.`;
    return `${box} Your ${effect.chosen} chosen meals stay.${more}${unsplit}`;
  }
  if (effect.kind === "clear") {
    return `${box} Your ${effect.chosen} chosen meals don’t fit this box, so they’ll be cleared and you’ll choose again.${unsplit}`;
  }
  return `${box}${unsplit}`;
}

export function BoxSize({
  userId,
  week,
  plan,
  onSaved,
}: {
  userId: string;
  week: CustomerWeekDto;
  plan: CustomerPlanDto;
  onSaved: (week: CustomerWeekDto) => void;
}) {
  // Stable across a re-render of the week after saving: the focus comes back to it by id.
  const selectId = `box-size-${week.startDate}`;
  const previewId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const { data: plans } = usePlans();
  const current = week.box?.mealsPerWeek ?? plan.mealsPerWeek;
  const [chosen, setChosen] = useState(current);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const sizes = sizesOf(plans ?? [], plan);
  const size = sizes.find((s) => s.meals === chosen);
  const changed = chosen !== current;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!changed) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved = await api.put<CustomerWeekDto>(
        `/api/users/${userId}/orders/week/${week.startDate}/size`,
        { mealsPerWeek: chosen },
      );
      toast.success(
        saved.box?.thisWeekOnly
          ? `The week of ${longDay(week.startDate)} is now a ${chosen}-meal box. The weeks after stay at your plan’s ${plan.mealsPerWeek}.`
          : `The week of ${longDay(week.startDate)} is back to your plan’s ${chosen} meals.`,
      );
      onSaved(saved);
      // The button is disabled once saved (nothing changed any more): the focus would fall to the
      // page; it goes back to the size instead (issue 38).
      requestAnimationFrame(() => document.getElementById(selectId)?.focus());
    } catch (error) {
      setFailure({ message: failureMessage(error) });
      if (error instanceof ApiError && error.status === 409) onSaved(week);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      aria-labelledby={`${selectId}-title`}
      className="mt-6 rounded-2xl bg-cream-50 p-4 ring-1 ring-forest-900/8 sm:p-5"
    >
      <h3 id={`${selectId}-title`} className="font-semibold text-forest-950">
        Box size this week
      </h3>
      <p className="mt-1 text-sm leading-6 text-forest-900/80">
        Having guests, or away for part of the week? Choose a different number of meals for this
        week only. Your plan stays {plan.mealsPerWeek} meals a week.
      </p>
      <FormAlert ref={alertRef}>{failure?.message}</FormAlert>
      <form
        method="post"
        onSubmit={(event) => void save(event)}
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="sm:w-72">
          <label htmlFor={selectId} className="block text-sm font-semibold text-forest-950">
            Number of meals
          </label>
          <select
            id={selectId}
            value={chosen}
            aria-describedby={changed ? previewId : undefined}
            disabled={saving}
            onChange={(event) => {
              setFailure(null);
              setChosen(Number(event.target.value));
            }}
            className="mt-1.5 block h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-[0.95rem] text-ink shadow-xs focus:outline-2 focus:outline-forest-500"
          >
            {sizes.map((s) => (
              <option key={s.meals} value={s.meals}>
                {s.meals} meals, {formatCents(s.pricePerMealCents)} each
                {s.meals === plan.mealsPerWeek ? " (your plan)" : ""}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={!changed || saving}>
          {saving ? <Spinner className="text-current" label="Saving" /> : null}
          Save box size
        </Button>
      </form>
      <p id={previewId} className="mt-3 text-sm leading-6 text-forest-900" aria-live="polite">
        {changed && size ? previewText(week, size) : ""}
      </p>
    </section>
  );
}
