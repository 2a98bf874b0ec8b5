"use client";
// Step 2: the plan, with its price per meal and per week from GET /api/plans, and the FAQ.
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { FieldError } from "@/components/ui/form";
import { useApiRead } from "@/lib/client/use-api-read";
import { formatCents } from "@/lib/format/money";
import { splitDeliveryAvailability } from "@/lib/orders/meal-selection-rules";
import type { PlanDto } from "@/lib/signup/api-types";
import { choosePlan } from "@/lib/signup/choose-plan";
import type { FunnelState } from "@/lib/signup/funnel-state";
import { messageFor } from "@/lib/signup/errors";
import { AreaChip } from "./area-chip";
import { ChoiceCard } from "./choice-card";
import { FaqAccordion } from "./faq-accordion";
import { StepHeading, StepLoading, StepShell } from "./step-shell";
import { StepNav } from "./step-nav";

export function PlansStep() {
  return <StepShell step="plans">{(state) => <PlanPicker state={state} />}</StepShell>;
}

function PlanPicker({ state }: { state: FunnelState }) {
  const router = useRouter();
  const id = useId();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const [error, setError] = useState<string>();
  const { data: plans, error: loadError, retry } = useApiRead<PlanDto[]>("/api/plans");
  const selected = state.plan?.id;
  const cheapest = plans?.length ? Math.min(...plans.map((p) => p.pricePerMealCents)) : null;

  function onContinue() {
    if (!selected) {
      setError("Choose a plan to continue.");
      groupRef.current?.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    router.push("/signup/delivery");
  }

  return (
    <>
      <StepHeading
        step="plans"
        title="Choose your plan"
        aside={<AreaChip city={state.city} postalCode={state.postalCode} />}
      >
        How many chef-cooked meals would you like each week? You can change your plan, skip a week
        or pause anytime.
      </StepHeading>

      {loadError ? (
        <Alert tone="error" className="mt-8" title="We couldn't load the plans">
          {messageFor(loadError)}{" "}
          <button type="button" onClick={retry} className="font-semibold underline">
            Try again
          </button>
        </Alert>
      ) : !plans ? (
        <StepLoading label="Loading plans" />
      ) : (
        <form
          method="post"
          className="mt-8 scroll-mt-28 [&_input]:scroll-mt-40"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onContinue();
          }}
        >
          {/* Above the plans, where focus lands: on a phone the button is far below the first card. */}
          <div aria-live="assertive" className="mb-3">
            <FieldError id={`${id}-error`}>{error}</FieldError>
          </div>
          <fieldset ref={groupRef} aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="sr-only">Plan</legend>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {plans.map((plan) => {
                const split = splitDeliveryAvailability(plan.mealsPerWeek).available;
                return (
                  <ChoiceCard
                    key={plan.id}
                    name="plan"
                    value={plan.id}
                    checked={selected === plan.id}
                    invalid={Boolean(error)}
                    onChange={() => {
                      setError(undefined);
                      choosePlan(plan);
                    }}
                    srLabel={plan.name}
                    srDescription={`${formatCents(plan.pricePerMealCents)} per meal, ${formatCents(plan.pricePerWeekCents)} per week. ${plan.description}${split ? " Split delivery available." : ""}`}
                  >
                    <span className="flex items-baseline gap-1.5 pr-8">
                      <span className="font-display text-4xl font-semibold text-forest-950 tabular-nums">
                        {plan.mealsPerWeek}
                      </span>
                      <span className="text-sm font-medium text-muted">meals / week</span>
                    </span>
                    <span className="mt-1 font-semibold text-forest-950">{plan.name}</span>
                    <span className="mt-1 text-sm leading-6 text-muted">{plan.description}</span>
                    <span className="mt-4 flex flex-wrap gap-1.5">
                      {cheapest !== null &&
                      plan.pricePerMealCents === cheapest &&
                      plans.length > 1 ? (
                        <Badge tone="terracotta">Best value</Badge>
                      ) : null}
                      {split ? <Badge tone="green">Split delivery available</Badge> : null}
                    </span>
                    <span className="mt-auto block pt-4">
                      <span className="flex justify-between border-t border-forest-900/10 pt-3 text-sm">
                        <span className="text-muted">Per meal</span>
                        <span className="font-semibold tabular-nums">
                          {formatCents(plan.pricePerMealCents)}
                        </span>
                      </span>
                      <span className="mt-1 flex justify-between text-sm">
                        <span className="text-muted">Per week</span>
                        <span className="font-semibold tabular-nums">
                          {formatCents(plan.pricePerWeekCents)}
                        </span>
                      </span>
                    </span>
                  </ChoiceCard>
                );
              })}
            </div>
          </fieldset>
          <StepNav backHref="/signup/verify-delivery" backLabel="Delivery area" />
        </form>
      )}

      <FaqAccordion className="mt-14 max-w-3xl" />
    </>
  );
}
