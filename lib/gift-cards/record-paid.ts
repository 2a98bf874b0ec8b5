// Phase 4 of a purchase that went through, in one transaction: the card is PAID, it becomes a
// gift code, its recipient's mail is scheduled for the chosen morning and the buyer's receipt is
// queued. Only a card still CHARGING moves, so a second report of the same payment does nothing.
import { db } from "@/lib/db";
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
  await db.$transaction(async (tx) => {
    const paid = await tx.giftCard.updateManyAndReturn({
      where: { id, status: "CHARGING" },
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
  });
}
