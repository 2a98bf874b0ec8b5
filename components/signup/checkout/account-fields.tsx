"use client";
// Checkout part 1: the account (first and last name, email, password twice), or who is signed in
// once the account exists.
import { PasswordInput } from "@/components/auth/password-input";
import { CheckIcon } from "@/components/ui/icons";
import { PASSWORD_MIN } from "@/lib/auth/credential-rules";
import type { FunnelState } from "@/lib/signup/funnel-state";
import {
  describedBy,
  FieldLabel,
  FieldMessages,
  fieldId,
  TextField,
  type CheckoutForm,
} from "./fields";
import { CheckoutSection } from "./section";

export function AccountFields({
  form,
  account,
}: {
  form: CheckoutForm;
  account: FunnelState["account"];
}) {
  if (account) {
    return (
      <CheckoutSection id="checkout-account" number={1} title="Your account">
        <p className="flex items-start gap-3 rounded-xl bg-forest-50 px-4 py-3 text-sm text-forest-900 ring-1 ring-forest-200">
          <CheckIcon className="mt-0.5 text-forest-600" />
          <span>
            Signed in as <span className="font-semibold">{account.email}</span>. We&rsquo;ll finish
            your order on this account.
          </span>
        </p>
      </CheckoutSection>
    );
  }

  const errors = form.formState.errors;
  const passwordHint = `At least ${PASSWORD_MIN} characters.`;
  return (
    <CheckoutSection
      id="checkout-account"
      number={1}
      title="Create your account"
      description="You'll use these to manage your meals, skip weeks or pause."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="firstName" label="First name" autoComplete="given-name" />
        <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
        <TextField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          className="sm:col-span-2"
        />
        <div>
          <FieldLabel name="password">Password</FieldLabel>
          <PasswordInput
            id={fieldId("password")}
            autoComplete="new-password"
            className="mt-1.5"
            invalid={Boolean(errors.password)}
            aria-required
            aria-describedby={describedBy(
              "password",
              errors.password?.message,
              errors.password ? undefined : passwordHint,
            )}
            {...form.register("password")}
          />
          <FieldMessages
            name="password"
            error={errors.password?.message}
            hint={errors.password ? undefined : passwordHint}
          />
        </div>
        <div>
          <FieldLabel name="confirmPassword">Confirm password</FieldLabel>
          <PasswordInput
            id={fieldId("confirmPassword")}
            autoComplete="new-password"
            className="mt-1.5"
            invalid={Boolean(errors.confirmPassword)}
            aria-required
            aria-describedby={describedBy("confirmPassword", errors.confirmPassword?.message)}
            {...form.register("confirmPassword")}
          />
          <FieldMessages name="confirmPassword" error={errors.confirmPassword?.message} />
        </div>
      </div>
    </CheckoutSection>
  );
}
