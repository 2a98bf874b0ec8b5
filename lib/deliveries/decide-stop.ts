// The manager's decision on a box reported not delivered: redeliver (the stop goes back on the
// list, to be marked again) or credit (what the box cost goes back to the customer as account
// credit, through the credit ledger). Audited with the account's state before and after, and
// told to the customer in the app and by mail (queued in the same transaction); never one's own
// box credited (separation of duties).
import type { DeliveryDay } from "@/generated/prisma/client";
import { auditState, auditStateSelect, writeAudit } from "@/lib/admin/audit-log";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { formatCents } from "@/lib/format/money";
import { appUrl } from "@/lib/mail/labels";
import { queueMails } from "@/lib/mail/queued-mail";
import { insertNotifications } from "@/lib/notifications/insert-notifications";
import { settleDeliveredOrder, writeStopDecision } from "@/lib/orders/delivery-stops";
import { lockOrderMoney } from "@/lib/payments/money-returned";
import { MONEY_FOR_ONESELF } from "@/lib/payments/refund-order";
import { lockedStop, type LockedStop } from "./locked-stop";
import { boxCreditCents, canDecide } from "./stop-state";

export interface DecideStopInput {
  orderId: string;
  day: DeliveryDay;
  decision: "REDELIVER" | "CREDIT";
}

const accountState = async (tx: Tx, userId: string) =>
  auditState(await tx.user.findUniqueOrThrow({ where: { id: userId }, select: auditStateSelect }));

async function credit(tx: Tx, stop: LockedStop, cents: number, now: Date) {
  // Stripe-style balance: negative is credit owed. Conditional, like an admin's grant.
  const credited = await tx.user.updateMany({
    where: { id: stop.order.userId, status: { not: "disabled" } },
    data: { balanceCents: { decrement: cents } },
  });
  if (credited.count === 0) {
    throw new AppError(
      "CONFLICT",
      `${stop.label}: the account is deactivated. Reactivate it before crediting, or refund the order to the card.`,
    );
  }
  await tx.creditLedgerEntry.create({
    data: {
      userId: stop.order.userId,
      amountCents: -cents,
      reason: "REFUND",
      description: `Box not delivered: order ${stop.order.number}, ${stop.dateLabel}`,
      orderId: stop.order.id,
      createdAt: now,
    },
  });
}

async function creditDue(tx: Tx, stop: LockedStop): Promise<number> {
  // The order's row is locked already (lockedStop); the same owner as every refund and credit.
  const { leftCents } = await lockOrderMoney(tx, stop.order.id);
  return Math.max(
    0,
    Math.min(boxCreditCents(stop.order, stop.boxMeals, stop.orderMeals), leftCents),
  );
}

export async function decideStop(
  input: DecideStopInput,
  actorId: string,
  now: Date,
): Promise<{ message: string }> {
  return db.$transaction(async (tx) => {
    const stop = await lockedStop(tx, input.orderId, input.day);
    if (!canDecide(stop.state)) {
      throw new AppError(
        "CONFLICT",
        `${stop.label} is not waiting for a decision: only a box marked not delivered is.`,
      );
    }
    const toCredit = input.decision === "CREDIT";
    if (toCredit && stop.order.userId === actorId) {
      throw new AppError("FORBIDDEN", `You can't credit your own box: ${MONEY_FOR_ONESELF}`);
    }
    const before = await accountState(tx, stop.order.userId);
    // Never more than is left of what the order cost after refunds and earlier credits.
    const cents = toCredit ? await creditDue(tx, stop) : 0;
    if (toCredit && cents > 0) await credit(tx, stop, cents, now);
    await writeStopDecision(
      tx,
      {
        orderId: stop.order.id,
        day: stop.day,
        decision: input.decision,
        creditCents: cents,
        actorId,
      },
      now,
    );
    // A split order whose other half arrived is delivered now that this half is settled.
    if (toCredit) await settleDeliveredOrder(tx, stop.order, now);
    await insertNotifications(tx, [
      {
        userId: stop.order.userId,
        title: toCredit
          ? `We credited ${formatCents(cents)} for your missed box`
          : "We'll bring your box again",
        body: toCredit
          ? `We couldn't deliver order ${stop.order.number} on ${stop.dateLabel}. ${formatCents(cents)} is now credit on your account and comes off your next order.`
          : `We couldn't deliver order ${stop.order.number} on ${stop.dateLabel}. We'll bring it again and let you know when it arrives.`,
        link: "/customer/orders",
        createdAt: now,
      },
    ]);
    // By mail as well, for someone not looking at the app (a rollback sends nothing). A credit of
    // nothing (the box was already refunded) is not news.
    const to = stop.order.user.email;
    const about = {
      firstName: stop.order.user.firstName,
      orderNumber: stop.order.number,
      dateLabel: stop.dateLabel,
      ordersUrl: appUrl("/customer/orders"),
    };
    if (!toCredit) await queueMails([{ template: "box-coming-again", to, props: about }], tx);
    else if (cents > 0) {
      const props = { ...about, amountCents: cents };
      await queueMails([{ template: "missed-box-credited", to, props }], tx);
    }
    await writeAudit(
      tx,
      {
        actorId,
        targetUserId: stop.order.userId,
        action: toCredit ? "delivery-credit" : "delivery-redeliver",
        detail: `Order ${stop.order.number}, ${stop.dateLabel}${toCredit ? `: ${formatCents(cents)}` : ""}`,
        before,
        after: await accountState(tx, stop.order.userId),
      },
      now,
    );
    return {
      message: toCredit
        ? `${formatCents(cents)} credited for ${stop.label}.`
        : `${stop.label} is back on the list to redeliver.`,
    };
  });
}
