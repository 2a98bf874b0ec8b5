"use client";
// The plan's state above the weeks: paused (with Resume), on hold, or no plan at all.
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Spinner } from "@/components/ui/spinner";
import type { CustomerPlanDto } from "@/lib/meals/dto";
import { longDay } from "./week-labels";

export function PlanBanner({
  plan,
  resuming,
  onResume,
}: {
  plan: CustomerPlanDto | null;
  resuming: boolean;
  onResume: () => void;
}) {
  if (!plan) {
    return (
      <Alert tone="warning" title="You don't have an active plan" className="mt-6">
        <p>Start a plan to get chef-cooked meals delivered every week.</p>
        <ButtonLink href="/customer/account?tab=plan" size="sm" className="mt-3">
          Choose a plan
        </ButtonLink>
      </Alert>
    );
  }
  if (plan.status === "PAUSED") {
    return (
      <div
        role="status"
        className="mt-6 flex flex-col gap-4 rounded-2xl bg-amber-50 px-5 py-4 text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <p className="font-semibold">Your plan is paused</p>
          <p className="mt-0.5 text-sm leading-6">
            {plan.resumeOn && plan.resumesWeekStart
              ? `It starts again on ${longDay(plan.resumeOn)}, with deliveries from the week of ${longDay(plan.resumesWeekStart)}.`
              : "No deliveries and no charges until you resume it."}
          </p>
        </div>
        <Button onClick={onResume} disabled={resuming} className="shrink-0">
          {resuming ? <Spinner className="text-current" label="Resuming" /> : null}
          Resume plan
        </Button>
      </div>
    );
  }
  if (plan.status === "ON_HOLD") {
    return (
      <Alert tone="error" title="Your plan is on hold" className="mt-6">
        We couldn&rsquo;t charge your card.{" "}
        <Link href="/customer/account?tab=payment" className="font-semibold underline">
          Update your card
        </Link>{" "}
        to start your deliveries again.
      </Alert>
    );
  }
  return null;
}
