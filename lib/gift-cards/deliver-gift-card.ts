// The recipient's mail on the chosen morning. The delivery job (queued with startAfter when the
// card was paid) and the hourly sweep both end here; `sentAt` is set in the transaction that
// queues the mail, so the mail goes once, and never for a card refunded in the meantime.
import { db } from "@/lib/db";
import { appUrl } from "@/lib/mail/labels";
import { queueMails } from "@/lib/mail/queued-mail";

/** Sends the card's mail if it is paid, unsent and due at `now`; true when it did. */
export async function deliverGiftCard(giftCardId: string, now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const due = await tx.giftCard.updateManyAndReturn({
      where: { id: giftCardId, status: "PAID", sentAt: null, sendAt: { lte: now } },
      data: { sentAt: now, updatedAt: now },
      select: {
        recipientName: true,
        recipientEmail: true,
        buyerName: true,
        amountCents: true,
        message: true,
        giftCode: { select: { code: true } },
      },
    });
    const card = due[0];
    if (!card?.giftCode) return false;
    await queueMails(
      [
        {
          template: "gift-card",
          to: card.recipientEmail,
          props: {
            recipientName: card.recipientName,
            buyerName: card.buyerName,
            amountCents: card.amountCents,
            message: card.message,
            code: card.giftCode.code,
            redeemUrl: appUrl("/signup"),
          },
        },
      ],
      tx,
    );
    return true;
  });
}

/** Every paid card due by `now` whose mail has not gone (a missed job, the test clock). */
export async function sendDueGiftCards(now: Date): Promise<number> {
  const due = await db.giftCard.findMany({
    where: { status: "PAID", sentAt: null, sendAt: { lte: now } },
    select: { id: true },
    orderBy: { sendAt: "asc" },
    take: 500,
  });
  let sent = 0;
  for (const card of due) if (await deliverGiftCard(card.id, now)) sent += 1;
  return sent;
}
