"use client";
// The Plan tab: change the plan size (change-plan.tsx), pause with an optional resume date,
// resume, or cancel with a reason
// (PUT .../subscription { status, resumeOn?, reason? }, then the user is refetched). A customer
// without a live plan can start a new one. The allergens to avoid live here too (allergen-form.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { failureMessage } from "@/components/forms/server-errors";
import { FormAlert } from "@/components/auth/form-alert";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import type { CustomerAccountDto } from "@/lib/account/dto";
import { api } from "@/lib/client/api";
import { formatCents } from "@/lib/format/money";
import {
  CANCEL_REASONS,
  cancelFormSchema,
  changePlanSchema,
  type CancelFormInput,
  type ChangePlanInput,
} from "@/lib/subscriptions/status-schema";
import { AllergenForm } from "./allergen-form";
import { DietForm } from "./diet-form";
import { dayLabel, instantLabel, planStatusBadge } from "./format";
import { PanelHeading, Section } from "./panel";
import { ChangePlan } from "./change-plan";
import { PlanChoices, usePlans } from "./plan-choices";
import { PausePlan } from "./pause-plan";
import { useRefreshAccount } from "./use-account";

export function PlanTab({ userId, account }: { userId: string; account: CustomerAccountDto }) {
  const plan = account.plan;
  const status = planStatusBadge(plan?.status);
  return (
    <>
      <PanelHeading title="Plan">
        Change how many meals you get, take a break, or cancel. Changes apply from the next week
        that isn&rsquo;t locked yet.
      </PanelHeading>

      {plan ? (
        <Section
          id="plan-current"
          title="Your plan"
          aside={
            <Badge tone={status.tone} className="px-3 py-1 text-sm" data-testid="plan-status">
              {status.label}
            </Badge>
          }
        >
          <p className="text-lg font-semibold text-forest-950">{plan.planName}</p>
          <p className="mt-1 text-muted">
            {formatCents(plan.pricePerMealCents)} a meal ·{" "}
            {formatCents(plan.pricePerMealCents * plan.mealsPerWeek)} a week
          </p>
          {plan.status === "PAUSED" ? (
            <p className="mt-3 text-sm text-forest-900">
              Paused{plan.pausedAt ? ` since ${instantLabel(plan.pausedAt)}` : ""}.{" "}
              {plan.resumeOn && plan.resumesWeekStart
                ? `It starts again on ${dayLabel(plan.resumeOn)}, with deliveries from the week of ${dayLabel(plan.resumesWeekStart)}.`
                : "It stays paused until you resume it."}
            </p>
          ) : null}
          {plan.status === "ON_HOLD" ? (
            <Alert tone="error" className="mt-4" title="Your plan is on hold">
              We couldn&rsquo;t charge your card. Add a new card in Payment information and your
              plan starts again.
            </Alert>
          ) : null}
        </Section>
      ) : null}

      {plan ? (
        <ChangePlan userId={userId} currentPlanId={plan.planId} />
      ) : (
        <StartPlan userId={userId} cancelled={account.cancelled} />
      )}
      <DietForm userId={userId} />
      <AllergenForm userId={userId} />
      {plan?.status === "ACTIVE" ? <PausePlan userId={userId} account={account} /> : null}
      {plan?.status === "PAUSED" ? <ResumePlan userId={userId} /> : null}
      {plan ? <CancelPlan userId={userId} /> : null}
    </>
  );
}

function StartPlan({
  userId,
  cancelled,
}: {
  userId: string;
  cancelled: CustomerAccountDto["cancelled"];
}) {
  const { data: plans } = usePlans();
  const refresh = useRefreshAccount(userId);
  const [failure, setFailure] = useState<string>();
  const form = useForm<ChangePlanInput>({
    resolver: zodResolver(changePlanSchema),
    defaultValues: { planId: "" },
  });
  const chosen = useWatch({ control: form.control, name: "planId" });

  async function submit(values: ChangePlanInput) {
    setFailure(undefined);
    try {
      await api.post(`/api/users/${userId}/subscription`, values);
      toast.success("Your plan is active. Choose your meals on the Meals page.");
      await refresh();
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  return (
    <Section
      id="plan-start"
      title={cancelled ? "Start a new plan" : "Choose a plan"}
      description={
        cancelled
          ? `Your plan was cancelled on ${instantLabel(cancelled.cancelledAt)}. Pick a plan to start your deliveries again.`
          : "Pick a plan to start your deliveries."
      }
    >
      <form method="post" onSubmit={form.handleSubmit(submit)} noValidate>
        <FormAlert>{failure ?? form.formState.errors.planId?.message}</FormAlert>
        {plans ? (
          <PlanChoices
            plans={plans}
            value={chosen}
            name="newPlanId"
            onChange={(id) => form.setValue("planId", id, { shouldDirty: true })}
          />
        ) : (
          <Spinner label="Loading plans" className="text-forest-700" />
        )}
        <Button type="submit" className="mt-5" disabled={form.formState.isSubmitting}>
          Start plan
        </Button>
      </form>
    </Section>
  );
}

function ResumePlan({ userId }: { userId: string }) {
  const refresh = useRefreshAccount(userId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function resume() {
    setBusy(true);
    setFailure(undefined);
    try {
      await api.put(`/api/users/${userId}/subscription`, { status: "ACTIVE" });
      toast.success("Welcome back! Your plan is active again.");
      await refresh();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section
      id="plan-resume"
      title="Resume your plan"
      description="Deliveries start again with the next week that's still open. Weeks the pause skipped are reopened."
    >
      <FormAlert>{failure}</FormAlert>
      <Button onClick={() => void resume()} disabled={busy}>
        {busy ? <Spinner className="text-current" label="Resuming" /> : null}
        Resume plan
      </Button>
    </Section>
  );
}

function CancelPlan({ userId }: { userId: string }) {
  const refresh = useRefreshAccount(userId);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<CancelFormInput>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { status: "CANCELLED", reason: "" },
  });
  const [details, setDetails] = useState("");
  const reasonError = form.formState.errors.reason?.message;

  async function confirm() {
    const values = form.getValues();
    setConfirming(true);
    setFailure(undefined);
    try {
      const reason = details.trim() ? `${values.reason}: ${details.trim()}` : values.reason;
      await api.put(`/api/users/${userId}/subscription`, {
        status: "CANCELLED",
        reason: reason.slice(0, 500),
      });
      setOpen(false);
      toast.success("Your plan is cancelled. We're sorry to see you go.");
      await refresh();
    } catch (error) {
      setOpen(false);
      setFailure(failureMessage(error));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Section
      id="plan-cancel"
      title="Cancel your plan"
      description="Weeks that are still open are cancelled and won't be charged. A week that's already locked is still delivered."
    >
      <form
        method="post"
        onSubmit={form.handleSubmit(() => setOpen(true))}
        noValidate
        className="max-w-xl"
      >
        <FormAlert>{failure}</FormAlert>
        <fieldset aria-describedby={reasonError ? "cancel-reason-error" : undefined}>
          <legend className="text-sm font-semibold text-forest-950">Why are you cancelling?</legend>
          <div className="mt-2 grid gap-2">
            {CANCEL_REASONS.map((reason) => (
              <label
                key={reason}
                className="flex items-center gap-2.5 text-[0.95rem] text-forest-900"
              >
                <input
                  type="radio"
                  value={reason}
                  className="size-4 accent-forest-700"
                  {...form.register("reason")}
                />
                {reason}
              </label>
            ))}
          </div>
          {reasonError ? (
            <p id="cancel-reason-error" className="mt-1.5 text-sm font-medium text-red-700">
              {reasonError}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-4">
          <label htmlFor="cancel-details" className="block text-sm font-semibold text-forest-950">
            Anything else we should know? <span className="font-normal text-muted">(optional)</span>
          </label>
          <Textarea
            id="cancel-details"
            className="mt-1.5"
            maxLength={300}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
        </div>
        <Button type="submit" variant="danger" className="mt-5">
          Cancel plan
        </Button>
      </form>
      <ConfirmDialog
        open={open}
        title="Cancel your plan?"
        confirmLabel="Yes, cancel my plan"
        cancelLabel="Keep my plan"
        tone="danger"
        busy={confirming}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>
          Your open weeks will be cancelled and you won&rsquo;t be charged for them. You can start a
          new plan here at any time.
        </p>
      </ConfirmDialog>
    </Section>
  );
}
