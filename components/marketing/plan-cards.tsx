import { cn } from "@/components/ui/cn";
import { Container } from "@/components/ui/container";
import { CheckIcon } from "@/components/ui/icons";
import { formatCents } from "@/lib/format/money";
import { PlanCta } from "./plan-cta";
import { SectionHeading } from "./section-heading";
import type { PlanSummary } from "./types";

const INCLUDED = [
  "A new chef-cooked menu every week",
  "Delivery on Monday or Thursday",
  "Skip, pause or cancel anytime",
];

/** Plans with meals per week, price per meal and per week. The lowest price per meal is flagged. */
export function PlanCards({ plans }: { plans: PlanSummary[] }) {
  if (plans.length === 0) return null;
  const bestValue = plans.reduce((best, plan) =>
    plan.pricePerMealCents < best.pricePerMealCents ? plan : best,
  );
  const flagBestValue = plans.some((p) => p.pricePerMealCents !== bestValue.pricePerMealCents);

  return (
    <section aria-labelledby="plans-title" id="plans" className="scroll-mt-20 py-20 sm:py-24">
      <Container width="xl">
        <SectionHeading
          id="plans-title"
          eyebrow="Plans & pricing"
          title="Choose how many meals you want each week"
          align="center"
        >
          The more meals you get, the less each one costs. Prices are in USD; change your plan
          whenever you like.
        </SectionHeading>

        <ul
          className={cn(
            "mx-auto mt-12 grid gap-5 sm:grid-cols-2",
            plans.length >= 4 ? "lg:grid-cols-4" : "max-w-5xl lg:grid-cols-3",
          )}
        >
          {plans.map((plan) => {
            const featured = flagBestValue && plan.id === bestValue.id;
            return (
              <li
                key={plan.id}
                className={cn(
                  "relative flex flex-col rounded-2xl p-6",
                  featured
                    ? "bg-forest-900 text-cream-50 shadow-xl ring-1 ring-forest-900"
                    : "bg-white ring-1 ring-forest-900/10",
                )}
              >
                {featured ? (
                  <span className="absolute -top-3 left-6 rounded-full bg-terracotta-500 px-3 py-1 text-xs font-semibold text-white shadow">
                    Best value
                  </span>
                ) : null}
                <h3
                  className={cn(
                    "text-lg font-semibold",
                    featured ? "text-cream-50" : "text-forest-950",
                  )}
                >
                  {plan.name}
                </h3>
                <p
                  className={cn(
                    "mt-1 flex-1 text-sm leading-6",
                    featured ? "text-cream-100/75" : "text-muted",
                  )}
                >
                  {plan.description}
                </p>
                <p className="mt-6 flex items-baseline gap-1.5">
                  <span className="font-display text-5xl font-semibold tracking-tight tabular-nums">
                    {plan.mealsPerWeek}
                  </span>
                  <span
                    className={cn(
                      "text-sm font-medium",
                      featured ? "text-cream-100/80" : "text-muted",
                    )}
                  >
                    meals / week
                  </span>
                </p>
                <dl
                  className={cn(
                    "mt-5 space-y-2 border-t pt-5 text-sm",
                    featured ? "border-white/15" : "border-forest-900/10",
                  )}
                >
                  <div className="flex justify-between gap-3">
                    <dt className={featured ? "text-cream-100/80" : "text-muted"}>Per meal</dt>
                    <dd className="font-semibold tabular-nums">
                      {formatCents(plan.pricePerMealCents)}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className={featured ? "text-cream-100/80" : "text-muted"}>Per week</dt>
                    <dd className="font-semibold tabular-nums">
                      {formatCents(plan.pricePerWeekCents)}
                    </dd>
                  </div>
                </dl>
                <PlanCta
                  plan={{ id: plan.id, slug: plan.slug, name: plan.name }}
                  variant={featured ? "accent" : "primary"}
                />
              </li>
            );
          })}
        </ul>

        <ul className="mx-auto mt-10 flex max-w-3xl flex-col items-center justify-center gap-3 text-sm text-forest-900/80 sm:flex-row sm:gap-8">
          {INCLUDED.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CheckIcon className="size-4 text-forest-600" />
              {item}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
