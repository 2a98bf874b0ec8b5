"use client";
// The Payment information tab: the saved card (GET .../payment-method) and a new one through the
// offline provider's card form, as at sign-up (tokenize, then POST .../payment-method). After a
// save it says what the card paid (card-saved-message.ts); while a week's charge is still under
// way it adds that the update takes 24-48 hours to apply (spec §9).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import useSWR, { useSWRConfig } from "swr";
import { FormAlert } from "@/components/auth/form-alert";
import { OfflineCardFields } from "@/components/forms/card-fields";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { CustomerAccountDto } from "@/lib/account/dto";
import { ApiError, api } from "@/lib/client/api";
import { cardFormSchema, type CardFormInput } from "@/lib/payments/card-form";
import type { CardRetryDto } from "@/lib/payments/card-retries";
import type { PaymentMethodDto, SavedPaymentMethodDto } from "@/lib/payments/save-payment-method";
import type { OfflineCardToken } from "@/lib/signup/api-types";
import { offlineCardBody, paymentProviderName } from "@/lib/signup/payment";
import { cardSavedMessage } from "./card-saved-message";
import { cardLabel, expiryLabel, PROBLEM_TEXT } from "./format";
import { PanelHeading, Section } from "./panel";
import { accountKey } from "./use-account";

interface PaymentMethodAnswer {
  paymentMethod: PaymentMethodDto | null;
  updateNotice: string;
  retries: CardRetryDto[];
}

const EMPTY: CardFormInput = { nameOnCard: "", number: "", expiry: "", cvc: "" };
const RETRY_POLL_MS = 1000;
const RETRY_POLLS = 20;

/** The retries of `orderIds`, once none is still running (or after ~20 s, as they stand). */
async function retryOutcomes(key: string, orderIds: readonly string[]): Promise<CardRetryDto[]> {
  if (orderIds.length === 0) return [];
  let mine: CardRetryDto[] = [];
  for (let poll = 0; poll < RETRY_POLLS; poll += 1) {
    const answer = await api.get<PaymentMethodAnswer>(key);
    mine = answer.retries.filter((r) => orderIds.includes(r.orderId));
    if (mine.every((r) => r.outcome !== "trying")) return mine;
    await new Promise((resolve) => window.setTimeout(resolve, RETRY_POLL_MS));
  }
  return mine;
}

export function PaymentTab({ userId, account }: { userId: string; account: CustomerAccountDto }) {
  const key = `/api/users/${userId}/payment-method`;
  const { data } = useSWR<PaymentMethodAnswer>(key);
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CardFormInput>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: EMPTY,
  });
  const card = data?.paymentMethod ?? null;
  const provider = paymentProviderName();

  async function submit(values: CardFormInput) {
    setFailure(null);
    try {
      const token = await api.post<OfflineCardToken>(
        "/api/payments/offline/payment-methods",
        offlineCardBody(values),
      );
      const saved = await api.post<SavedPaymentMethodDto>(key, {
        stripePaymentMethodId: token.id,
      });
      form.reset(EMPTY);
      // A failed order is retried with the new card at once (in the queue): wait for its outcome,
      // and for the account's fresh state, so the message and the banner say what is true now.
      const retries = await retryOutcomes(key, saved.retryingOrderIds);
      await mutate(key);
      const fresh = await mutate<CustomerAccountDto>(accountKey(userId));
      const message = cardSavedMessage(saved, retries, fresh?.paymentUpdateNotice ?? null);
      if (message.tone === "error") setFailure(message.text);
      else toast.success(message.text);
    } catch (error) {
      // A refusal from the card provider (402) is shown in its own words.
      if (error instanceof ApiError && error.status === 402) setFailure(error.message);
      else setFailure(applyServerErrors(form, error, ["nameOnCard", "number", "expiry", "cvc"]));
    }
  }

  return (
    <>
      <PanelHeading title="Payment information">
        We charge your card at each week&rsquo;s order deadline, after credits and gift balances.
      </PanelHeading>

      {account.paymentUpdateNotice ? (
        <Alert
          tone="info"
          className="mb-6"
          title="A charge is already under way"
          data-testid="payment-delay"
        >
          {account.paymentUpdateNotice} A charge that has already started may still go to the card
          it started with.
        </Alert>
      ) : null}

      <Section id="payment-current" title="Saved card">
        {!data ? (
          <Spinner label="Loading your card" className="text-forest-700" />
        ) : card ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-semibold text-forest-950" data-testid="saved-card">
                {cardLabel(card)}
              </p>
              <p className="text-sm text-muted">Expires {expiryLabel(card)}</p>
            </div>
            {card.testMode ? <Badge tone="amber">Test mode</Badge> : null}
            {card.problem ? (
              <Alert tone="error" className="w-full">
                {PROBLEM_TEXT[card.problem] ??
                  "There's a problem with this card. Please add a new one."}
              </Alert>
            ) : null}
          </div>
        ) : (
          <p className="text-muted">No card saved yet.</p>
        )}
      </Section>

      <Section
        id="payment-new"
        title={card ? "Use a different card" : "Add a card"}
        description="Your new card replaces the saved one for every future order."
      >
        {provider === "stripe" ? (
          <Alert tone="warning" title="Card entry is unavailable">
            Secure card entry isn&rsquo;t set up on this site yet. Please try again later.
          </Alert>
        ) : (
          <form method="post" onSubmit={form.handleSubmit(submit)} noValidate className="max-w-xl">
            <FormAlert>{failure}</FormAlert>
            <OfflineCardFields form={form} prefix="card" />
            <Button type="submit" className="mt-6" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? (
                <Spinner className="text-current" label="Saving" />
              ) : null}
              Save card
            </Button>
          </form>
        )}
      </Section>
    </>
  );
}
