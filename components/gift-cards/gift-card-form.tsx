"use client";
// The gift card purchase form (/gift-cards): amount, recipient, message, delivery day, the buyer,
// and the card (Stripe Elements, or the offline provider's test form). The card becomes a payment
// method first; then POST /api/gift-cards with a request key kept for this attempt, so a resent
// submit never buys twice. A bank that asks for 3-D Secure gets its check (Stripe.js's, or the
// offline provider's test step) and the server then settles the purchase from the provider. On
// success the buyer lands on the card's own page; on a failure everything typed stays.
import { zodResolver } from "@hookform/resolvers/zod";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "@/components/auth/form-alert";
import { BankCheckDialog } from "@/components/gift-cards/bank-check-dialog";
import { OfflineCardFields } from "@/components/forms/card-fields";
import { TextField } from "@/components/forms/field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, api } from "@/lib/client/api";
import { formatCents } from "@/lib/format/money";
import { giftCardFormSchema } from "@/lib/gift-cards/schemas";
import { GIFT_CARD_PRESETS_CENTS, MESSAGE_MAX } from "@/lib/gift-cards/rules";
import { cardFormSchema } from "@/lib/payments/card-form";
import type { GiftCardAuthentication } from "@/lib/gift-cards/buy-gift-card";
import type { BankAnswer } from "@/lib/payments/port";
import type { OfflineCardToken } from "@/lib/signup/api-types";
import { offlineCardBody, paymentProviderName } from "@/lib/signup/payment";
import type { StripeCardHandle } from "@/lib/signup/stripe-card";
import { GiftCardPreview } from "./gift-card-preview";

const StripeCardField = dynamic(
  () => import("@/components/signup/checkout/stripe-card-field").then((m) => m.StripeCardField),
  { ssr: false },
);

const offlineSchema = giftCardFormSchema.extend(cardFormSchema.shape);
const stripeSchema = giftCardFormSchema.extend({
  nameOnCard: z.string(),
  number: z.string(),
  expiry: z.string(),
  cvc: z.string(),
});
type FormInput = z.input<typeof offlineSchema>;

interface PurchaseAnswer {
  statusPath: string;
  authentication: GiftCardAuthentication | null;
}

/** A purchase waiting for the buyer's bank (3-D Secure). */
interface BankCheck {
  statusPath: string;
  amountCents: number;
}

const FIELDS: Path<FormInput>[] = [
  "recipientName",
  "recipientEmail",
  "message",
  "deliverOn",
  "buyerName",
  "buyerEmail",
  "nameOnCard",
  "number",
  "expiry",
  "cvc",
];

export function GiftCardForm({
  firstDay,
  lastDay,
  buyer = null,
}: {
  firstDay: string;
  lastDay: string;
  /** The signed-in buyer, filled in (and still editable). */
  buyer?: { name: string; email: string } | null;
}) {
  const router = useRouter();
  const provider = paymentProviderName();
  // Raw values in the form (the amount as typed); the call's shape is parsed at submit.
  const form = useForm<FormInput>({
    resolver: zodResolver(provider === "stripe" ? stripeSchema : offlineSchema, undefined, {
      raw: true,
    }),
    defaultValues: {
      amount: "50",
      recipientName: "",
      recipientEmail: "",
      message: "",
      deliverOn: firstDay,
      buyerName: buyer?.name ?? "",
      buyerEmail: buyer?.email ?? "",
      nameOnCard: "",
      number: "",
      expiry: "",
      cvc: "",
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [stripeCard, setStripeCard] = useState<StripeCardHandle | null>(null);
  // A submit resent after a lost answer reuses its key and card; a refused card starts afresh.
  const [attempt, setAttempt] = useState<{ key: string; pm: string } | null>(null);
  const [bankCheck, setBankCheck] = useState<BankCheck | null>(null);
  const [answering, setAnswering] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const amount = useWatch({ control: form.control, name: "amount" });
  const recipientName = useWatch({ control: form.control, name: "recipientName" });

  // Focused in an effect, after the bank's dialog (a child) has closed and handed focus back to
  // the Pay button: the failure is what the buyer hears and sees next.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) alertRef.current?.focus();
  }, [failures]);

  function fail(message: string | null) {
    setFailure(message);
    if (message) setFailures((count) => count + 1);
  }

  async function paymentMethodId(values: FormInput): Promise<string> {
    if (provider === "offline") {
      const token = await api.post<OfflineCardToken>(
        "/api/payments/offline/payment-methods",
        offlineCardBody(values),
      );
      return token.id;
    }
    if (!stripeCard) throw new ApiError(402, { statusCode: 402, message: "Enter your card." });
    const result = await stripeCard.stripe.createPaymentMethod({
      type: "card",
      card: stripeCard.card,
      billing_details: { name: values.buyerName, email: values.buyerEmail },
    });
    if (result.error)
      throw new ApiError(402, {
        statusCode: 402,
        message: result.error.message ?? "Your card was declined.",
      });
    return result.paymentMethod.id;
  }

  async function submit(values: FormInput) {
    fail(null);
    try {
      const { key, pm } = attempt ?? {
        key: crypto.randomUUID(),
        pm: await paymentMethodId(values),
      };
      setAttempt({ key, pm });
      const { amount: amountCents, ...details } = giftCardFormSchema.parse(values);
      const answer = await api.post<PurchaseAnswer>("/api/gift-cards", {
        ...details,
        amountCents,
        requestKey: key,
        paymentMethodId: pm,
      });
      const secret = answer.authentication?.clientSecret;
      if (!answer.authentication) router.push(answer.statusPath);
      // Stripe.js shows the bank's own check; whatever it says, the server reads the outcome.
      else if (secret && stripeCard) {
        await stripeCard.stripe.confirmCardPayment(secret);
        await answerBank({ statusPath: answer.statusPath, amountCents }, "approve");
      } else setBankCheck({ statusPath: answer.statusPath, amountCents });
    } catch (error) {
      // Refused (a card, a field, other details): nothing was bought, the next try starts afresh.
      if (error instanceof ApiError && [400, 402, 409].includes(error.status)) setAttempt(null);
      if (error instanceof ApiError && error.status === 402) {
        fail(error.message);
        return;
      }
      fail(applyServerErrors(form, error, FIELDS));
    }
  }

  /** Settles the purchase after the bank's check: the card's page, or why it failed. */
  async function answerBank(check: BankCheck, answer: BankAnswer) {
    setAnswering(true);
    try {
      const token = check.statusPath.split("/").pop() ?? "";
      await api.post(`/api/gift-cards/status/${token}/authentication`, { answer });
      router.push(check.statusPath);
    } catch (error) {
      setBankCheck(null);
      // Refused: nothing was charged and the next try is a new purchase (a new key). Otherwise
      // (still waiting, no answer) a resent submit finds this one again.
      if (error instanceof ApiError && error.status === 402) setAttempt(null);
      fail(error instanceof ApiError ? error.message : "We couldn't reach the server. Try again.");
    } finally {
      setAnswering(false);
    }
  }

  const submitting = form.formState.isSubmitting || answering;
  const cents = /^\d{1,4}$/.test(amount ?? "") ? Number(amount) * 100 : null;

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]"
      aria-label="Buy a gift card"
    >
      <div className="min-w-0 space-y-10">
        <FormAlert ref={alertRef}>{failure}</FormAlert>

        <fieldset className="space-y-4">
          <legend className="font-display text-2xl font-semibold text-forest-950">
            1. Choose an amount
          </legend>
          <div
            className="grid max-w-md grid-cols-4 gap-2"
            role="group"
            aria-label="Suggested amounts"
          >
            {GIFT_CARD_PRESETS_CENTS.map((preset) => {
              const dollars = String(preset / 100);
              const chosen = amount === dollars;
              return (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => form.setValue("amount", dollars, { shouldValidate: true })}
                  className={
                    chosen
                      ? "h-11 rounded-xl bg-forest-800 px-2 font-semibold text-white ring-2 ring-forest-800 ring-offset-2"
                      : "h-11 rounded-xl bg-white px-2 font-semibold text-forest-950 ring-1 ring-forest-900/20 hover:ring-forest-700"
                  }
                >
                  {formatCents(preset).replace(/\.00$/, "")}
                </button>
              );
            })}
          </div>
          <TextField
            form={form}
            prefix="gift"
            name="amount"
            label="Amount in dollars"
            hint="Any whole-dollar amount from $25 to $500."
            inputMode="numeric"
            className="max-w-xs"
            format={(value) => value.replace(/\D/g, "").slice(0, 4)}
          />
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="font-display text-2xl font-semibold text-forest-950">
            2. Who is it for?
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              form={form}
              prefix="gift"
              name="recipientName"
              label="Recipient's name"
              autoComplete="off"
            />
            <TextField
              form={form}
              prefix="gift"
              name="recipientEmail"
              label="Recipient's email"
              type="email"
              autoComplete="off"
            />
          </div>
          <TextField
            form={form}
            prefix="gift"
            name="message"
            label="Your message"
            optional
            multiline
            hint={`Printed in their email, up to ${MESSAGE_MAX} characters.`}
          />
          <TextField
            form={form}
            prefix="gift"
            name="deliverOn"
            label="Delivery date"
            type="date"
            min={firstDay}
            max={lastDay}
            hint="We email the gift card at 8:00 AM Toronto time that day."
            className="max-w-xs"
          />
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="font-display text-2xl font-semibold text-forest-950">
            3. From you
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              form={form}
              prefix="gift"
              name="buyerName"
              label="Your name"
              autoComplete="name"
              hint="The recipient sees it."
            />
            <TextField
              form={form}
              prefix="gift"
              name="buyerEmail"
              label="Your email"
              type="email"
              autoComplete="email"
              hint="For your receipt."
            />
          </div>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="font-display text-2xl font-semibold text-forest-950">
            4. Payment
          </legend>
          {provider === "stripe" ? (
            <StripeCardField onChange={setStripeCard} />
          ) : (
            <OfflineCardFields form={form} prefix="gift-card" />
          )}
        </fieldset>
      </div>

      <aside className="lg:sticky lg:top-6 lg:self-start" aria-label="Your gift card">
        <GiftCardPreview cents={cents} recipientName={recipientName} />
        <p className="mt-4 text-sm leading-6 text-muted">
          Your card is charged now. The recipient redeems the code at checkout or on their Rewards
          tab; it comes off their weekly orders until it is used up.
        </p>
        <Button type="submit" size="lg" fullWidth className="mt-5" disabled={submitting}>
          {submitting ? <Spinner className="text-current" label="Paying" /> : null}
          {cents ? `Pay ${formatCents(cents)}` : "Pay"}
        </Button>
      </aside>
      <BankCheckDialog
        amountCents={bankCheck?.amountCents ?? null}
        busy={answering}
        onAnswer={(answer) => bankCheck && void answerBank(bankCheck, answer)}
      />
    </form>
  );
}
