// /gift-cards: buy a gift card, signed in or not (signed in: the buyer's name and email are filled
// in from the account, and can be changed).
import type { Metadata } from "next";
import { GiftCardForm } from "@/components/gift-cards/gift-card-form";
import { getServerCaller } from "@/lib/auth/server";
import { getMe } from "@/lib/users/me";
import { Container } from "@/components/ui/container";
import { serverNow } from "@/lib/clock/server-now";
import { deliveryDayRange } from "@/lib/gift-cards/delivery-day";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Gift cards",
  description:
    "Give chef-cooked meals delivered in Toronto: a gift card from $25 to $500, emailed on the day you choose.",
};

export default async function GiftCardsPage() {
  const [{ first, last }, caller] = await Promise.all([
    serverNow().then(deliveryDayRange),
    getServerCaller(),
  ]);
  const account = caller ? await getMe(caller.userId) : null;
  const buyer = account
    ? { name: `${account.firstName} ${account.lastName}`.trim(), email: account.email }
    : null;
  return (
    <>
      <section className="border-b border-forest-900/10 bg-cream-50">
        <Container width="xl" className="py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-[0.12em] text-terracotta-600 uppercase">
            Gift cards
          </p>
          <h1 className="mt-2 font-display text-4xl font-semibold text-forest-950 sm:text-5xl">
            Give a week off cooking
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            A gift card from $25 to $500 for chef-cooked meals delivered in Toronto. We email it to
            them on the morning you choose.
          </p>
        </Container>
      </section>
      <Container width="xl" className="py-10 sm:py-14">
        <GiftCardForm firstDay={first} lastDay={last} buyer={buyer} />
      </Container>
    </>
  );
}
