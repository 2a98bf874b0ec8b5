"use client";
// Step 1: is the postal code in the delivery area? If not, offer to email when it is.
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FieldError, FieldHint, Input, Label } from "@/components/ui/form";
import { ArrowRightIcon, MapPinIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import type { PlanDto, PostalCheckResult } from "@/lib/signup/api-types";
import { choosePlan } from "@/lib/signup/choose-plan";
import { clearCheckoutAddress } from "@/lib/signup/checkout-draft";
import { fieldMessages, messageFor } from "@/lib/signup/errors";
import { updateFunnel } from "@/lib/signup/funnel-store";
import { StepHeading, StepShell } from "./step-shell";
import { NotifyMeForm } from "./notify-me-form";

export function VerifyDeliveryStep({ carriedPlan }: { carriedPlan?: PlanDto | null }) {
  // A plan button on the home page carries its plan here; the plans step shows it chosen.
  useEffect(() => {
    if (carriedPlan) choosePlan(carriedPlan);
  }, [carriedPlan]);
  return (
    <StepShell step="verify-delivery" width="sm">
      {(state) => (
        <>
          <PostalCodeForm initialPostalCode={state.postalCode ?? ""} />
          {state.plan ? (
            <p className="mt-4 text-center text-sm text-muted" data-testid="carried-plan">
              Your plan: <span className="font-semibold text-forest-900">{state.plan.name}</span>.
              You can change it on the next step.
            </p>
          ) : null}
        </>
      )}
    </StepShell>
  );
}

function PostalCodeForm({ initialPostalCode }: { initialPostalCode: string }) {
  const router = useRouter();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [postalCode, setPostalCode] = useState(initialPostalCode);
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [outside, setOutside] = useState<{ postalCode: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    setFieldError(undefined);
    setOutside(null);
    if (!postalCode.trim()) {
      setFieldError("Enter your postal code.");
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await api.post<PostalCheckResult>("/api/addresses/validate-postal-code", {
        postalCode,
      });
      if (result.deliverable) {
        updateFunnel((s) => {
          if (s.postalCode !== result.postalCode) clearCheckoutAddress();
          return { ...s, postalCode: result.postalCode, city: result.city };
        });
        router.push("/signup/plans");
        return;
      }
      updateFunnel((s) => ({ ...s, postalCode: undefined, city: undefined }));
      setPostalCode(result.postalCode);
      setOutside({ postalCode: result.postalCode, message: result.message });
    } catch (error) {
      const message = fieldMessages(error).postalCode;
      if (message) {
        setFieldError(message);
        inputRef.current?.focus();
      } else {
        setFormError(messageFor(error));
      }
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <>
      <StepHeading step="verify-delivery" title="Do we deliver to you?">
        Enter the postal code where you&rsquo;d like your meals delivered.
      </StepHeading>

      <Card padding="lg" className="mt-8">
        <form method="post" onSubmit={onSubmit} noValidate aria-label="Check your delivery area">
          <FormAlert ref={alertRef}>{formError}</FormAlert>
          <Label htmlFor={`${id}-postal`}>Postal code</Label>
          <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <MapPinIcon className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-forest-700" />
              <Input
                ref={inputRef}
                id={`${id}-postal`}
                name="postalCode"
                value={postalCode}
                onChange={(e) => setPostalCode(e.target.value.toUpperCase())}
                autoComplete="postal-code"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={10}
                placeholder="M5V 2T6"
                className="pl-11 text-lg tracking-wide uppercase"
                invalid={Boolean(fieldError)}
                aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
              />
            </div>
            <Button type="submit" size="md" disabled={busy} className="sm:min-w-44">
              {busy ? <Spinner label="Checking" /> : null}
              {busy ? "Checking…" : "Check my area"}
              {busy ? null : <ArrowRightIcon />}
            </Button>
          </div>
          <div aria-live="polite">
            <FieldError id={errorId}>{fieldError}</FieldError>
          </div>
          <FieldHint id={hintId}>A Canadian postal code, like M5V 2T6.</FieldHint>
        </form>
      </Card>

      <div aria-live="polite">
        {outside ? (
          <Card padding="lg" className="mt-6">
            {/* The spec's sentence promises an email, so the email field sits right under it,
                in the same box (issue 27: it read as if we already had one). */}
            <div className="rounded-xl bg-amber-50 px-4 py-4 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
              <p role="status">{outside.message}</p>
              <NotifyMeForm postalCode={outside.postalCode} />
            </div>
          </Card>
        ) : null}
      </div>

      <p className="mt-6 text-sm text-muted">
        We deliver across Toronto, Mississauga, Oakville, Brampton, Vaughan, Richmond Hill, Markham,
        Pickering and Ajax.
      </p>
    </>
  );
}
