"use client";
// The top of the customer home: the week being chosen now with the live deadline countdown, or
// the plan's state when there is nothing to choose (paused, on hold, cancelled, no plan).
import { ButtonLink } from "@/components/ui/button-link";
import { AlertIcon, ArrowRightIcon, CalendarIcon, PauseIcon } from "@/components/ui/icons";
import type { DashboardDto } from "@/lib/dashboard/dto";
import { DeadlineCountdown } from "./deadline-countdown";

const HEADINGS = {
  SELECT_MEALS: "Time to choose your meals",
  MEALS_SELECTED: "Your meals are set",
  SKIPPED: "You’re skipping this week",
} as const;

export function WeekHero({ data, onDeadline }: { data: DashboardDto; onDeadline: () => void }) {
  const week = data.upcomingWeek;
  const state = week.state;

  if (state === "SELECT_MEALS" || state === "MEALS_SELECTED" || state === "SKIPPED") {
    const text =
      state === "SELECT_MEALS"
        ? `Pick ${week.mealsRequired} meals before the deadline. If you don’t, our chefs will choose for you, leaving out any allergens you avoid (set them in Account, Plan).`
        : state === "MEALS_SELECTED"
          ? `${week.mealsChosen} of ${week.mealsRequired} meals chosen. You can still swap them until the deadline.`
          : "No delivery and no charge this week. Changed your mind? You can unskip until the deadline.";
    return (
      <section
        aria-labelledby="week-hero-title"
        data-state={state}
        className="relative overflow-hidden rounded-3xl bg-forest-900 px-6 py-7 text-cream-50 shadow-lg sm:px-8 sm:py-9"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-forest-700/40 blur-2xl"
        />
        <div className="relative">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-cream-200">
            <CalendarIcon className="size-4" />
            Week of {week.weekLabel}
          </p>
          <h2
            id="week-hero-title"
            className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl"
          >
            {HEADINGS[state]}
          </h2>
          <p className="mt-2 max-w-xl text-cream-100/85">{text}</p>

          <p className="mt-7 text-xs font-semibold tracking-wider text-cream-200/90 uppercase">
            Order deadline in
          </p>
          <div className="mt-2 max-w-xl">
            <DeadlineCountdown
              deadline={data.orderDeadline}
              serverNow={data.now}
              onDeadline={onDeadline}
            />
          </div>
          <p className="mt-3 text-sm text-cream-100/80">
            Changes close {week.deadlineLabel} (Toronto time).
          </p>

          <div className="mt-7 flex flex-wrap items-center gap-x-5 gap-y-3">
            <ButtonLink href={week.action.href} variant="inverse" size="lg">
              {week.action.label}
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
            {week.deliveryLabel && state !== "SKIPPED" ? (
              <p className="text-sm text-cream-100/85">
                Delivery <span className="font-semibold text-cream-50">{week.deliveryLabel}</span>
              </p>
            ) : null}
          </div>
        </div>
      </section>
    );
  }

  const plan = data.plan;
  const content = {
    PAUSED: {
      icon: <PauseIcon className="size-6" />,
      title: "Your plan is paused",
      text: plan?.resumeOnLabel
        ? `Your plan resumes by itself for the week of ${plan.resumeOnLabel}. Want your meals sooner? Resume any time before a week’s deadline.`
        : "No deliveries and no charges while you’re away. Resume whenever you’re ready: the next week open for orders is the week of " +
          `${week.weekLabel}.`,
    },
    ON_HOLD: {
      icon: <AlertIcon className="size-6" />,
      title: "Your plan is on hold",
      text: "We couldn’t charge your card, so we’ve paused your deliveries. Add a working card and your plan becomes active again right away.",
    },
    CANCELLED: {
      icon: <CalendarIcon className="size-6" />,
      title: "Your plan is cancelled",
      text:
        "We’d love to cook for you again. Pick a plan and choose your meals for the week of " +
        `${week.weekLabel}.`,
    },
    NO_PLAN: {
      icon: <CalendarIcon className="size-6" />,
      title: "You don’t have a plan yet",
      text: "Choose how many meals you’d like each week, and we’ll take it from there.",
    },
  }[state];

  return (
    <section
      aria-labelledby="week-hero-title"
      data-state={state}
      className={
        state === "ON_HOLD"
          ? "rounded-3xl bg-terracotta-50 px-6 py-7 ring-1 ring-terracotta-200 sm:px-8 sm:py-9"
          : "rounded-3xl bg-cream-50 px-6 py-7 ring-1 ring-forest-900/10 sm:px-8 sm:py-9"
      }
    >
      <span
        className={
          state === "ON_HOLD"
            ? "flex size-12 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700"
            : "flex size-12 items-center justify-center rounded-full bg-forest-100 text-forest-800"
        }
      >
        {content.icon}
      </span>
      <h2
        id="week-hero-title"
        className="mt-4 font-display text-3xl font-semibold tracking-tight text-forest-950"
      >
        {content.title}
      </h2>
      {state === "PAUSED" && plan?.resumeOnLabel ? (
        <p className="mt-2 inline-flex rounded-full bg-forest-100 px-3 py-1 text-sm font-semibold text-forest-800">
          Resumes {plan.resumeOnLabel}
        </p>
      ) : null}
      <p className="mt-3 max-w-xl text-forest-900/80">{content.text}</p>
      <ButtonLink
        href={week.action.href}
        variant={state === "ON_HOLD" ? "accent" : "primary"}
        size="lg"
        className="mt-6"
      >
        {week.action.label}
        <ArrowRightIcon className="size-5" />
      </ButtonLink>
    </section>
  );
}
