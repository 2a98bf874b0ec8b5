// Refunds, in full or in part, of a paid order's charge (an admin on the Users screen; never
// their own order). Atomic
// phases like a charge: the Refund row (PENDING, key `refund:{refundId}`) commits before the
// provider is called, the outcome after; a refund a crash left PENDING is re-sent with its key by
// the daily recovery job. Stripe's charge.refunded (a refund made in Stripe's dashboard) converges
// to the same totals through convergeRefunds.
import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { kyselyIn } from "@/lib/db/kysely";
import { AppError } from "@/lib/errors";
import { formatCents } from "@/lib/format/money";
import { appUrl, cardLabel } from "@/lib/mail/labels";
import { queueMails, type MailJob } from "@/lib/mail/queued-mail";
import { insertNotifications } from "@/lib/notifications/insert-notifications";
import { errorDetailForLog } from "./error-detail";
import { lockOrderMoney, refundableCents } from "./money-returned";
import type { PaymentProvider } from "./port";
import { logger } from "@/lib/log/logger";

export interface RefundRequest {
  orderId: string;
  /** Omitted: whatever is left to refund. */
  amountCents?: number;
  reason: string;
  actorId: string;
}

export interface RefundDto {
  id: string;
  orderId: string;
  amountCents: number;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
  refundedCents: number;
  chargedCents: number;
}

export const refundKey = (refundId: string) => `refund:${refundId}`;

// What the admin reads when a refund fails: what happened and what to do, never the provider's
// or the database's own text (that goes to the server's log, redacted).
export const REFUND_FAILED_MESSAGE =
  "The refund didn't go through: the payment provider turned it down or could not be reached. Nothing is recorded as refunded; check the payment in the provider's dashboard before trying again.";
export const REFUND_UNRECORDED_MESSAGE =
  "The refund was sent to the card, but we couldn't record it yet. It will show on the order within a day; don't refund this order again.";

/** Separation of duties: an admin never sends money to themself (nor credits themself). */
export const MONEY_FOR_ONESELF = "another admin has to, so no one approves money for themself.";

export async function refundOrder(
  request: RefundRequest,
  deps: { provider: PaymentProvider; now: Date },
): Promise<RefundDto> {
  const pending = await recordRefundIntent(request, deps.now);
  return sendRefund(pending.id, deps);
}

async function recordRefundIntent(request: RefundRequest, now: Date) {
  return db.$transaction(async (tx) => {
    // Locked first, as every credit against the order does: the other one waits, then sees this.
    const money = await lockOrderMoney(tx, request.orderId);
    const order = await tx.weeklyOrder.findUniqueOrThrow({
      where: { id: request.orderId },
      select: { id: true, status: true, userId: true },
    });
    if (order.userId === request.actorId)
      throw new AppError("FORBIDDEN", `You can't refund your own orders: ${MONEY_FOR_ONESELF}`);
    if (order.status !== "PAID" && order.status !== "DELIVERED")
      throw new AppError("CONFLICT", "Only a paid or delivered order can be refunded.");
    const charge = await tx.charge.findFirst({
      where: { orderId: order.id, status: "SUCCEEDED" },
      orderBy: { updatedAt: "desc" },
      select: {
        id: true,
        amountCents: true,
      },
    });
    if (!charge) throw new AppError("CONFLICT", "Nothing was charged for this order.");
    // Never more than went on the card, nor more than is left of what the box cost after refunds
    // and credits (a box credited as not delivered was given back already: lib/deliveries).
    const left = refundableCents(money, charge.amountCents);
    const amount = request.amountCents ?? left;
    if (left <= 0)
      throw new AppError(
        "CONFLICT",
        money.creditedCents > 0
          ? `This order has already been given back in full (${formatCents(money.creditedCents)} of it as credit).`
          : "This order has already been refunded in full.",
      );
    if (amount <= 0 || amount > left)
      throw new AppError("VALIDATION", `Refund between $0.01 and ${formatCents(left)}.`, {
        errors: [
          {
            property: "amountCents",
            constraints: { max: `At most ${formatCents(left)} is left to refund.` },
          },
        ],
      });
    const id = randomUUID();
    const refund = await tx.refund.create({
      data: {
        id,
        chargeId: charge.id,
        amountCents: amount,
        reason: request.reason,
        createdById: request.actorId,
        idempotencyKey: refundKey(id),
        createdAt: now,
        updatedAt: now,
      },
      select: { id: true },
    });
    return refund;
  });
}

/** Phases 2 and 3: the provider, then the outcome. Safe to repeat for a PENDING refund. */
export async function sendRefund(
  refundId: string,
  deps: { provider: PaymentProvider; now: Date },
): Promise<RefundDto> {
  const refund = await db.refund.findUniqueOrThrow({
    where: { id: refundId },
    include: {
      charge: {
        select: { providerChargeId: true, orderId: true, order: { select: { number: true } } },
      },
    },
  });
  if (refund.status === "PENDING") {
    const label = `refund ${refund.id} on order ${refund.charge.order?.number ?? "?"}`;
    let providerRefundId: string;
    try {
      ({ providerRefundId } = await deps.provider.refund({
        providerChargeId: refund.charge.providerChargeId ?? "",
        amountCents: refund.amountCents,
        idempotencyKey: refund.idempotencyKey,
      }));
    } catch (error) {
      await db.refund.updateMany({
        where: { id: refund.id, status: "PENDING" },
        data: { status: "FAILED", updatedAt: deps.now },
      });
      logger().error(
        { component: "refund", detail: errorDetailForLog(error) },
        `${label} failed at the provider`,
      );
      throw new AppError("CONFLICT", REFUND_FAILED_MESSAGE);
    }
    try {
      await db.$transaction(async (tx) => {
        const moved = await tx.refund.updateMany({
          where: { id: refund.id, status: "PENDING" },
          data: { status: "SUCCEEDED", providerRefundId, updatedAt: deps.now },
        });
        if (moved.count === 0) return;
        await recomputeRefunded(tx, refund.chargeId);
        await tellRefunded(tx, refund.chargeId, refund.amountCents, deps.now);
      });
    } catch (error) {
      // The money moved; only our record did not. The refund stays PENDING (it still counts
      // against what is left, so it cannot be made twice) and the recovery job re-sends it with
      // its key, which the provider answers with this same refund, and records it.
      logger().error(
        { component: "refund", detail: errorDetailForLog(error) },
        `${label} was made but not recorded`,
      );
      throw new AppError("UNAVAILABLE", REFUND_UNRECORDED_MESSAGE);
    }
  }
  return refundDto(refund.id);
}

async function refundDto(refundId: string): Promise<RefundDto> {
  const refund = await db.refund.findUniqueOrThrow({
    where: { id: refundId },
    include: { charge: { select: { orderId: true, amountCents: true, refundedCents: true } } },
  });
  return {
    id: refund.id,
    orderId: refund.charge.orderId ?? "",
    amountCents: refund.amountCents,
    status: refund.status,
    refundedCents: refund.charge.refundedCents,
    chargedCents: refund.charge.amountCents,
  };
}

/** The charge's and the invoice's refunded totals are the sum of succeeded refunds. */
async function recomputeRefunded(tx: Tx, chargeId: string) {
  const k = kyselyIn(tx);
  await k
    .updateTable("Charge as c")
    .set((eb) => ({
      refundedCents: eb.fn.coalesce(
        eb
          .selectFrom("Refund as r")
          .select((r) => r.fn.sum<number>("r.amountCents").as("sum"))
          .whereRef("r.chargeId", "=", "c.id")
          .where("r.status", "=", "SUCCEEDED"),
        eb.lit(0),
      ),
    }))
    .where("c.id", "=", chargeId)
    .execute();
  await k
    .updateTable("Invoice as i")
    .from("Charge as c")
    .set((eb) => ({ refundedCents: eb.ref("c.refundedCents") }))
    .where("c.id", "=", chargeId)
    .whereRef("i.orderId", "=", "c.orderId")
    .execute();
}

/** The customer is told in the bell and by mail (queued in the same transaction as the refund). */
async function tellRefunded(tx: Tx, chargeId: string, amountCents: number, now: Date) {
  const charge = await tx.charge.findUniqueOrThrow({
    where: { id: chargeId },
    select: {
      userId: true,
      order: { select: { number: true } },
      user: { select: { email: true, firstName: true } },
      paymentMethod: { select: { brand: true, last4: true } },
    },
  });
  const refunded = await tx.refund.aggregate({
    where: { chargeId, status: "SUCCEEDED" },
    _sum: { amountCents: true },
  });
  await insertNotifications(tx, [
    {
      userId: charge.userId,
      title: `We refunded ${formatCents(amountCents)}`,
      body: `We refunded ${formatCents(amountCents)} on order ${charge.order?.number ?? ""} to your card. It can take 5–10 business days to appear on your statement.`,
      link: "/customer/orders",
      createdAt: now,
    },
  ]);
  await queueMails(
    [
      {
        template: "order-refunded",
        to: charge.user.email,
        props: {
          firstName: charge.user.firstName,
          orderNumber: charge.order?.number ?? "",
          amountCents,
          refundedTotalCents: Math.max(amountCents, refunded._sum.amountCents ?? 0),
          cardLabel: cardLabel(charge.paymentMethod),
          ordersUrl: appUrl("/customer/orders"),
        },
      } satisfies MailJob<"order-refunded">,
    ],
    tx,
  );
}

/**
 * Stripe says the payment's refunded total is `refundedCents` (charge.refunded, re-read from the
 * PaymentIntent). What our refunds (pending or done) do not explain was refunded outside the app:
 * record it, so the totals converge whatever the order and number of deliveries.
 */
export async function convergeRefunds(
  tx: Tx,
  charge: { id: string; providerChargeId: string | null },
  refundedCents: number,
  now: Date,
): Promise<void> {
  const { known } = await kyselyIn(tx)
    .selectFrom("Refund")
    .select((eb) =>
      eb.cast<number>(eb.fn.coalesce(eb.fn.sum("amountCents"), eb.lit(0)), "integer").as("known"),
    )
    .where("chargeId", "=", charge.id)
    .where("status", "in", ["PENDING", "SUCCEEDED"])
    .executeTakeFirstOrThrow();
  const missing = refundedCents - known;
  if (missing > 0) {
    await tx.refund.create({
      data: {
        chargeId: charge.id,
        amountCents: missing,
        status: "SUCCEEDED",
        reason: "Refunded in Stripe",
        idempotencyKey: `provider:${charge.providerChargeId}:${refundedCents}`,
        createdAt: now,
        updatedAt: now,
      },
    });
    await tellRefunded(tx, charge.id, missing, now);
  }
  await recomputeRefunded(tx, charge.id);
}

/** Refunds a crash left PENDING (the provider may or may not have them): re-sent with their key. */
export async function resumePendingRefunds(deps: { provider: PaymentProvider; now: Date }) {
  const stale = await db.refund.findMany({
    where: { status: "PENDING", createdAt: { lt: new Date(deps.now.getTime() - 60_000) } },
    select: { id: true },
  });
  for (const refund of stale) await sendRefund(refund.id, deps).catch(() => {});
  return stale.length;
}
