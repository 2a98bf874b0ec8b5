"use client";
// The account page's Rewards tab: credit balance and history (GET /api/users/{userId}/credits),
// the referral link, and the affiliate programme (GET /api/users/{userId}/affiliate to find the
// record, GET /api/affiliates/{id} for it, POST /api/users/{userId}/affiliate to join; the join
// is retried 3 times, 1 s apart, as the spec says).
import { useState } from "react";
import { toast } from "sonner";
import useSWR from "swr";
import { CopyField } from "@/components/customer/dashboard/copy-field";
import { GiftIcon } from "@/components/ui/icons";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import {
  AFFILIATE_RETRIES,
  AFFILIATE_RETRY_DELAY_MS,
  isTransientError,
  withRetries,
} from "@/lib/client/retry";
import type { CreditHistoryDto } from "@/lib/credits/credit-history";
import { formatCents } from "@/lib/format/money";
import type { AffiliateDto } from "@/lib/referrals/affiliates";
import type { ReferralDto } from "@/lib/referrals/referral-summary";
import { messageFor } from "@/lib/signup/errors";
import { GiftBalance } from "./gift-balance";
import { GiftCardsBought } from "./gift-cards-bought";
import { RedeemGiftCode } from "./redeem-gift-code";
import { CreditHistory } from "./credit-history";

type CreditsResponse = CreditHistoryDto & { giftBalanceCents: number; referral: ReferralDto };

export const HISTORY_PAGE_SIZE = 10;

export function RewardsTab({ userId }: { userId: string }) {
  const base = `/api/users/${encodeURIComponent(userId)}`;
  const [page, setPage] = useState(1);
  const credits = useSWR<CreditsResponse>(
    `${base}/credits?page=${page}&pageSize=${HISTORY_PAGE_SIZE}`,
    { keepPreviousData: true },
  );

  if (credits.error && !credits.data) {
    return (
      <Alert tone="error" title="We couldn't load your rewards">
        {messageFor(credits.error)}
      </Alert>
    );
  }
  if (!credits.data) {
    return (
      <div className="flex justify-center py-12 text-forest-700">
        <Spinner label="Loading your rewards" />
      </div>
    );
  }
  const data = credits.data;

  return (
    <div className="space-y-6">
      <Card padding="lg" aria-labelledby="rewards-credit-title">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="rewards-credit-title" className="text-sm font-semibold text-muted">
              Credit balance
            </h2>
            <p
              className="mt-1 font-display text-4xl font-semibold text-forest-950 tabular-nums"
              data-testid="rewards-credit-balance"
            >
              {data.label}
            </p>
          </div>
          <p className="max-w-xs text-sm text-muted sm:text-right">
            Credit comes off your next order automatically, before your card is charged.
          </p>
        </div>
        <GiftBalance cents={data.giftBalanceCents} className="mt-5" />
        <RedeemGiftCode userId={userId} onRedeemed={() => void credits.mutate()} />
        <h3 className="mt-6 font-display text-xl font-semibold text-forest-950">Credit history</h3>
        <CreditHistory data={data} loading={data.page !== page} onPage={setPage} />
      </Card>

      <GiftCardsBought userId={userId} />
      <ReferralPanel referral={data.referral} />
      <AffiliatePanel base={base} />
    </div>
  );
}

function ReferralPanel({ referral }: { referral: ReferralDto }) {
  const amount = formatCents(referral.creditPerReferralCents).replace(/\.00$/, "");
  return (
    <Card padding="lg" aria-labelledby="rewards-referral-title">
      <div className="flex gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700 sm:flex">
          <GiftIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id="rewards-referral-title"
            className="font-display text-2xl font-semibold text-forest-950"
          >
            Refer a friend, get {amount}
          </h2>
          <p className="mt-1 text-muted">
            When a friend signs up with your link and gets their first box, {amount} of credit lands
            in your account.{" "}
            {referral.friendsJoined > 0
              ? `${referral.friendsJoined} ${referral.friendsJoined === 1 ? "friend has" : "friends have"} joined so far.`
              : null}
          </p>
          <CopyField
            label="Your referral link"
            value={referral.link}
            copiedMessage="Referral link copied"
            className="mt-4"
          />
          <p className="mt-3 text-sm text-muted">
            Your code:{" "}
            <span className="rounded-md bg-cream-200 px-2 py-0.5 font-mono font-semibold tracking-wider text-forest-950">
              {referral.code}
            </span>
          </p>
        </div>
      </div>
    </Card>
  );
}

function AffiliatePanel({ base }: { base: string }) {
  const mine = useSWR<{ affiliate: AffiliateDto | null }>(`${base}/affiliate`);
  const affiliateId = mine.data?.affiliate?.id;
  const details = useSWR<AffiliateDto>(
    affiliateId ? `/api/affiliates/${encodeURIComponent(affiliateId)}` : null,
    { fallbackData: mine.data?.affiliate ?? undefined },
  );
  const [joining, setJoining] = useState(false);

  async function join() {
    setJoining(true);
    try {
      const affiliate = await withRetries(
        () => api.post<AffiliateDto>(`${base}/affiliate`),
        AFFILIATE_RETRIES,
        AFFILIATE_RETRY_DELAY_MS,
        { shouldRetry: isTransientError },
      );
      await mine.mutate({ affiliate }, { revalidate: false });
      toast.success("Welcome to the affiliate programme!");
    } catch (error) {
      toast.error(messageFor(error));
    } finally {
      setJoining(false);
    }
  }

  const affiliate = details.data ?? mine.data?.affiliate ?? null;

  return (
    <Card padding="lg" aria-labelledby="rewards-affiliate-title">
      <h2
        id="rewards-affiliate-title"
        className="font-display text-2xl font-semibold text-forest-950"
      >
        Affiliate programme
      </h2>
      {mine.error ? (
        <p className="mt-2 text-sm text-red-800">{messageFor(mine.error)}</p>
      ) : !mine.data ? (
        <Spinner className="mt-3 text-forest-700" label="Loading" />
      ) : affiliate ? (
        <div className="mt-2">
          <p className="text-muted">
            You earn{" "}
            <span className="font-semibold text-forest-950">{affiliate.commissionPercent}%</span>{" "}
            commission on the orders of customers who sign up through your affiliate link.
          </p>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <Fact label="Affiliate code" value={affiliate.code} mono testId="affiliate-code" />
            <Fact label="Commission" value={`${affiliate.commissionPercent}%`} />
            <Fact label="Customers referred" value={String(affiliate.referredCustomers)} />
          </dl>
          <CopyField
            label="Your affiliate link"
            value={affiliate.link}
            copiedMessage="Affiliate link copied"
            className="mt-5"
          />
        </div>
      ) : (
        <div className="mt-2">
          <p className="text-muted">
            Run a blog, a newsletter or a busy group chat? Join our affiliate programme to get your
            own tracked link and earn a commission on every order from the customers you bring in.
          </p>
          <Button onClick={join} disabled={joining} className="mt-4">
            {joining ? <Spinner label="Joining" /> : null}
            {joining ? "Joining…" : "Join the affiliate programme"}
          </Button>
        </div>
      )}
    </Card>
  );
}

function Fact({
  label,
  value,
  mono,
  testId,
}: {
  label: string;
  value: string;
  mono?: boolean;
  testId?: string;
}) {
  return (
    <div className="rounded-xl bg-cream-100/70 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd
        data-testid={testId}
        className={
          mono
            ? "mt-1 font-mono text-lg font-semibold tracking-wider text-forest-950"
            : "mt-1 text-lg font-semibold text-forest-950"
        }
      >
        {value}
      </dd>
    </div>
  );
}
