"use client";
// Step 3: Monday or Thursday, a time window, and whether to skip the first week. The first
// delivery date and its order deadline come from the server (the deadline rule lives there).
import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/components/ui/cn";
import { Checkbox, FieldError, FieldHint, Label } from "@/components/ui/form";
import { CalendarIcon, ChevronDownIcon, ClockIcon, TruckIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { formatDeadline } from "@/lib/clock/labels";
import {
  DELIVERY_WINDOWS,
  windowLabel,
  type DeliveryDayValue,
} from "@/lib/delivery-schedule/delivery-days";
import type { FirstDelivery } from "@/lib/signup/api-types";
import type { FunnelState } from "@/lib/signup/funnel-state";
import { updateFunnel } from "@/lib/signup/funnel-store";
import { messageFor } from "@/lib/signup/errors";
import { ChoiceCard } from "./choice-card";
import { StepHeading, StepShell } from "./step-shell";
import { StepNav } from "./step-nav";

const DAYS: { value: DeliveryDayValue; label: string; body: string }[] = [
  { value: "MONDAY", label: "Monday", body: "Start the week stocked: meals for Monday to Friday." },
  { value: "THURSDAY", label: "Thursday", body: "Fresh for the end of the week and the weekend." },
];

export function firstDeliveryKey(day: DeliveryDayValue | undefined, skip: boolean): string | null {
  return day ? `/api/delivery/first-delivery?deliveryDay=${day}&skipFirstWeek=${skip}` : null;
}

export function DeliveryStep() {
  return (
    <StepShell step="delivery" width="md">
      {(state) => <DeliveryForm state={state} />}
    </StepShell>
  );
}

function DeliveryForm({ state }: { state: FunnelState }) {
  const router = useRouter();
  const id = useId();
  const dayGroupRef = useRef<HTMLFieldSetElement>(null);
  const timeRef = useRef<HTMLSelectElement>(null);
  const [errors, setErrors] = useState<{ day?: string; time?: string; form?: string }>({});
  const { deliveryDay, deliveryTime, skipFirstWeek } = state;
  const {
    data: first,
    error: firstError,
    isLoading,
  } = useSWR<FirstDelivery>(firstDeliveryKey(deliveryDay, skipFirstWeek));

  // "Continue" tapped while the first delivery date is still loading goes on once it arrives
  // (issue 38: 2 taps in 15 did nothing on a phone).
  const [continueWhenLoaded, setContinueWhenLoaded] = useState(false);
  const proceedOnce = useEffectEvent((loaded: FirstDelivery) => proceed(loaded));
  useEffect(() => {
    if (continueWhenLoaded && first) proceedOnce(first);
  }, [continueWhenLoaded, first]);

  function proceed(first: FirstDelivery) {
    updateFunnel((s) => {
      const weekChanged = s.cartWeekStart !== first.weekStart;
      return {
        ...s,
        firstDelivery: first,
        cartWeekStart: first.weekStart,
        // Another week has another menu: meals chosen for the old week are chosen again.
        cart: weekChanged ? [] : s.cart,
      };
    });
    router.push("/signup/meal-selection");
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      day: deliveryDay ? undefined : "Choose Monday or Thursday.",
      time: deliveryTime ? undefined : "Choose a delivery time window.",
    };
    if (next.day || next.time) {
      setErrors(next);
      if (next.day) dayGroupRef.current?.querySelector<HTMLInputElement>("input")?.focus();
      else timeRef.current?.focus();
      return;
    }
    if (!first) {
      if (firstError) setErrors({ form: messageFor(firstError) });
      else setContinueWhenLoaded(true);
      return;
    }
    proceed(first);
  }

  return (
    <>
      <StepHeading step="delivery" title="When should we deliver?">
        Pick the day and time window that suit you. You can change them later from your account.
      </StepHeading>

      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="mt-8 space-y-8 [&_input]:scroll-mt-40 [&_select]:scroll-mt-28"
      >
        <fieldset ref={dayGroupRef} aria-describedby={errors.day ? `${id}-day-error` : undefined}>
          <legend className="text-base font-semibold text-forest-950">Delivery day</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {DAYS.map((day) => (
              <ChoiceCard
                key={day.value}
                name="deliveryDay"
                value={day.value}
                checked={deliveryDay === day.value}
                invalid={Boolean(errors.day)}
                onChange={() => {
                  setErrors((e) => ({ ...e, day: undefined, form: undefined }));
                  updateFunnel({ deliveryDay: day.value });
                }}
                srLabel={day.label}
                srDescription={day.body}
              >
                <span className="flex items-center gap-2 pr-8 text-lg font-semibold text-forest-950">
                  <CalendarIcon className="text-forest-700" />
                  {day.label}
                </span>
                <span className="mt-1.5 text-sm leading-6 text-muted">{day.body}</span>
              </ChoiceCard>
            ))}
          </div>
          <div aria-live="assertive">
            <FieldError id={`${id}-day-error`}>{errors.day}</FieldError>
          </div>
        </fieldset>

        <div>
          <Label htmlFor={`${id}-time`}>Delivery time window</Label>
          <div className="relative mt-1.5 max-w-sm">
            <select
              ref={timeRef}
              id={`${id}-time`}
              name="deliveryTime"
              value={deliveryTime ?? ""}
              onChange={(e) => {
                setErrors((er) => ({ ...er, time: undefined }));
                updateFunnel({ deliveryTime: e.target.value || undefined });
              }}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={errors.time ? `${id}-time-error` : `${id}-time-hint`}
              className={cn(
                "block h-11 w-full appearance-none rounded-xl border bg-white pr-10 pl-3.5 text-[0.95rem] text-ink shadow-xs",
                "focus:outline-2 focus:outline-offset-0 focus:outline-forest-500",
                errors.time ? "border-red-600" : "border-stone-300",
              )}
            >
              <option value="">Choose a time window</option>
              {DELIVERY_WINDOWS.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.label}
                </option>
              ))}
            </select>
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-forest-700" />
          </div>
          <div aria-live="assertive">
            <FieldError id={`${id}-time-error`}>{errors.time}</FieldError>
          </div>
          <FieldHint id={`${id}-time-hint`}>
            We&rsquo;ll text you when your driver is on the way.
          </FieldHint>
        </div>

        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-skip`}
            name="skipFirstWeek"
            checked={skipFirstWeek}
            onChange={(e) => updateFunnel({ skipFirstWeek: e.target.checked })}
            aria-describedby={`${id}-skip-hint`}
            className="mt-1"
          />
          <div>
            <Label htmlFor={`${id}-skip`}>Skip my first week</Label>
            <FieldHint id={`${id}-skip-hint`} className="mt-0.5">
              Start a week later. Your first delivery, and the menu you choose from, move one week
              on.
            </FieldHint>
          </div>
        </div>

        <div aria-live="polite" aria-atomic="true">
          {deliveryDay ? (
            <FirstDeliveryPanel
              first={first}
              loading={isLoading}
              error={firstError}
              windowId={deliveryTime}
            />
          ) : null}
        </div>
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}

        {continueWhenLoaded && firstError ? (
          <Alert tone="error">{messageFor(firstError)}</Alert>
        ) : null}
        <StepNav
          backHref="/signup/plans"
          backLabel="Plan"
          continueLabel={
            continueWhenLoaded && !firstError ? "Loading your first delivery…" : "Continue to meals"
          }
        />
      </form>
    </>
  );
}

function FirstDeliveryPanel({
  first,
  loading,
  error,
  windowId,
}: {
  first?: FirstDelivery;
  loading: boolean;
  error?: unknown;
  windowId?: string;
}) {
  if (error) return <Alert tone="error">{messageFor(error)}</Alert>;
  if (loading || !first) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner label="Finding your first delivery date" /> Finding your first delivery date…
      </p>
    );
  }
  const window = windowLabel(windowId);
  return (
    <div
      className="rounded-2xl bg-forest-900 p-5 text-cream-50 sm:p-6"
      data-testid="first-delivery"
    >
      <p className="flex items-start gap-3 text-lg font-semibold">
        <TruckIcon className="mt-0.5 text-terracotta-300" />
        <span>
          Your first delivery: {first.deliveryDateLabel}
          {window ? `, ${window}` : ""}
        </span>
      </p>
      <p className="mt-2 flex items-start gap-3 text-cream-100/85">
        <ClockIcon className="mt-0.5 text-terracotta-300" />
        <span>
          Choose your meals by {formatDeadline(new Date(first.orderDeadline))} (Toronto time). Your
          card is charged then, not today.
        </span>
      </p>
    </div>
  );
}
