"use client";
// Change the plan size (POST .../subscription { planId }; then the cached user's plan is updated,
// spec §4). It asks first, naming what happens to each open week's chosen meals, by the rule the
// server applies (lib/orders/plan-resize.ts): meals that fit stay and only the difference is to
// choose; a box with more meals than the new size is cleared. Afterwards it links those weeks.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { useSWRConfig } from "swr";
import { FormAlert } from "@/components/auth/form-alert";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { failureMessage } from "@/components/forms/server-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import type { IsoDate } from "@/lib/clock";
import { formatCents } from "@/lib/format/money";
import type { PackedCustomerWeeksDto } from "@/lib/meals/packed-weeks";
import { resizeEffect, type ResizeEffect } from "@/lib/orders/plan-resize";
import type { PlanDto } from "@/lib/plans/plan-dto";
import { changePlanSchema, type ChangePlanInput } from "@/lib/subscriptions/status-schema";
import type { MeDto } from "@/lib/users/dto";
import { dayLabel } from "./format";
import { Section } from "./panel";
import { PlanChoices, usePlans } from "./plan-choices";
import { ME_KEY, useRefreshAccount, weeksKey } from "./use-account";

interface WeekEffect {
  weekStart: IsoDate;
  deadlineLabel: string;
  effect: Exclude<ResizeEffect, { kind: "empty" }>;
}

/** The open weeks with meals chosen, and what the new size does to them. */
async function effectsOf(userId: string, mealsPerWeek: number): Promise<WeekEffect[]> {
  const list = await api.get<PackedCustomerWeeksDto>(weeksKey(userId));
  return list.weeks.flatMap((week) => {
    if (!week.editable || !week.order) return [];
    const effect = resizeEffect(week.order, mealsPerWeek);
    if (effect.kind === "empty") return [];
    return [{ weekStart: week.startDate, deadlineLabel: week.deadlineLabel, effect }];
  });
}

function effectText({ effect, deadlineLabel }: WeekEffect, mealsPerWeek: number): string {
  if (effect.kind === "clear")
    return `Your ${effect.chosen} meals are more than the new box holds, so they'll be cleared. Choose ${mealsPerWeek} again by ${deadlineLabel}, or our chefs will pick them.`;
  if (effect.toChoose === 0) return `Your ${effect.chosen} meals stay as they are.`;
  return `Your ${effect.chosen} meals stay. Choose ${effect.toChoose} more by ${deadlineLabel}, or our chefs will pick them.`;
}

export function ChangePlan({ userId, currentPlanId }: { userId: string; currentPlanId: string }) {
  const { data: plans } = usePlans();
  const { mutate } = useSWRConfig();
  const refresh = useRefreshAccount(userId);
  const [failure, setFailure] = useState<string>();
  const [asking, setAsking] = useState<{ plan: PlanDto; weeks: WeekEffect[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const [toChoose, setToChoose] = useState<{ plan: PlanDto; weeks: WeekEffect[] } | null>(null);
  const form = useForm<ChangePlanInput>({
    resolver: zodResolver(changePlanSchema),
    values: { planId: currentPlanId },
  });
  const chosen = useWatch({ control: form.control, name: "planId" });

  async function ask(values: ChangePlanInput) {
    setFailure(undefined);
    const plan = plans?.find((p) => p.id === values.planId);
    if (!plan) return;
    try {
      setAsking({ plan, weeks: await effectsOf(userId, plan.mealsPerWeek) });
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  async function change() {
    if (!asking) return;
    const { plan, weeks } = asking;
    setSaving(true);
    try {
      await api.post(`/api/users/${userId}/subscription`, { planId: plan.id });
      // Spec §4: after a plan change the cached user's active subscription plan is updated.
      await mutate(
        ME_KEY,
        (me: MeDto | undefined) =>
          me?.activeSubscription
            ? { ...me, activeSubscription: { ...me.activeSubscription, planId: plan.id } }
            : me,
        { revalidate: false },
      );
      setAsking(null);
      const open = weeks.filter((w) => w.effect.kind === "clear" || w.effect.toChoose > 0);
      setToChoose(open.length > 0 ? { plan, weeks: open } : null);
      toast.success(
        open.length > 0
          ? `You're now on ${plan.name}. Your chosen meals are kept where they fit.`
          : `You're now on ${plan.name}.`,
      );
      await refresh();
    } catch (error) {
      setAsking(null);
      setFailure(failureMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const clears = asking?.weeks.some((w) => w.effect.kind === "clear") ?? false;
  return (
    <Section
      id="plan-change"
      title="Change your plan"
      description="The new size applies to every week that's still open. Meals you've chosen stay where they fit; you choose only the difference."
    >
      {toChoose ? (
        <Alert
          tone="warning"
          title="Choose the rest of your meals"
          className="mb-5"
          data-testid="plan-meals-to-choose"
        >
          <ul className="space-y-1">
            {toChoose.weeks.map((week) => (
              <li key={week.weekStart}>
                <Link
                  href={`/customer/meals?week=${week.weekStart}`}
                  className="font-semibold underline underline-offset-2"
                >
                  The week of {dayLabel(week.weekStart)}
                </Link>
                : {effectText(week, toChoose.plan.mealsPerWeek)}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <form method="post" onSubmit={form.handleSubmit(ask)} noValidate>
        <FormAlert>{failure}</FormAlert>
        {plans ? (
          <PlanChoices
            plans={plans}
            value={chosen}
            current={currentPlanId}
            name="planId"
            onChange={(id) => form.setValue("planId", id, { shouldDirty: true })}
          />
        ) : (
          <Spinner label="Loading plans" className="text-forest-700" />
        )}
        <Button
          type="submit"
          className="mt-5"
          disabled={chosen === currentPlanId || form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? <Spinner className="text-current" label="Saving" /> : null}
          Change plan
        </Button>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Change to ${asking.plan.name}?` : "Change your plan?"}
        confirmLabel={clears ? "Change plan and clear meals" : "Change plan"}
        busy={saving}
        onConfirm={() => void change()}
        onCancel={() => setAsking(null)}
      >
        {asking ? (
          <>
            <p>
              {asking.plan.name} is {formatCents(asking.plan.pricePerWeekCents)} a week (
              {formatCents(asking.plan.pricePerMealCents)} a meal), from every week that&rsquo;s
              still open.
            </p>
            {asking.weeks.length > 0 ? (
              <ul className="space-y-2" data-testid="plan-change-weeks">
                {asking.weeks.map((week) => (
                  <li key={week.weekStart}>
                    <span className="font-semibold text-forest-950">
                      The week of {dayLabel(week.weekStart)}:
                    </span>{" "}
                    {effectText(week, asking.plan.mealsPerWeek)}
                  </li>
                ))}
              </ul>
            ) : (
              <p>You haven&rsquo;t chosen meals for those weeks yet, so nothing else changes.</p>
            )}
          </>
        ) : null}
      </ConfirmDialog>
    </Section>
  );
}
