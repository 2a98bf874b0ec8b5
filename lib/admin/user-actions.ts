// What an admin can do to an account, each written to the audit log: deactivate (never oneself;
// another admin only with a confirmation), mark suspicious, reactivate, grant credit (never to a
// deactivated account) and take back one granted by mistake, pause or resume the plan (an on-hold plan too), refund an order
// (lib/payments does the money), retry a failed charge now (through the job queue), and leave a
// note. Credit, refunds and status are never for
// oneself.
import { requestRetryCharge } from "@/lib/payments/retry-charge";
import { z } from "zod";
import { deactivateAccount } from "@/lib/account/deactivate";
import type { Caller } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { formatCents } from "@/lib/format/money";
import { releaseHold } from "@/lib/payments/payment-recovery";
import { MONEY_FOR_ONESELF } from "@/lib/payments/refund-order";
import { updateSubscriptionStatus } from "@/lib/subscriptions/update-status";
import { applyAccountAction } from "@/lib/users/account-status";
import { lockCustomer } from "@/lib/users/lock-customer";
import { auditState, auditStateSelect, writeAudit } from "./audit-log";
import { auditedRefund } from "./audited-refund";

const reason = z
  .string()
  .trim()
  .min(3, "Say why, in a few words.")
  .max(200, "Keep the reason under 200 characters.");

export const userActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("deactivate"),
      reason: z.string().trim().max(200).optional(),
      /** Required to deactivate another admin. */
      confirmAdmin: z.boolean().optional(),
    }),
    z.object({ action: z.literal("mark-suspicious"), reason: reason.optional() }),
    z.object({ action: z.literal("reactivate") }),
    z.object({
      action: z.literal("grant-credit"),
      amountCents: z
        .number({ message: "Enter an amount." })
        .int("Enter the amount in whole cents.")
        .min(1, "Enter an amount above $0.")
        .max(50_000, "A single credit is at most $500."),
      reason,
    }),
    z.object({
      action: z.literal("reverse-credit"),
      entryId: z.string().min(1, "Choose a credit.").max(64),
      reason,
    }),
    z.object({
      action: z.literal("retry-charge"),
      orderId: z.string().min(1, "Choose an order.").max(64),
    }),
    z.object({ action: z.literal("pause") }),
    z.object({ action: z.literal("resume") }),
    z.object({ action: z.literal("note"), text: reason.max(1000) }),
    z.object({
      action: z.literal("refund"),
      orderId: z.string().min(1, "Choose an order.").max(64),
      /** Omitted: whatever is left to refund. */
      amountCents: z
        .number({ message: "Enter an amount." })
        .int("Enter the amount in whole cents.")
        .min(1, "Enter an amount above $0.")
        .max(10_000_000)
        .optional(),
      reason,
    }),
  ],
  { error: "Choose an action." },
);

export type UserAction = z.infer<typeof userActionSchema>;

async function snapshot(userId: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { ...auditStateSelect, firstName: true, lastName: true },
  });
  if (!user) throw notFound("User");
  return { name: `${user.firstName} ${user.lastName}`, state: auditState(user) };
}

// Separation of duties: money for oneself and one's own review status need a second admin.
// (Deactivating oneself is refused by deactivateAccount, spec §6; refunding oneself by
// refundOrder, which auditedRefund and so the refund call share.)
const OWN_STATUS =
  "You can't change your own account's status: another admin has to, so no one reviews themself.";
const NOT_ON_ONESELF: Partial<Record<UserAction["action"], string>> = {
  "grant-credit": `You can't grant credit to your own account: ${MONEY_FOR_ONESELF}`,
  "reverse-credit": `You can't change the credit of your own account: ${MONEY_FOR_ONESELF}`,
  "mark-suspicious": OWN_STATUS,
  reactivate: OWN_STATUS,
};

/**
 * Takes back a credit an admin granted by mistake: a reversing ledger entry (never a deletion, so
 * the ledger still shows both), at most once per credit (a unique index), and only while the
 * customer has not spent it: the balance never turns into money owed.
 */
async function reverseCredit(
  userId: string,
  action: { entryId: string; reason: string },
  name: string,
  now: Date,
): Promise<{ amountCents: number; description: string }> {
  return db.$transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const entry = await tx.creditLedgerEntry.findFirst({
      where: { id: action.entryId, userId },
      select: {
        amountCents: true,
        reason: true,
        description: true,
        reversesEntryId: true,
        reversedBy: { select: { id: true } },
        user: { select: { balanceCents: true } },
      },
    });
    if (!entry) throw notFound("Credit");
    if (entry.reason !== "ADJUSTMENT" || entry.amountCents >= 0 || entry.reversesEntryId) {
      throw new AppError("CONFLICT", "Only a credit an admin granted can be taken back.");
    }
    if (entry.reversedBy) throw new AppError("CONFLICT", "This credit was taken back already.");
    const amountCents = -entry.amountCents;
    const unspent = Math.max(0, -entry.user.balanceCents);
    if (unspent < amountCents) {
      throw new AppError(
        "CONFLICT",
        `${name} has ${formatCents(unspent)} of credit left, less than this ${formatCents(amountCents)}: only unspent credit can be taken back.`,
      );
    }
    await tx.user.update({
      where: { id: userId },
      data: { balanceCents: { increment: amountCents } },
    });
    await tx.creditLedgerEntry.create({
      data: {
        userId,
        amountCents,
        reason: "ADJUSTMENT",
        description: `Taken back: ${entry.description}`,
        reversesEntryId: action.entryId,
        createdAt: now,
      },
    });
    return { amountCents, description: entry.description };
  });
}

export async function runUserAction(
  userId: string,
  action: UserAction,
  admin: Caller,
  now: Date,
): Promise<{ message: string }> {
  const refusal = userId === admin.userId ? NOT_ON_ONESELF[action.action] : undefined;
  if (refusal) throw new AppError("FORBIDDEN", refusal);
  const before = await snapshot(userId);
  const account = { id: userId, status: before.state.status, name: before.name };
  const audit = async (detail?: string) =>
    writeAudit(
      db,
      {
        actorId: admin.userId,
        targetUserId: userId,
        action: action.action,
        detail,
        before: before.state,
        after: (await snapshot(userId)).state,
      },
      now,
    );

  switch (action.action) {
    case "deactivate": {
      await deactivateAccount(userId, admin, action, now);
      await audit(action.reason);
      return {
        message: `${before.name} is deactivated: sign-in is refused and the plan is cancelled.`,
      };
    }
    case "mark-suspicious":
      await applyAccountAction(db, account, "mark-suspicious");
      await audit(action.reason);
      return { message: `${before.name} is marked suspicious.` };
    case "reactivate":
      await applyAccountAction(db, account, "reactivate");
      await audit();
      return {
        message: `${before.name} is active again. A cancelled plan stays cancelled until they choose a new one.`,
      };
    case "grant-credit":
      await db.$transaction(async (tx) => {
        // Stripe-style balance: negative is credit owed to the customer. Conditional, so an
        // account deactivated meanwhile gets nothing either.
        const credited = await tx.user.updateMany({
          where: { id: userId, status: { not: "disabled" } },
          data: { balanceCents: { decrement: action.amountCents } },
        });
        if (credited.count === 0) {
          throw new AppError(
            "CONFLICT",
            `${before.name} is deactivated: reactivate the account before granting credit.`,
          );
        }
        await tx.creditLedgerEntry.create({
          data: {
            userId,
            amountCents: -action.amountCents,
            reason: "ADJUSTMENT",
            description: action.reason,
            createdAt: now,
          },
        });
      });
      await audit(`${formatCents(action.amountCents)}: ${action.reason}`);
      return { message: `${formatCents(action.amountCents)} credit granted to ${before.name}.` };
    case "reverse-credit": {
      const { amountCents, description } = await reverseCredit(userId, action, before.name, now);
      await audit(`${formatCents(amountCents)} (“${description}”): ${action.reason}`);
      return {
        message: `${formatCents(amountCents)} credit taken back from ${before.name}.`,
      };
    }
    case "refund": {
      const { refund, orderNumber } = await auditedRefund(
        { ...action, customerId: userId },
        admin,
        now,
      );
      return {
        message: `Refunded ${formatCents(refund.amountCents)} on order ${orderNumber} (${formatCents(refund.refundedCents)} of ${formatCents(refund.chargedCents)} refunded in all).`,
      };
    }
    case "retry-charge": {
      const order = await db.weeklyOrder.findFirst({
        where: { id: action.orderId, userId },
        select: { number: true, status: true, heldAt: true },
      });
      if (!order) throw notFound("Order");
      if (order.heldAt) {
        throw new AppError(
          "CONFLICT",
          `Box ${order.number} is held: release it before charging it again.`,
        );
      }
      if (order.status !== "PAYMENT_FAILED") {
        throw new AppError(
          "CONFLICT",
          `Order ${order.number} is ${order.status.toLowerCase().replaceAll("_", " ")}: only a failed payment can be retried.`,
        );
      }
      // The charge itself runs in the job queue (never inside a request), as the daily retry and
      // a new card's do; its row is written here, so a second click while it runs answers 409.
      await requestRetryCharge({ id: action.orderId, number: order.number }, now);
      await audit(`Order ${order.number}, with the card on file`);
      return {
        message: `Retrying the charge for order ${order.number} with the card on file. Its result shows here in a moment.`,
      };
    }
    case "resume":
      // On hold after a payment problem: the admin takes it back, as a new card would.
      if (before.state.subscription === "ON_HOLD") {
        await releaseHold(userId, now);
        await audit();
        return { message: `${before.name}'s plan is active again from the next open week.` };
      }
      await updateSubscriptionStatus(userId, { status: "ACTIVE" }, now);
      await audit();
      return { message: `${before.name}'s plan is active again.` };
    case "pause":
      await updateSubscriptionStatus(userId, { status: "PAUSED", resumeOn: undefined }, now);
      await audit();
      return { message: `${before.name}'s plan is paused.` };
    case "note":
      await audit(action.text);
      return { message: "Note added." };
  }
}
