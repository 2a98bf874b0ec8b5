"use client";
// Step 5: account, address, card, codes and the order summary, then "Place order", which runs
// the whole sign-up (lib/signup/place-order.ts). Nothing typed is lost on a failure: the form
// keeps its values (passwords in memory only) and the funnel state keeps every finished step.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import useSWR, { useSWRConfig } from "swr";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { ApiError } from "@/lib/client/errors";
import { getToken } from "@/lib/client/storage";
import type { MeDto, OrderSummary as Quote } from "@/lib/signup/api-types";
import {
  clearCheckoutDraft,
  readCheckoutDraft,
  writeCheckoutDraft,
  type CheckoutField,
  type CheckoutValues,
} from "@/lib/signup/checkout-draft";
import {
  CARD_FIELDS,
  CHECKOUT_FIELD_ORDER,
  emptyCheckoutValues,
  loadCheckoutChecks,
  type CheckoutRules,
} from "@/lib/signup/checkout-fields";
import { fieldMessages, GENERIC_ERROR, isSoldOut, messageFor } from "@/lib/signup/errors";
import type { FunnelState } from "@/lib/signup/funnel-state";
import { getFunnelState, updateFunnel } from "@/lib/signup/funnel-store";
import { signupMenuKey } from "@/lib/signup/menu-key";
import { offlineCardTokenizer, paymentProviderName } from "@/lib/signup/payment";
import { stripeCardTokenizer, type StripeCardHandle } from "@/lib/signup/stripe-card";
import { CheckoutStageError, placeSignupOrder, type CheckoutStage } from "@/lib/signup/place-order";
import { successPath } from "@/lib/signup/steps";
import { StepHeading, StepShell } from "../step-shell";
import { AccountFields } from "./account-fields";
import { AddressFields } from "./address-fields";
import { fieldId } from "./fields";
import { OrderSummary } from "./order-summary";
import { PaymentStep } from "./payment-step";
import { INVALID_CODE, PromoCodeField } from "./promo-code-field";

const FIELD_LABELS: Record<CheckoutField, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm password",
  street: "Street address",
  city: "City",
  unit: "Apt / unit",
  province: "Province",
  buzzer: "Buzzer",
  postalCode: "Postal code",
  phone: "Phone",
  instructions: "Delivery instructions",
  placeId: "Street address",
  nameOnCard: "Name on card",
  number: "Card number",
  expiry: "Expiry",
  cvc: "CVC",
};

const STAGE_TEXT: Record<CheckoutStage, string> = {
  account: "Creating your account…",
  codes: "Applying your codes…",
  schedule: "Saving your delivery schedule…",
  allergens: "Saving your allergens to avoid…",
  diet: "Saving your diet…",
  address: "Saving your address…",
  card: "Saving your card…",
  subscription: "Starting your plan…",
  order: "Placing your order…",
  onboarding: "Finishing up…",
};

/** Server field names → the form's fields. */
const SERVER_FIELDS: Record<string, CheckoutField> = {
  firstName: "firstName",
  lastName: "lastName",
  email: "email",
  password: "password",
  confirmPassword: "confirmPassword",
  street: "street",
  placeId: "street",
  city: "street",
  unit: "unit",
  province: "province",
  buzzer: "buzzer",
  postalCode: "postalCode",
  phone: "phone",
  instructions: "instructions",
  nameOnCard: "nameOnCard",
  number: "number",
  expiry: "expiry",
  cvc: "cvc",
  stripePaymentMethodId: "number",
};

function quoteKeyFor(state: FunnelState): string | null {
  if (!state.account || !state.plan) return null;
  const query = new URLSearchParams({
    planId: state.plan.id,
    splitDelivery: String(state.splitDelivery),
  });
  return `/api/users/${encodeURIComponent(state.account.userId)}/order-summary?${query}`;
}

function isCardFailure(error: unknown): boolean {
  if (!(error instanceof CheckoutStageError)) return false;
  const status = error.cause instanceof ApiError ? error.cause.status : 0;
  return error.stage === "card" || status === 402;
}

export function CheckoutStep() {
  return (
    <StepShell step="checkout" width="xl">
      {(state) => <Checkout state={state} />}
    </StepShell>
  );
}

function Checkout({ state }: { state: FunnelState }) {
  const router = useRouter();
  const provider = paymentProviderName();
  const alertRef = useRef<HTMLDivElement>(null);
  const [editingCard, setEditingCard] = useState(!state.progress.card);
  const [stripeCard, setStripeCard] = useState<StripeCardHandle | null>(null);
  const [running, setRunning] = useState(false);
  const [stage, setStage] = useState<CheckoutStage | null>(null);
  const [formError, setFormError] = useState<string>();
  const [providerError, setProviderError] = useState<string>();
  /** A dish sold out meanwhile: the message links back to the meal step. */
  const [soldOut, setSoldOut] = useState(false);
  const [promoError, setPromoError] = useState<string>();
  const [existingCustomer, setExistingCustomer] = useState(false);

  const rules: CheckoutRules = {
    needsAccount: !state.account,
    needsCard: !state.progress.card,
    cardFieldsInForm: provider === "offline" && (editingCard || !state.progress.card),
  };
  const rulesRef = useRef(rules);
  useEffect(() => {
    rulesRef.current = rules;
  });

  // The checks (zod) arrive after the first paint; by the first submit they are long loaded.
  useEffect(() => {
    void loadCheckoutChecks();
  }, []);

  const resolver: Resolver<CheckoutValues> = async (values) => {
    const { validateCheckout } = await loadCheckoutChecks();
    const problems = validateCheckout(values, rulesRef.current);
    const keys = Object.keys(problems) as CheckoutField[];
    if (keys.length === 0) return { values, errors: {} };
    const errors: FieldErrors<CheckoutValues> = {};
    for (const key of keys) errors[key] = { type: "validation", message: problems[key] };
    return { values: {}, errors };
  };

  const [defaults] = useState<CheckoutValues>(() => {
    const draft = readCheckoutDraft();
    const values = { ...emptyCheckoutValues(state.postalCode ?? ""), ...draft };
    if (!values.postalCode) values.postalCode = state.postalCode ?? "";
    return values;
  });
  // Focus goes to the first problem in screen order (onInvalid below): react-hook-form's own
  // choice follows the order fields registered, which put the password before the first name.
  const form = useForm<CheckoutValues>({
    defaultValues: defaults,
    resolver,
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;

  // Everything typed except passwords and card data survives a reload.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => writeCheckoutDraft(values),
      }),
    [form],
  );

  // Someone signed in who has not finished signing up continues on their own account.
  useEffect(() => {
    if (state.account || !getToken()) return;
    let cancelled = false;
    api
      .get<MeDto | null>("/api/auth/me", { signOutOnUnauthorized: false })
      .then((user) => {
        if (cancelled || !user) return;
        if (user.onboardingStatus === "complete") {
          setExistingCustomer(true);
          return;
        }
        if (user.roles.some((role) => role.slug === "admin")) return;
        updateFunnel((s) => ({
          ...s,
          account: {
            userId: user.id,
            email: user.email,
            firstName: user.firstName,
            deliveryDay: user.deliveryDay ?? undefined,
            deliveryTime: user.deliveryTime ?? undefined,
          },
        }));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [state.account]);

  const { mutate } = useSWRConfig();
  const { data: quote, isLoading: quoteLoading } = useSWR<Quote>(quoteKeyFor(state));
  /** Re-reads the server's summary for the state as it is now (after codes or the account). */
  const refreshQuote = () => {
    const key = quoteKeyFor(getFunnelState());
    if (key) void mutate(key);
  };

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  function showFieldErrors(messages: Record<string, string>): boolean {
    const mapped = Object.entries(messages)
      .map(([property, message]) => [SERVER_FIELDS[property], message] as const)
      .filter((entry): entry is readonly [CheckoutField, string] => Boolean(entry[0]))
      .sort((a, b) => CHECKOUT_FIELD_ORDER.indexOf(a[0]) - CHECKOUT_FIELD_ORDER.indexOf(b[0]));
    mapped.forEach(([field, message], index) => {
      form.setError(field, { type: "server", message }, { shouldFocus: index === 0 });
    });
    return mapped.length > 0;
  }

  function handleFailure(error: unknown) {
    const stageError = error instanceof CheckoutStageError ? error : null;
    const cause = stageError?.cause ?? error;
    const status = cause instanceof ApiError ? cause.status : 0;

    switch (stageError?.stage) {
      case "account":
        if (status === 409) {
          form.setError(
            "email",
            { type: "server", message: messageFor(cause) },
            { shouldFocus: true },
          );
          return;
        }
        if (showFieldErrors(fieldMessages(cause))) return;
        break;
      case "codes":
        if (status === 404) {
          updateFunnel((s) => ({ ...s, codes: s.codes.filter((c) => c.attached) }));
          setPromoError(INVALID_CODE);
          setFormError(
            `${INVALID_CODE} We took it off your order; place your order again or try another code.`,
          );
          return;
        }
        break;
      case "address":
      case "card":
        if (showFieldErrors(fieldMessages(cause))) return;
        if (status === 402 && stageError.stage === "card") {
          setProviderError(messageFor(cause));
          form.setValue("number", "");
          document.getElementById(fieldId("number"))?.focus();
          return;
        }
        break;
      case "order":
      case "onboarding":
        if (isSoldOut(cause)) {
          // Drop the cached menu: the meal step reloads it, shows the dish sold out and takes
          // it out of the cart with a note.
          const key = signupMenuKey(getFunnelState());
          if (key) void mutate(key, undefined, { revalidate: false });
          setSoldOut(true);
        }
        if (status === 402) {
          setProviderError(messageFor(cause));
          return;
        }
        break;
    }
    setFormError(messageFor(cause));
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    setProviderError(undefined);
    setSoldOut(false);
    setRunning(true);
    try {
      const order = await placeSignupOrder({
        state,
        values,
        tokenizeCard:
          provider === "stripe"
            ? stripeCard
              ? stripeCardTokenizer(stripeCard, `${values.firstName} ${values.lastName}`.trim())
              : null
            : rules.cardFieldsInForm && values.number.trim()
              ? offlineCardTokenizer(values)
              : null,
        update: updateFunnel,
        onStage: setStage,
      });
      clearCheckoutDraft();
      updateFunnel((s) => ({ ...s, completedOrderId: order.id }));
      router.push(successPath(order.id));
    } catch (error) {
      // A card saved by this attempt is kept (and its numbers dropped from memory), unless the
      // card itself was the problem.
      const keepSavedCard = Boolean(getFunnelState().progress.card) && !isCardFailure(error);
      if (keepSavedCard) for (const field of CARD_FIELDS) form.setValue(field, "");
      setEditingCard(!keepSavedCard);
      handleFailure(error);
      setRunning(false);
      setStage(null);
      // The account and codes may exist now: show the server's numbers for them.
      refreshQuote();
    }
  }, focusFirstProblem);

  function focusFirstProblem(invalid: FieldErrors<CheckoutValues>) {
    const first = CHECKOUT_FIELD_ORDER.find((field) => invalid[field]);
    if (first) form.setFocus(first);
  }

  // One "Place order" at a time, even for a double click that lands before the re-render.
  const submitting = useRef(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await onSubmit(event);
    } catch {
      // Only the download of the form's checks can fail here (the order's own failures are
      // handled inside onSubmit): say so instead of doing nothing.
      setFormError(GENERIC_ERROR);
    } finally {
      submitting.current = false;
    }
  }

  const summaryErrors = CHECKOUT_FIELD_ORDER.filter((field) => errors[field]?.message);

  return (
    <>
      <StepHeading step="checkout" title="Almost there">
        Create your account, tell us where to deliver and add a card. You won&rsquo;t be charged
        until your order deadline.
      </StepHeading>

      {existingCustomer ? (
        <Alert tone="info" className="mt-6" title="You already have an account">
          You&rsquo;re signed in to an account that has already finished signing up.{" "}
          <Link href="/customer" className="font-semibold underline">
            Go to your account
          </Link>{" "}
          to choose meals, or sign out to create a new one.
        </Alert>
      ) : null}

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <form
          id="checkout-form"
          method="post"
          onSubmit={submit}
          noValidate
          aria-label="Checkout"
          className="min-w-0 space-y-6 [&_input]:scroll-mt-28 [&_textarea]:scroll-mt-28"
        >
          <div
            ref={alertRef}
            tabIndex={-1}
            aria-live="assertive"
            aria-atomic="true"
            className="outline-none"
          >
            {formError ? (
              <Alert tone="error">
                {formError}
                {soldOut ? (
                  <>
                    {" "}
                    <Link
                      href="/signup/meal-selection"
                      className="font-semibold underline underline-offset-2"
                    >
                      Choose another dish
                    </Link>
                  </>
                ) : null}
              </Alert>
            ) : null}
            {submitCount > 0 && summaryErrors.length > 0 && !formError ? (
              <Alert
                tone="error"
                title={`Please check ${summaryErrors.length === 1 ? "this field" : `these ${summaryErrors.length} fields`}`}
              >
                <ul className="list-disc space-y-0.5 pl-5">
                  {summaryErrors.map((field) => (
                    <li key={field}>
                      <a href={`#${fieldId(field)}`} className="underline underline-offset-2">
                        {FIELD_LABELS[field]}
                      </a>
                      : {errors[field]?.message}
                    </li>
                  ))}
                </ul>
              </Alert>
            ) : null}
          </div>

          <AccountFields form={form} account={state.account} />
          <AddressFields form={form} />
          <PaymentStep
            provider={provider}
            form={form}
            savedCard={state.progress.card}
            editing={editingCard}
            onEditingChange={setEditingCard}
            providerError={providerError}
            onStripeCardChange={setStripeCard}
          />

          <ButtonLink
            href="/signup/meal-selection"
            variant="ghost"
            className="hidden lg:inline-flex"
          >
            <ArrowLeftIcon />
            Back<span className="sr-only"> to Meals</span>
          </ButtonLink>
        </form>

        {/* At most a window tall (it scrolls inside), with "Place order" pinned to its foot, so
            the button is on screen at 1280×720 however long the summary grows. */}
        <aside
          aria-label="Your order"
          className="space-y-4 lg:sticky lg:top-24 lg:-m-1 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:p-1"
        >
          <OrderSummary state={state} quote={quote} quoteLoading={quoteLoading}>
            <div className="mt-5 border-t border-forest-900/8 pt-5">
              <PromoCodeField
                state={state}
                error={promoError}
                onErrorChange={setPromoError}
                onAttached={refreshQuote}
              />
            </div>
            <div className="bg-white pt-6 lg:sticky lg:bottom-0 lg:-mb-1 lg:pb-1">
              <Button type="submit" form="checkout-form" size="lg" fullWidth disabled={running}>
                {running ? (
                  <span aria-hidden="true" className="inline-flex">
                    <Spinner />
                  </span>
                ) : null}
                {running ? "Placing your order…" : "Place order"}
              </Button>
              <p role="status" className="mt-2 min-h-5 text-center text-sm text-muted">
                {running && stage ? STAGE_TEXT[stage] : ""}
              </p>
            </div>
          </OrderSummary>
          <ButtonLink href="/signup/meal-selection" variant="ghost" className="lg:hidden">
            <ArrowLeftIcon />
            Back<span className="sr-only"> to Meals</span>
          </ButtonLink>
        </aside>
      </div>
    </>
  );
}
