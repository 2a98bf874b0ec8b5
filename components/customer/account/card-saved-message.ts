// What the Payment tab says after a new card is saved: first what happened to the orders the card
// was asked to pay at once (a failed charge is retried with it), then, only while a charge is
// still under way, the spec's "24-48 hours" notice (§9), which is true of that charge alone.
import { formatCents } from "@/lib/format/money";
import { cardBrandLabel } from "@/lib/format/card-brand";
import type { CardRetryDto } from "@/lib/payments/card-retries";

export interface CardSavedMessage {
  tone: "success" | "error";
  text: string;
}

/** "Visa ·4242" */
export function shortCardLabel(card: { brand: string; last4: string }): string {
  return `${cardBrandLabel(card.brand)} ·${card.last4}`;
}

function amounts(retries: readonly CardRetryDto[]): string {
  const parts = retries.map((r) => `${formatCents(r.amountCents)} (${r.number})`);
  return parts.length === 1 ? formatCents(retries[0].amountCents) : parts.join(" and ");
}

export function cardSavedMessage(
  card: { brand: string; last4: string },
  retries: readonly CardRetryDto[],
  updateNotice: string | null,
): CardSavedMessage {
  const label = shortCardLabel(card);
  const paid = retries.filter((r) => r.outcome === "paid");
  const failed = retries.filter((r) => r.outcome === "failed");
  const waiting = retries.filter((r) => r.outcome === "waiting");
  const trying = retries.filter((r) => r.outcome === "trying");
  const sentences: string[] = [];
  if (paid.length > 0) sentences.push(`Paid ${amounts(paid)} with ${label}.`);
  if (failed.length > 0)
    sentences.push(`${label} was declined for ${amounts(failed)} too. Please try another card.`);
  if (waiting.length > 0)
    sentences.push(`Your bank wants you to confirm the ${amounts(waiting)} payment on ${label}.`);
  if (trying.length > 0)
    sentences.push(`We're charging ${amounts(trying)} to ${label} now; we'll let you know.`);
  if (retries.length === 0) sentences.push(`${label} saved. We'll use it for your next order.`);
  else if (paid.length === retries.length)
    sentences.push(`${label} is saved for your next orders.`);
  if (updateNotice) sentences.push(updateNotice);
  return { tone: failed.length > 0 ? "error" : "success", text: sentences.join(" ") };
}
