// Phase 4 of a purchase that went through, in one transaction: the card is PAID, it becomes a
// gift code, its recipient's mail is scheduled for the chosen morning and the buyer's receipt is
// queued. Only a card not yet paid moves, so a second report of the same payment does nothing.
import { db, type Tx } from "@/lib/db";
import { enqueue, queue, QUEUES } from "@/lib/jobs/queue";
import { appUrl } from "@/lib/mail/labels";
import { queueMails } from "@/lib/mail/queued-mail";
import { formatDay, fromDateColumn } from "@/lib/clock";
import { newGiftCode, viewTokenFor } from "./codes";

export interface DeliveryJob {
  giftCardId: string;
}

export async function recordPaid(id: string, providerChargeId: string, now: Date) {
  // Started before the transaction: on the embedded database (one session) pg-boss starting
  // inside it would wait for the connection the transaction holds.
  await queue();
  await db.$transaction((tx) => recordPaidInTx(tx, id, providerChargeId, now));
}

/**
 * The same inside the caller's transaction (a webhook's, with its event id); `queue()` must have
 * started before it. A FAILED card moves too: a payment the provider now calls succeeded (a bank
 * confirmation finished after the card was given up on) took the money, so the card is owed.
 */
export async function recordPaidInTx(tx: Tx, id: string, providerChargeId: string, now: Date) {
  const paid = await tx.giftCard.updateManyAndReturn({
    where: { id, status: { in: ["CHARGING", "REQUIRES_ACTION", "FAILED"] } },
    data: { status: "PAID", providerChargeId, failureMessage: null, updatedAt: now },
  });
  const card = paid[0];
  if (!card) return;
  const code = await tx.giftCode.create({
    data: {
      code: newGiftCode(),
      initialCents: card.amountCents,
      balanceCents: card.amountCents,
      purchaserEmail: card.buyerEmail,
      createdAt: now,
    },
  });
  await tx.giftCard.update({ where: { id }, data: { giftCodeId: code.id } });
  // The recipient's mail waits in the queue until the chosen morning (or goes now if it passed).
  await enqueue(QUEUES.giftCardDelivery, { giftCardId: id } satisfies DeliveryJob, {
    tx,
    startAfter: card.sendAt,
    singletonKey: `gift-card:${id}`,
  });
  await queueMails(
    [
      {
        template: "gift-card-receipt",
        to: card.buyerEmail,
        props: {
          buyerName: card.buyerName,
          recipientName: card.recipientName,
          recipientEmail: card.recipientEmail,
          amountCents: card.amountCents,
          deliverOnLabel: formatDay(fromDateColumn(card.deliverOn)),
          statusUrl: appUrl(`/gift-cards/status/${viewTokenFor(card.requestKey)}`),
        },
      },
    ],
    tx,
  );
}
