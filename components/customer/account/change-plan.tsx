"use client";
// Change the plan size (POST .../subscription { planId, keep }; then the cached user's plan is
// updated, spec §4). It asks first, naming what happens to each open week's chosen meals, by the
// rule the server applies (lib/orders/plan-resize.ts): meals that fit stay and only the difference
// is to choose; a week with more meals than the new size asks which to keep (the first ones by
// default; issue 38: they were all cleared while the toast said "kept"). Afterwards it says what
// the server did to each week and links the ones with meals to choose.
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
import {
  firstMealsThatFit,
  keepProblem,
  resizeEffect,
  type KeptMeal,
  type ResizeEffect,
} from "@/lib/orders/plan-resize";
import type { CustomerWeekItemDto } from "@/lib/meals/dto";
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
  splitDelivery: boolean;
  items: CustomerWeekItemDto[];
}

/** The open weeks with meals chosen, and what the new size does to them. */
async function effectsOf(userId: string, mealsPerWeek: number): Promise<WeekEffect[]> {
  const list = await api.get<PackedCustomerWeeksDto>(weeksKey(userId));
  return list.weeks.flatMap((week) => {
    if (!week.editable || !week.order) return [];
    const effect = resizeEffect(week.order, mealsPerWeek);
    if (effect.kind === "empty") return [];
    return [
      {
        weekStart: week.startDate,
        deadlineLabel: week.deadlineLabel,
        effect,
        splitDelivery: week.order.splitDelivery,
        items: week.order.items,
      },
    ];
  });
}

const lineKey = (line: { dishId: string; slot: string }) => `${line.dishId}:${line.slot}`;

/** The week's meals to keep, as the server takes them, from the numbers in its chooser. */
function keptLinesOf(week: WeekEffect, kept: Record<string, number>): KeptMeal[] {
  return week.items.flatMap((item) => {
    const quantity = kept[lineKey(item)] ?? 0;
    return quantity > 0 ? [{ dishId: item.dishId, slot: item.slot, quantity }] : [];
  });
}

function effectText({ effect, deadlineLabel }: WeekEffect, mealsPerWeek: number): string {
  if (effect.kind === "clear")
    return `Your ${effect.chosen} meals are more than the new box holds: keep up to ${mealsPerWeek} below, and the rest are taken out. Choose any still missing by ${deadlineLabel}, or our chefs will pick them.`;
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
  // Per week that chose too many: how many of each meal to keep (by dish and delivery).
  const [keep, setKeep] = useState<Record<IsoDate, Record<string, number>>>({});
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
      const weeks = await effectsOf(userId, plan.mealsPerWeek);
      setKeep(
        Object.fromEntries(
          weeks
            .filter((w) => w.effect.kind === "clear")
            .map((w) => [
              w.weekStart,
              Object.fromEntries(
                firstMealsThatFit(w, plan.mealsPerWeek).map((line) => [
                  lineKey(line),
                  line.quantity,
                ]),
              ),
            ]),
        ),
      );
      setAsking({ plan, weeks });
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  async function change() {
    if (!asking) return;
    const { plan, weeks } = asking;
    setSaving(true);
    try {
      const answer = await api.post<{
        resizedWeeks?: { weekStart: IsoDate; effect: ResizeEffect }[];
      }>(`/api/users/${userId}/subscription`, { planId: plan.id, keep: keptOf(weeks) });
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
      // What the server did to each week (not what the dialog expected).
      const done = new Map((answer.resizedWeeks ?? []).map((w) => [w.weekStart, w.effect]));
      const after = weeks.flatMap((w) => {
        const effect = done.get(w.weekStart);
        return effect && effect.kind !== "empty" ? [{ ...w, effect }] : [];
      });
      const open = after.filter((w) => w.effect.kind === "clear" || w.effect.toChoose > 0);
      setToChoose(open.length > 0 ? { plan, weeks: open } : null);
      const cleared = after.some((w) => w.effect.kind === "clear");
      toast.success(
        cleared
          ? `You're now on ${plan.name}. Some weeks' meals were cleared: choose them again below.`
          : open.length > 0
            ? `You're now on ${plan.name}. Your chosen meals stay; choose the rest below.`
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

  /** The meals to keep of each week that chose too many, as the server takes them. */
  function keptOf(weeks: WeekEffect[]) {
    return weeks
      .filter((w) => w.effect.kind === "clear")
      .map((w) => ({ weekStart: w.weekStart, items: keptLines(w) }));
  }

  const keptLines = (week: WeekEffect) => keptLinesOf(week, keep[week.weekStart] ?? {});

  const keepProblems = (asking?.weeks ?? [])
    .filter((w) => w.effect.kind === "clear")
    .map((w) => keepProblem(w, keptLines(w), asking?.plan.mealsPerWeek ?? 0))
    .filter((p): p is string => p !== null);
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
        confirmLabel={clears ? "Change plan and keep these" : "Change plan"}
        busy={saving}
        onConfirm={() => {
          if (keepProblems.length === 0) void change();
        }}
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
                    {week.effect.kind === "clear" ? (
                      <KeepChooser
                        week={week}
                        size={asking.plan.mealsPerWeek}
                        kept={keep[week.weekStart] ?? {}}
                        onChange={(key, quantity) =>
                          setKeep((all) => ({
                            ...all,
                            [week.weekStart]: { ...all[week.weekStart], [key]: quantity },
                          }))
                        }
                      />
                    ) : null}
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

/** Which of a week's meals to keep: a number for each dish (and delivery), the total counted. */
function KeepChooser({
  week,
  size,
  kept,
  onChange,
}: {
  week: WeekEffect;
  size: number;
  kept: Record<string, number>;
  onChange: (key: string, quantity: number) => void;
}) {
  const lines = keptLinesOf(week, kept);
  const total = lines.reduce((n, line) => n + line.quantity, 0);
  const problem = keepProblem(week, lines, size);
  const countId = `keep-${week.weekStart}-count`;
  return (
    <fieldset className="mt-2 rounded-xl bg-cream-50 p-3 ring-1 ring-forest-900/10">
      <legend className="sr-only">Meals to keep for the week of {dayLabel(week.weekStart)}</legend>
      <ul className="space-y-2">
        {week.items.map((item) => {
          const key = lineKey(item);
          const id = `keep-${week.weekStart}-${key}`;
          const day =
            item.slot === "SINGLE" ? "" : item.slot === "MONDAY" ? " (Monday)" : " (Thursday)";
          return (
            <li key={key} className="flex items-center justify-between gap-3">
              <label htmlFor={id} className="text-sm text-forest-950">
                {item.name}
                {day}
              </label>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                max={item.quantity}
                value={kept[key] ?? 0}
                aria-describedby={countId}
                onChange={(event) =>
                  onChange(
                    key,
                    Math.max(0, Math.min(item.quantity, Number(event.target.value) || 0)),
                  )
                }
                className="h-10 w-16 rounded-lg border border-stone-300 bg-white px-2 text-center text-sm"
              />
            </li>
          );
        })}
      </ul>
      <p
        id={countId}
        aria-live="polite"
        className={
          problem ? "mt-2 text-sm font-semibold text-red-700" : "mt-2 text-sm text-forest-900"
        }
      >
        {problem ?? `${total} of ${size} kept.`}
      </p>
    </fieldset>
  );
}
