"use client";
// The start of the sign-up: four steps explained, the plan prices, and a start button that picks
// up where the person left off if they were here before.
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import {
  ArrowRightIcon,
  CalendarIcon,
  CheckIcon,
  ClipboardIcon,
  MapPinIcon,
  TruckIcon,
} from "@/components/ui/icons";
import { formatCents } from "@/lib/format/money";
import type { PlanDto } from "@/lib/signup/api-types";
import { resetFunnel, useFunnelState } from "@/lib/signup/funnel-store";
import { firstIncompleteStep, SIGNUP_STEPS, successPath } from "@/lib/signup/steps";

const HOW = [
  {
    icon: MapPinIcon,
    title: "Check your postal code",
    body: "We deliver across Toronto, Mississauga, Oakville, Brampton, Vaughan, Richmond Hill, Markham, Pickering and Ajax.",
  },
  {
    icon: ClipboardIcon,
    title: "Pick a plan",
    body: "6 to 12 chef-cooked meals a week. The more meals, the less each one costs.",
  },
  {
    icon: CalendarIcon,
    title: "Choose your delivery and meals",
    body: "Monday or Thursday, in a time window that suits you, from a new menu every week.",
  },
  {
    icon: TruckIcon,
    title: "Heat, eat, repeat",
    body: "Meals arrive chilled, ready in 2½ minutes. Skip, pause or cancel whenever you like.",
  },
];

export function SignupStart({ plans }: { plans: PlanDto[] }) {
  const state = useFunnelState();
  const started = state !== null && Boolean(state.postalCode || state.plan);
  const resumeStep = state ? firstIncompleteStep(state) : SIGNUP_STEPS[0];
  const cheapest = plans.length > 0 ? Math.min(...plans.map((p) => p.pricePerMealCents)) : null;

  return (
    <>
      <section className="border-b border-forest-900/10 bg-cream-50">
        <Container
          width="lg"
          className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:items-center"
        >
          <div>
            <p className="text-sm font-semibold tracking-[0.12em] text-terracotta-600 uppercase">
              Get started
            </p>
            <h1 className="mt-3 font-display text-4xl leading-tight font-semibold tracking-tight text-forest-950 sm:text-5xl">
              Chef-cooked meals, on your table every week
            </h1>
            <p className="mt-4 max-w-xl text-lg leading-8 text-forest-900/75">
              Sign up in about five minutes.
              {cheapest !== null ? (
                <> Meals from {formatCents(cheapest)} each, delivered free.</>
              ) : null}{" "}
              Your card is only charged at each week&rsquo;s order deadline.
            </p>

            {state?.completedOrderId ? (
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink href={successPath(state.completedOrderId)} size="lg">
                  See your order
                  <ArrowRightIcon />
                </ButtonLink>
                <ButtonLink href="/customer" variant="secondary" size="lg">
                  Go to your account
                </ButtonLink>
              </div>
            ) : started ? (
              <div className="mt-8 flex flex-wrap items-center gap-3">
                <ButtonLink href={resumeStep.path} size="lg">
                  Continue where you left off
                  <ArrowRightIcon />
                </ButtonLink>
                <ButtonLink
                  href="/signup/verify-delivery"
                  variant="ghost"
                  size="lg"
                  onClick={() => resetFunnel({ referralCode: state?.referralCode })}
                >
                  Start over
                </ButtonLink>
              </div>
            ) : (
              <ButtonLink href="/signup/verify-delivery" size="lg" className="mt-8">
                Start
                <ArrowRightIcon />
              </ButtonLink>
            )}
            {state?.referralCode ? (
              <p className="mt-4 text-sm text-forest-800">
                <CheckIcon className="mr-1 inline size-4 align-[-3px] text-forest-600" />
                Referral code <span className="font-semibold">{state.referralCode}</span> will be
                added to your account.
              </p>
            ) : null}
          </div>

          <div className="rounded-2xl bg-white p-6 ring-1 ring-forest-900/8 sm:p-7">
            <h2 className="font-display text-2xl font-semibold text-forest-950">What it costs</h2>
            <p className="mt-1 text-sm text-muted">Prices in USD. Delivery is included.</p>
            {plans.length > 0 ? (
              <table className="mt-5 w-full text-left text-sm">
                <caption className="sr-only">Weekly plans and prices</caption>
                <thead>
                  <tr className="border-b border-forest-900/10 text-muted">
                    <th scope="col" className="pb-2 font-medium">
                      Plan
                    </th>
                    <th scope="col" className="pb-2 text-right font-medium">
                      Per meal
                    </th>
                    <th scope="col" className="pb-2 text-right font-medium">
                      Per week
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {plans.map((plan) => (
                    <tr key={plan.id} className="border-b border-forest-900/5 last:border-0">
                      <th scope="row" className="py-3 font-semibold text-forest-950">
                        {plan.mealsPerWeek} meals a week
                      </th>
                      <td className="py-3 text-right tabular-nums">
                        {formatCents(plan.pricePerMealCents)}
                      </td>
                      <td className="py-3 text-right font-semibold tabular-nums">
                        {formatCents(plan.pricePerWeekCents)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="mt-5 text-sm text-muted">
                You&rsquo;ll see every plan and its price in step 2.
              </p>
            )}
          </div>
        </Container>
      </section>

      <Container width="lg" className="py-12 sm:py-16">
        <h2 className="font-display text-3xl font-semibold tracking-tight text-forest-950">
          How it works
        </h2>
        <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {HOW.map((item, index) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 ring-1 ring-forest-900/8">
              <span className="flex size-11 items-center justify-center rounded-xl bg-forest-800 text-cream-50">
                <item.icon className="size-6" />
              </span>
              <h3 className="mt-4 font-semibold text-forest-950">
                <span className="sr-only">Step {index + 1}: </span>
                {item.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-forest-900/75">{item.body}</p>
            </li>
          ))}
        </ol>
      </Container>
    </>
  );
}
