"use client";
// The customer home (/customer): the week being chosen with its live countdown, the plan's
// state, card problems (a modal once, then a banner), credit and the referral card. The server
// renders it with fresh data; SWR refetches when the deadline passes.
import { useCallback } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import type { DashboardDto } from "@/lib/dashboard/dto";
import {
  PaymentActionBanner,
  PaymentFailedBanner,
  PaymentProblemBanner,
} from "./dashboard-banners";
import { PaymentProblemModal, usePaymentProblemAcknowledged } from "./payment-problem-modal";
import { CreditCard, NextDeliveryCard, ReferralCard } from "./side-cards";
import { UpcomingMeals } from "./upcoming-meals";
import { WeekHero } from "./week-hero";

export const dashboardKey = (userId: string) =>
  `/api/users/${encodeURIComponent(userId)}/dashboard`;

const DAY_NAMES = { MONDAY: "Mondays", THURSDAY: "Thursdays" } as const;

export function CustomerDashboard({
  userId,
  initial,
  fromSignup = false,
}: {
  userId: string;
  initial: DashboardDto;
  /** Sent here from /signup: they already have an account and a plan. */
  fromSignup?: boolean;
}) {
  const { data = initial, mutate } = useSWR<DashboardDto>(dashboardKey(userId), {
    fallbackData: initial,
    revalidateOnMount: false,
  });
  const refresh = useCallback(() => void mutate(), [mutate]);
  const { acknowledged, markAcknowledged } = usePaymentProblemAcknowledged(data.paymentProblem);

  const state = data.upcomingWeek.state;
  const showMeals = state === "SELECT_MEALS" || state === "MEALS_SELECTED";
  const plan = data.plan;

  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-8 sm:px-8 sm:py-12">
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-forest-950 sm:text-4xl">
          {data.customer.returning ? "Welcome back" : "Welcome"}, {data.customer.firstName}
        </h1>
        <p className="text-sm text-muted">
          {plan && plan.status !== "CANCELLED" ? (
            <>
              {plan.name} ·{" "}
              {[
                data.upcomingWeek.splitDelivery
                  ? "Mondays and Thursdays"
                  : DAY_NAMES[plan.deliveryDay],
                plan.deliveryWindow,
              ]
                .filter(Boolean)
                .join(", ")}{" "}
              ·{" "}
            </>
          ) : null}
          <span className="break-all">{data.customer.email}</span>
        </p>
      </header>

      <div className="mt-6 space-y-3 empty:hidden">
        {fromSignup ? (
          <Alert tone="info" title="You're already signed up">
            Your plan, meals and account are all here. To change your plan, go to Account, Plan.
          </Alert>
        ) : null}
        {data.paymentFailed ? <PaymentFailedBanner failed={data.paymentFailed} /> : null}
        {data.paymentAction ? <PaymentActionBanner action={data.paymentAction} /> : null}
        {data.paymentProblem && acknowledged && !data.paymentFailed ? (
          <PaymentProblemBanner problem={data.paymentProblem} />
        ) : null}
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <WeekHero data={data} onDeadline={refresh} />
          {showMeals ? <UpcomingMeals week={data.upcomingWeek} /> : null}
        </div>
        <aside className="space-y-6" aria-label="Your account">
          {data.nextDelivery ? <NextDeliveryCard delivery={data.nextDelivery} /> : null}
          <CreditCard credit={data.credit} />
          <ReferralCard referral={data.referral} />
        </aside>
      </div>

      {data.paymentProblem && acknowledged === false ? (
        <PaymentProblemModal
          key={data.paymentProblem.acknowledgementKey}
          problem={data.paymentProblem}
          onAcknowledge={markAcknowledged}
        />
      ) : null}
    </div>
  );
}
