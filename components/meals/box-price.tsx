// The box's price while it is being filled: the price per meal, the box's meals (all of them: the
// chef fills any not chosen by the deadline, and the box is charged whole), the savings that
// apply, and the box total. The amounts come from the one pricing function (lib/billing/pricing)
// through the caller; this only shows them, so the lines add up to the total (issue 38: "0 of 10
// meals chosen $0.00 … Box total $69.90").
import type { PriceBreakdown } from "@/lib/billing/pricing";
import { formatCents } from "@/lib/format/money";

export interface BoxSaving {
  label: string;
  cents: number;
}

/** The savings lines of a price from the one pricing function, in the order it applies them. */
export function boxSavings(price: PriceBreakdown | null): BoxSaving[] {
  if (!price) return [];
  return [
    { label: "First-order promo", cents: price.firstOrderPromoCents },
    { label: "Coupon", cents: price.couponSavingsCents },
    { label: "Gift card", cents: price.giftCardSavingsCents },
    { label: "Credit", cents: price.creditsAppliedCents },
  ];
}

export function BoxPrice({
  chosen,
  mealsPerWeek,
  pricePerMealCents,
  savings,
  totalCents,
  note,
  addOns = [],
}: {
  chosen: number;
  mealsPerWeek: number;
  pricePerMealCents: number;
  savings: readonly BoxSaving[];
  /** Add-ons in the box, on top of the meals. */
  addOns?: readonly { id: string; name: string; quantity: number; totalCents: number }[];
  /** The full box after savings. */
  totalCents: number;
  note?: string;
}) {
  return (
    <div className="mt-4 border-t border-forest-900/10 pt-3" data-testid="box-price">
      <dl className="space-y-1.5 text-sm text-forest-900 tabular-nums">
        <div className="flex justify-between gap-3">
          <dt>Price per meal</dt>
          <dd>{formatCents(pricePerMealCents)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>
            {chosen >= mealsPerWeek
              ? `${mealsPerWeek} meals`
              : chosen === 0
                ? `${mealsPerWeek} meals, chef's choice`
                : `${chosen} chosen, ${mealsPerWeek - chosen} chef's choice`}
          </dt>
          <dd>{formatCents(mealsPerWeek * pricePerMealCents)}</dd>
        </div>
        {addOns.map((addOn) => (
          <div key={addOn.id} className="flex justify-between gap-3">
            <dt>
              {addOn.name} × {addOn.quantity}
            </dt>
            <dd>{formatCents(addOn.totalCents)}</dd>
          </div>
        ))}
        {savings
          .filter((saving) => saving.cents > 0)
          .map((saving) => (
            <div key={saving.label} className="flex justify-between gap-3 text-forest-800">
              <dt>{saving.label}</dt>
              <dd className="whitespace-nowrap">−{formatCents(saving.cents)}</dd>
            </div>
          ))}
        <div className="flex justify-between gap-3 border-t border-forest-900/10 pt-1.5 font-semibold text-forest-950">
          <dt>
            Box total ({mealsPerWeek} meals
            {addOns.length > 0
              ? `, ${addOns.reduce((sum, a) => sum + a.quantity, 0)} add-on${addOns.reduce((sum, a) => sum + a.quantity, 0) === 1 ? "" : "s"}`
              : ""}
            )
          </dt>
          <dd>{formatCents(totalCents)}</dd>
        </div>
      </dl>
      {note ? <p className="mt-2 text-xs leading-5 text-muted">{note}</p> : null}
    </div>
  );
}
