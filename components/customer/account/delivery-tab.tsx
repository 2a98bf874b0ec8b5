"use client";
// The Delivery day and time tab (PUT /api/users/{userId}). A new day, or turning split delivery
// (Monday and Thursday) on or off, clears the meals chosen for the weeks still open (spec §4), so
// the customer is warned first and then shown which weeks need meals again.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { useSWRConfig } from "swr";
import { FormAlert } from "@/components/auth/form-alert";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { fieldIds, FieldShell } from "@/components/forms/field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";
import type { CustomerAccountDto } from "@/lib/account/dto";
import { deliveryScheduleSchema } from "@/lib/account/schemas";
import { api } from "@/lib/client/api";
import type { IsoDate } from "@/lib/clock";
import type { DeliveryChoice } from "@/lib/delivery-schedule/delivery-choice";
import { DELIVERY_DAYS, DELIVERY_WINDOWS } from "@/lib/delivery-schedule/delivery-days";
import type { PackedCustomerWeeksDto } from "@/lib/meals/packed-weeks";
import type { MeDto } from "@/lib/users/dto";
import { dayLabel, deliveryDayName } from "./format";
import { PanelHeading, Section } from "./panel";
import { accountKey, ME_KEY, weeksKey } from "./use-account";

interface WeekToChoose {
  weekStart: IsoDate;
  deadlineLabel: string;
}

export function DeliveryTab({ userId, account }: { userId: string; account: CustomerAccountDto }) {
  const { mutate } = useSWRConfig();
  const current = account.deliverySchedule;
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [needsMeals, setNeedsMeals] = useState<WeekToChoose[] | null>(null);
  const form = useForm<DeliveryChoice>({
    resolver: zodResolver(deliveryScheduleSchema),
    values: {
      deliveryDay: current.deliveryDay ?? "MONDAY",
      deliveryTime: (current.deliveryTime as DeliveryChoice["deliveryTime"]) ?? "16-20",
    },
    resetOptions: { keepDirtyValues: true },
  });
  const day = useWatch({ control: form.control, name: "deliveryDay" });
  const [split, setSplit] = useState(current.splitDelivery);
  const splitChanges = split !== current.splitDelivery;
  const dayChanges =
    splitChanges || (!split && Boolean(current.deliveryDay) && day !== current.deliveryDay);
  const newDays = split ? "Mondays and Thursdays" : `${deliveryDayName(day)}s`;
  const timeError = form.formState.errors.deliveryTime?.message;
  const timeIds = fieldIds("delivery", "deliveryTime", timeError);

  /** The weeks whose chosen meals the change will clear (the upcoming week if none). */
  async function weeksLosingMeals(): Promise<WeekToChoose[]> {
    const fallback = [
      {
        weekStart: account.upcomingWeek.weekStart,
        deadlineLabel: account.upcomingWeek.deadlineLabel,
      },
    ];
    try {
      const list = await api.get<PackedCustomerWeeksDto>(weeksKey(userId));
      const chosen = list.weeks
        .filter((w) => w.editable && (w.order?.items.length ?? 0) > 0)
        .map((w) => ({ weekStart: w.startDate, deadlineLabel: w.deadlineLabel }));
      return chosen.length > 0 ? chosen : fallback;
    } catch {
      return fallback;
    }
  }

  async function save(values: DeliveryChoice) {
    setSaving(true);
    setFailure(null);
    const losing = dayChanges ? await weeksLosingMeals() : [];
    try {
      const result = await api.put<{ user: MeDto | null; mealsCleared: boolean }>(
        `/api/users/${userId}`,
        { ...values, ...(account.plan ? { splitDelivery: split } : {}) },
      );
      setConfirmOpen(false);
      // Spec §4: after a delivery day/time change the user is updated.
      if (result.user) await mutate(ME_KEY, result.user, { revalidate: false });
      await Promise.all([mutate(accountKey(userId)), mutate(weeksKey(userId))]);
      setNeedsMeals(result.mealsCleared ? losing : null);
      form.reset(values);
      setSplit(split);
      toast.success(
        result.mealsCleared
          ? `Deliveries move to ${newDays}. Please choose your meals again.`
          : "Your delivery time is updated.",
      );
    } catch (error) {
      setConfirmOpen(false);
      setFailure(applyServerErrors(form, error, ["deliveryDay", "deliveryTime"]));
    } finally {
      setSaving(false);
    }
  }

  const submit = form.handleSubmit((values) => {
    if (dayChanges && account.plan) setConfirmOpen(true);
    else void save(values);
  });

  return (
    <>
      <PanelHeading title="Delivery day and time">
        We deliver on Mondays and Thursdays across the Toronto area. Pick the day and the window
        that suit you.
      </PanelHeading>

      {needsMeals ? (
        <Alert
          tone="warning"
          title="Choose your meals again"
          className="mb-6"
          data-testid="reselect-meals"
        >
          <p>Your new delivery day cleared the meals you had chosen. Pick them again for:</p>
          <ul className="mt-2 space-y-1">
            {needsMeals.map((week) => (
              <li key={week.weekStart}>
                <Link
                  href={`/customer/meals?week=${week.weekStart}`}
                  className="font-semibold underline underline-offset-2"
                >
                  The week of {dayLabel(week.weekStart)}
                </Link>{" "}
                — by {week.deadlineLabel}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <Section
        id="delivery-form"
        title="Your delivery schedule"
        description={`Currently ${current.splitDelivery ? "Mondays and Thursdays (split delivery)" : `${deliveryDayName(current.deliveryDay)}s`}${current.deliveryWindow ? `, ${current.deliveryWindow}` : ""}.`}
      >
        <form method="post" onSubmit={submit} noValidate className="max-w-xl">
          <FormAlert>{failure}</FormAlert>
          <fieldset>
            <legend className="text-sm font-semibold text-forest-950">Delivery day</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              {DELIVERY_DAYS.map((value) => (
                <DayOption
                  key={value}
                  checked={!split && day === value}
                  label={deliveryDayName(value)}
                  onChoose={() => {
                    setSplit(false);
                    form.setValue("deliveryDay", value, { shouldDirty: true });
                  }}
                />
              ))}
              <DayOption
                checked={split}
                label="Monday and Thursday"
                hint={
                  current.splitRule.available
                    ? `Split delivery: half your meals each day`
                    : `Split delivery: ${current.splitRule.reason ?? "not available with your plan."}`
                }
                disabled={!current.splitRule.available}
                onChoose={() => setSplit(true)}
              />
            </div>
          </fieldset>
          {dayChanges && account.plan ? (
            <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-950 ring-1 ring-amber-200">
              Changing your delivery days clears the meals you&rsquo;ve chosen for the weeks that
              are still open. You&rsquo;ll need to choose them again.
            </p>
          ) : null}
          <FieldShell ids={timeIds} label="Delivery time window" error={timeError} className="mt-5">
            <select
              id={timeIds.id}
              aria-invalid={Boolean(timeError) || undefined}
              aria-describedby={timeIds.describedBy}
              className="block h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-[0.95rem] text-ink shadow-xs focus:outline-2 focus:outline-forest-500"
              {...form.register("deliveryTime")}
            >
              {DELIVERY_WINDOWS.map((window) => (
                <option key={window.id} value={window.id}>
                  {window.label}
                </option>
              ))}
            </select>
          </FieldShell>
          <Button
            type="submit"
            className="mt-6"
            disabled={saving || (!form.formState.isDirty && !splitChanges)}
          >
            {saving ? <Spinner className="text-current" label="Saving" /> : null}
            Save delivery schedule
          </Button>
        </form>
      </Section>

      <ConfirmDialog
        open={confirmOpen}
        title={`Move deliveries to ${newDays}?`}
        confirmLabel="Change day and clear meals"
        busy={saving}
        onConfirm={() => void save(form.getValues())}
        onCancel={() => setConfirmOpen(false)}
      >
        <p>
          The meals you&rsquo;ve chosen for the week of {dayLabel(account.upcomingWeek.weekStart)}{" "}
          and any later open week will be cleared, and you&rsquo;ll need to choose them again before{" "}
          {account.upcomingWeek.deadlineLabel}.
        </p>
        <p>If you don&rsquo;t, our chefs will pick your meals for you.</p>
      </ConfirmDialog>
    </>
  );
}

/** One choice of the delivery-day group: a large radio card with an optional second line. */
function DayOption({
  checked,
  label,
  hint,
  disabled,
  onChoose,
}: {
  checked: boolean;
  label: string;
  hint?: string;
  disabled?: boolean;
  onChoose: () => void;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-xl p-4 font-semibold ring-1 transition-colors",
        "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-terracotta-500",
        "has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-70",
        checked
          ? "bg-forest-50 text-forest-950 ring-2 ring-forest-600"
          : "bg-white text-forest-900 ring-forest-900/12 hover:ring-forest-900/30",
      )}
    >
      <input
        type="radio"
        name="deliveryDays"
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className="mt-1 size-4 shrink-0 accent-forest-700"
      />
      <span>
        {label}
        {hint ? <span className="block text-sm font-normal text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}
