// One gift card as its buyer sees it: what was bought, for whom, when it is emailed, its state.
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { formatDay } from "@/lib/clock/labels";
import { formatCents } from "@/lib/format/money";
import type { GiftCardView } from "@/lib/gift-cards/view";
import { GiftCardPreview } from "./gift-card-preview";

const TONE: Record<string, BadgeTone> = {
  Scheduled: "amber",
  Delivered: "green",
  Redeemed: "dark",
  Refunded: "neutral",
  "Refund in progress": "neutral",
  "Payment failed": "red",
  "Payment in progress": "amber",
  "Waiting for your bank": "amber",
};

/** What happens next, in a sentence. */
function nextStep(card: GiftCardView): string {
  const day = formatDay(card.deliverOn);
  switch (card.state) {
    case "Scheduled":
      return `We'll email it to ${card.recipientEmail} at 8:00 AM Toronto time on ${day}.`;
    case "Delivered":
      return `We emailed it to ${card.recipientEmail} on ${day}. It hasn't been redeemed yet.`;
    case "Redeemed":
      return `${card.recipientName} has redeemed it.`;
    case "Refunded":
    case "Refund in progress":
      return "It was refunded to your card; the code no longer works. Refunds take 5–10 business days to show on your statement.";
    case "Waiting for your bank":
      return "Your bank asked you to confirm this payment, and it hasn't been confirmed. Nothing has been charged; if you left the page during the check, buy the card again.";
    case "Payment failed":
      return card.failureMessage ?? "Your card was declined. Nothing was charged.";
    default:
      return "Your payment is being processed. This page shows the result once it is done.";
  }
}

export function GiftCardStatus({ card }: { card: GiftCardView }) {
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-[0.12em] text-terracotta-600 uppercase">
          Your gift card
        </p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-forest-950">
          {formatCents(card.amountCents)} for {card.recipientName}
        </h1>
        <p className="mt-4 flex flex-wrap items-center gap-3">
          <Badge tone={TONE[card.state] ?? "neutral"} data-testid="gift-card-state">
            {card.state}
          </Badge>
        </p>
        <p className="mt-4 text-lg text-forest-950">{nextStep(card)}</p>
        <Card padding="lg" className="mt-8">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label="Recipient" value={`${card.recipientName} (${card.recipientEmail})`} />
            <Fact label="Delivery date" value={formatDay(card.deliverOn)} />
            <Fact label="Amount" value={formatCents(card.amountCents)} />
            <Fact label="Bought" value={formatDay(card.boughtOn)} />
          </dl>
          {card.message ? (
            <>
              <h2 className="mt-6 text-sm font-semibold text-muted">Your message</h2>
              <p className="mt-1 whitespace-pre-line text-forest-950 italic">“{card.message}”</p>
            </>
          ) : null}
        </Card>
        <ButtonLink href="/gift-cards" variant="secondary" className="mt-8">
          Buy another gift card
        </ButtonLink>
      </div>
      <div className="self-start">
        <GiftCardPreview cents={card.amountCents} recipientName={card.recipientName} />
      </div>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 break-words text-forest-950">{value}</dd>
    </div>
  );
}
