"use client";
// The Rewards tab's "Gift cards you bought" (GET /api/users/{userId}/gift-cards): each card's
// amount, recipient, delivery day and state, and a way to buy another.
import useSWR from "swr";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatDay } from "@/lib/clock/labels";
import { formatCents } from "@/lib/format/money";
import type { GiftCardView } from "@/lib/gift-cards/view";
import { messageFor } from "@/lib/signup/errors";

export function GiftCardsBought({ userId }: { userId: string }) {
  const { data, error } = useSWR<{ items: GiftCardView[] }>(
    `/api/users/${encodeURIComponent(userId)}/gift-cards`,
  );
  return (
    <Card padding="lg" aria-labelledby="rewards-gift-cards-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="rewards-gift-cards-title"
            className="font-display text-2xl font-semibold text-forest-950"
          >
            Gift cards you bought
          </h2>
          <p className="mt-1 text-muted">Give a week off cooking, from $25 to $500.</p>
        </div>
        <ButtonLink href="/gift-cards" variant="secondary" size="sm">
          Buy a gift card
        </ButtonLink>
      </div>
      {error ? (
        <p className="mt-4 text-sm text-red-800">{messageFor(error)}</p>
      ) : !data ? (
        <Spinner className="mt-4 text-forest-700" label="Loading your gift cards" />
      ) : data.items.length === 0 ? (
        <p className="mt-4 text-muted">You haven&rsquo;t bought a gift card yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-forest-900/10" data-testid="gift-cards-bought">
          {data.items.map((card) => (
            <li
              key={card.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-forest-950">
                  {formatCents(card.amountCents)} for {card.recipientName}
                </p>
                <p className="text-sm break-words text-muted">
                  {card.recipientEmail} · {formatDay(card.deliverOn)}
                </p>
              </div>
              <span className="rounded-full bg-cream-200 px-3 py-1 text-sm font-semibold text-forest-950">
                {card.state}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
