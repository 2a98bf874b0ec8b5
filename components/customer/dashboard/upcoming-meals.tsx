// The meals in the week being chosen: what is in the box so far (its add-ons too) and, for an open
// box, its total from the one pricing function as the Meals page shows it; or an invitation to
// fill it.
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import type { DashboardDto } from "@/lib/dashboard/dto";
import { formatCents } from "@/lib/format/money";

export function UpcomingMeals({ week }: { week: DashboardDto["upcomingWeek"] }) {
  const progress = week.mealsRequired ? Math.min(1, week.mealsChosen / week.mealsRequired) : 0;
  return (
    <Card padding="lg" aria-labelledby="upcoming-meals-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="upcoming-meals-title"
          className="font-display text-2xl font-semibold text-forest-950"
        >
          Your box for the week of {week.weekLabel}
        </h2>
        <p className="text-sm font-semibold text-forest-800 tabular-nums">
          {week.mealsChosen} of {week.mealsRequired} meals
        </p>
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-cream-200"
        role="progressbar"
        aria-label="Meals chosen"
        aria-valuemin={0}
        aria-valuemax={week.mealsRequired}
        aria-valuenow={week.mealsChosen}
      >
        <div
          className="h-full rounded-full bg-forest-600"
          style={{ width: `${progress * 100}%` }}
        />
      </div>

      {week.meals.length ? (
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {week.meals.map((meal) => (
            <li
              key={meal.name}
              className="flex items-center gap-3 rounded-xl bg-cream-100/70 p-2 pr-3"
            >
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={meal.imageUrl}
                alt=""
                width={56}
                height={56}
                className="size-14 rounded-lg bg-cream-200 object-cover"
              />
              <span className="min-w-0 flex-1 text-sm leading-snug font-medium text-forest-950">
                {meal.name}
              </span>
              <span className="text-sm font-semibold text-forest-800 tabular-nums">
                &times;{meal.quantity}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {week.meals.length > 0 && week.addOns.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-forest-900" aria-label="Add-ons this week">
          {week.addOns.map((addOn) => (
            <li key={addOn.name} className="flex justify-between gap-3 tabular-nums">
              <span>
                {addOn.name} &times;{addOn.quantity}
              </span>
              <span>{formatCents(addOn.totalCents)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {week.meals.length > 0 && week.totalCents !== null ? (
        <p
          className="mt-4 flex justify-between gap-3 border-t border-forest-900/10 pt-3 text-sm font-semibold text-forest-950 tabular-nums"
          data-testid="home-box-total"
        >
          <span>
            Box total ({week.mealsRequired} meals
            {week.addOns.length > 0
              ? `, ${week.addOns.reduce((n, a) => n + a.quantity, 0)} add-on${week.addOns.reduce((n, a) => n + a.quantity, 0) === 1 ? "" : "s"}`
              : ""}
            )
            {week.savingsCents > 0 ? (
              <span className="block text-xs font-normal text-forest-900/75">
                After {formatCents(week.savingsCents)} off: promotions, gift card and credit
              </span>
            ) : null}
          </span>
          <span>{formatCents(week.totalCents)}</span>
        </p>
      ) : null}
      {week.meals.length ? null : (
        <div className="mt-5 rounded-2xl border border-dashed border-forest-900/20 px-5 py-8 text-center">
          <p className="font-semibold text-forest-950">Nothing in your box yet</p>
          {week.menuPublished ? (
            <>
              <p className="mx-auto mt-1 max-w-md text-sm text-muted">
                This week&rsquo;s menu is ready: {week.mealsRequired} chef-cooked meals, delivered
                chilled and ready to heat.
              </p>
              <ButtonLink href={week.action.href} variant="primary" className="mt-4">
                {week.action.label}
              </ButtonLink>
            </>
          ) : (
            <p className="mx-auto mt-1 max-w-md text-sm text-muted">
              The chef hasn&rsquo;t published this week&rsquo;s menu yet. Check back soon to choose
              your {week.mealsRequired} meals.
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
