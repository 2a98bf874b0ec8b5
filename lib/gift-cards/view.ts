// What a gift card looks like to its buyer (the Rewards page, the state link) and to an admin.
import { fromDateColumn, torontoDay } from "@/lib/clock";
import type { Prisma } from "@/generated/prisma/client";
import { giftCardStateLabel, type GiftCardState } from "./rules";

export const GIFT_CARD_SELECT = {
  id: true,
  amountCents: true,
  status: true,
  buyerName: true,
  buyerEmail: true,
  buyerUserId: true,
  recipientName: true,
  recipientEmail: true,
  message: true,
  deliverOn: true,
  sendAt: true,
  sentAt: true,
  failureMessage: true,
  refundedAt: true,
  refundReason: true,
  createdAt: true,
  giftCode: { select: { code: true, redeemedAt: true } },
} as const satisfies Prisma.GiftCardSelect;

type Row = Prisma.GiftCardGetPayload<{ select: typeof GIFT_CARD_SELECT }>;

export interface GiftCardView {
  id: string;
  amountCents: number;
  status: GiftCardState;
  state: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string;
  sendAt: string;
  sentAt: string | null;
  redeemed: boolean;
  failureMessage: string | null;
  refundedAt: string | null;
  createdAt: string;
  /** The Toronto day it was bought (9:28 PM on a Saturday is Saturday, not Sunday in UTC). */
  boughtOn: string;
}

export interface AdminGiftCardView extends GiftCardView {
  buyerName: string;
  buyerEmail: string;
  buyerUserId: string | null;
  code: string | null;
  refundReason: string | null;
  refundable: boolean;
}

export function toView(row: Row): GiftCardView {
  const sentAt = row.sentAt?.toISOString() ?? null;
  const redeemed = row.giftCode?.redeemedAt != null;
  return {
    id: row.id,
    amountCents: row.amountCents,
    status: row.status,
    state: giftCardStateLabel({ status: row.status, sentAt, redeemed }),
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    message: row.message,
    deliverOn: fromDateColumn(row.deliverOn),
    sendAt: row.sendAt.toISOString(),
    sentAt,
    redeemed,
    failureMessage: row.failureMessage,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    boughtOn: torontoDay(row.createdAt),
  };
}

export function toAdminView(row: Row): AdminGiftCardView {
  const view = toView(row);
  return {
    ...view,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    buyerUserId: row.buyerUserId,
    code: row.giftCode?.code ?? null,
    refundReason: row.refundReason,
    refundable: row.status === "PAID" && !view.redeemed,
  };
}
