// An admin refunds a gift card nobody has redeemed, through the payment port, audited. Phases like
// a charge: the refund is recorded (REFUNDING, the code voided so it can no longer be redeemed, the
// audit entry written) before the provider is asked with the key `giftcard-refund:{id}`; the
// outcome after. A crash leaves REFUNDING, which the recovery sweep re-sends with the same key.
// The buyer's mail is queued with the REFUNDED record, so a refund the provider refused mails nobody.
import { db } from "@/lib/db";
import { kyselyIn } from "@/lib/db/kysely";
import { writeAudit } from "@/lib/admin/audit-log";
import { AppError } from "@/lib/errors";
import { queue } from "@/lib/jobs/queue";
import { logger } from "@/lib/log/logger";
import { appUrl } from "@/lib/mail/labels";
import { queueMails } from "@/lib/mail/queued-mail";
import { errorDetailForLog } from "@/lib/payments/error-detail";
import { MONEY_FOR_ONESELF } from "@/lib/payments/refund-order";
import type { PaymentProvider } from "@/lib/payments/port";
import { refundKey, viewTokenFor } from "./codes";
import { GIFT_CARD_SELECT, toAdminView, type AdminGiftCardView } from "./view";

export const GIFT_CARD_REFUND_FAILED =
  "The refund didn't go through: the payment provider turned it down or could not be reached. The card is paid and its code works again; check the payment in the provider's dashboard before trying again.";

interface RefundDeps {
  provider: PaymentProvider;
  now: Date;
  /** Tests stop the process between the recorded refund and the provider call here. */
  failpoint?: (phase: "after-intent") => void | Promise<void>;
}

export async function refundGiftCard(
  request: { giftCardId: string; reason: string; actorId: string },
  deps: RefundDeps,
): Promise<AdminGiftCardView> {
  await recordRefundIntent(request, deps.now);
  await deps.failpoint?.("after-intent");
  return completeRefund(request.giftCardId, deps);
}

async function recordRefundIntent(
  request: { giftCardId: string; reason: string; actorId: string },
  now: Date,
) {
  await db.$transaction(async (tx) => {
    const card = await kyselyIn(tx)
      .selectFrom("GiftCard")
      .select(["id", "status", "buyerUserId", "giftCodeId", "amountCents"])
      .where("id", "=", request.giftCardId)
      .forUpdate()
      .executeTakeFirst();
    if (!card) throw new AppError("NOT_FOUND", "Gift card not found.");
    if (card.buyerUserId === request.actorId)
      throw new AppError(
        "FORBIDDEN",
        `You can't refund a gift card you bought: ${MONEY_FOR_ONESELF}`,
      );
    if (card.status !== "PAID" || !card.giftCodeId)
      throw new AppError("CONFLICT", "Only a paid gift card can be refunded.");
    // Voided only while nobody holds it: the code's row is the race's referee with a redemption.
    const voided = await tx.giftCode.updateMany({
      where: { id: card.giftCodeId, redeemedById: null },
      data: { balanceCents: 0, expiresAt: now },
    });
    if (voided.count === 0)
      throw new AppError("CONFLICT", "This gift card has been redeemed, so it can't be refunded.");
    await tx.giftCard.update({
      where: { id: card.id },
      data: {
        status: "REFUNDING",
        refundedById: request.actorId,
        refundReason: request.reason,
        updatedAt: now,
      },
    });
    await writeAudit(
      tx,
      {
        actorId: request.actorId,
        targetUserId: card.buyerUserId,
        giftCardId: card.id,
        action: "refund-gift-card",
        detail: request.reason,
        before: { status: "PAID", amountCents: card.amountCents },
        after: { status: "REFUNDED", amountCents: card.amountCents },
      },
      now,
    );
  });
}

/** Phases 2–3: ask the provider (same key every time), then record what it said. */
export async function completeRefund(id: string, deps: RefundDeps): Promise<AdminGiftCardView> {
  const card = await db.giftCard.findUniqueOrThrow({ where: { id } });
  if (card.status === "REFUNDING" && card.providerChargeId) {
    let providerRefundId: string;
    try {
      ({ providerRefundId } = await deps.provider.refund({
        providerChargeId: card.providerChargeId,
        amountCents: card.amountCents,
        idempotencyKey: refundKey(id),
      }));
    } catch (error) {
      logger().error(
        { component: "gift-cards", giftCardId: id, err: errorDetailForLog(error) },
        "[refund] gift card refund failed at the provider",
      );
      await restorePaid(id, card.giftCodeId, deps.now);
      throw new AppError("CONFLICT", GIFT_CARD_REFUND_FAILED);
    }
    // Outside the try: the money moved, so a failure to record it leaves REFUNDING for the sweep
    // (same key, no second refund), never a paid card with a live code.
    await recordRefunded(id, providerRefundId, deps.now);
  }
  return toAdminView(
    await db.giftCard.findUniqueOrThrow({ where: { id }, select: GIFT_CARD_SELECT }),
  );
}

/** The refund went through: REFUNDED, and the buyer told, in one transaction (once). */
async function recordRefunded(id: string, providerRefundId: string, now: Date) {
  // Started first: on the embedded database pg-boss starting inside the transaction would wait.
  await queue();
  await db.$transaction(async (tx) => {
    const done = await tx.giftCard.updateManyAndReturn({
      where: { id, status: "REFUNDING" },
      data: { status: "REFUNDED", providerRefundId, refundedAt: now, updatedAt: now },
    });
    const card = done[0];
    if (!card) return;
    await queueMails(
      [
        {
          template: "gift-card-refunded",
          to: card.buyerEmail,
          props: {
            buyerName: card.buyerName,
            recipientName: card.recipientName,
            amountCents: card.amountCents,
            statusUrl: appUrl(`/gift-cards/status/${viewTokenFor(card.requestKey)}`),
          },
        },
      ],
      tx,
    );
  });
}

/** The provider refused: nothing moved, so the card is paid again and its code works again. */
async function restorePaid(id: string, giftCodeId: string | null, now: Date) {
  await db.$transaction(async (tx) => {
    const back = await tx.giftCard.updateManyAndReturn({
      where: { id, status: "REFUNDING" },
      data: { status: "PAID", refundedById: null, refundReason: null, updatedAt: now },
    });
    if (back[0] && giftCodeId) {
      await tx.giftCode.update({
        where: { id: giftCodeId },
        data: { balanceCents: back[0].amountCents, expiresAt: null },
      });
    }
  });
}
