// The customer home's side column: the next box (being prepared, or delivered with the time it was
// marked, until its day is over), the credit balance and the referral
// card with the customer's link and code.
import Link from "next/link";
import { GiftBalance } from "@/components/customer/rewards/gift-balance";
import { Card } from "@/components/ui/card";
import { GiftIcon, TruckIcon } from "@/components/ui/icons";
import type { DashboardDto } from "@/lib/dashboard/dto";
import { formatCents } from "@/lib/format/money";
import { CopyField } from "./copy-field";

export const REWARDS_HREF = "/customer/account?tab=rewards";

export function NextDeliveryCard({
  delivery,
}: {
  delivery: NonNullable<DashboardDto["nextDelivery"]>;
}) {
  return (
    <Card aria-labelledby="next-delivery-title">
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-forest-100 text-forest-800">
          <TruckIcon className="size-5" />
        </span>
        <div>
          {/* Not "On its way": on Thursday a Monday box is still being prepared (issue 27). */}
          <h2 id="next-delivery-title" className="text-sm font-semibold text-muted">
            {delivery.status === "DELIVERED" ? "Delivered" : "Next delivery"}
          </h2>
          <p className="mt-0.5 font-semibold text-forest-950">
            {delivery.deliveredLabel ?? delivery.deliveryLabel}
          </p>
          <p className="mt-1 text-sm text-muted">
            {delivery.mealsCount} meals · order {delivery.orderNumber} ·{" "}
            {delivery.status === "PAID" ? "paid, being prepared" : "being prepared"}
          </p>
        </div>
      </div>
    </Card>
  );
}

export function CreditCard({ credit }: { credit: DashboardDto["credit"] }) {
  const has = credit.creditCents > 0;
  return (
    <Card aria-labelledby="credit-title">
      <h2 id="credit-title" className="text-sm font-semibold text-muted">
        Credit balance
      </h2>
      <p
        className="mt-1 font-display text-3xl font-semibold text-forest-950 tabular-nums"
        data-testid="credit-balance"
      >
        {credit.label}
      </p>
      <p className="mt-1.5 text-sm text-muted">
        {has
          ? "Comes off your next order automatically, before your card is charged."
          : credit.creditCents < 0
            ? "This amount will be added to your next order."
            : "Credit from referrals and refunds shows up here."}
      </p>
      {credit.giftBalanceCents > 0 ? (
        <GiftBalance cents={credit.giftBalanceCents} className="mt-3" />
      ) : null}
      <Link
        href={REWARDS_HREF}
        className="mt-3 inline-flex text-sm font-semibold text-forest-700 underline-offset-4 hover:underline"
      >
        See credit history
      </Link>
    </Card>
  );
}

export function ReferralCard({ referral }: { referral: DashboardDto["referral"] }) {
  const amount = formatCents(referral.creditPerReferralCents).replace(/\.00$/, "");
  return (
    <section
      aria-labelledby="referral-title"
      className="rounded-2xl bg-terracotta-600 p-5 text-white shadow-sm sm:p-6"
    >
      <span className="flex size-10 items-center justify-center rounded-full bg-white/15">
        <GiftIcon className="size-5" />
      </span>
      <h2 id="referral-title" className="mt-3 font-display text-2xl font-semibold">
        Share a meal, get {amount}
      </h2>
      <p className="mt-1.5 text-sm text-white/85">
        Send friends your link. When one of them joins and gets their first box, you get {amount} in
        credit.
        {referral.friendsJoined > 0
          ? ` ${referral.friendsJoined} ${referral.friendsJoined === 1 ? "friend has" : "friends have"} joined so far.`
          : ""}
      </p>
      <CopyField
        tone="dark"
        label="Your referral link"
        value={referral.link}
        copiedMessage="Referral link copied. Share it with a friend!"
        className="mt-4"
      />
      <p className="mt-3 text-sm text-white/85">
        Or share your code{" "}
        <span
          data-testid="referral-code"
          className="rounded-md bg-white/15 px-2 py-0.5 font-mono font-semibold tracking-wider text-white"
        >
          {referral.code}
        </span>
      </p>
    </section>
  );
}
