// /gift-cards/status/{token}: the buyer's page for one gift card (the link in their receipt).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GiftCardStatus } from "@/components/gift-cards/gift-card-status";
import { Container } from "@/components/ui/container";
import { AppError } from "@/lib/errors";
import { giftCardByToken } from "@/lib/gift-cards/read-gift-cards";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your gift card", robots: { index: false } };

export default async function GiftCardStatusPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) notFound();
  const card = await giftCardByToken(token).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!card) notFound();
  return (
    <Container width="lg" className="py-10 sm:py-14">
      <GiftCardStatus card={card} />
    </Container>
  );
}
