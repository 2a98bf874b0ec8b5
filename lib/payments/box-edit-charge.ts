// The charge for a meal the kitchen added to a paid box (lib/kitchen/box-dishes.ts), in the same atomic phases
// as every charge: the PENDING row (key `box-edit:{orderId}:{n}`) committed with the box's change;
// then claimed (CHARGING) before the provider hears of it; then the outcome. A crash between phases
// is resumed by the job's retry or the daily recovery (resumeBoxEditCharges) with the same row and
// key, so the provider charges once. The box goes out either way: a declined difference is told to
// the customer and the kitchen (the exception list's payment line), never taken out of the box.
import { db, type Tx } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { timeOrderedId } from "@/lib/db/ids";
import { formatCents } from "@/lib/format/money";
import { insertNotifications } from "@/lib/notifications/insert-notifications";
import { addToBoxTotal } from "@/lib/orders/box-fill";
import type { ChargeOutcome, PaymentProvider } from "./port";

const KEY_PREFIX = "box-edit:";
/** The n-th kitchen change of a paid box: its charge's idempotency key. */
export const boxEditKey = (orderId: string, n: number) => `${boxEditKeysOf(orderId)}${n}`;
/** What every kitchen-change key of the box starts with. */
export const boxEditKeysOf = (orderId: string) => `${KEY_PREFIX}${orderId}:`;
export const isBoxEditKey = (key: string) => key.startsWith(KEY_PREFIX);

export interface BoxEditChargeJob {
  chargeId: string;
  /** The invoice line's words, e.g. "Added Chana masala". */
  line: string;
}

export interface BoxEditChargeDeps {
  provider: PaymentProvider;
  now: Date;
  /** Tests stop the process between phases here. */
  failpoint?: (phase: "after-claim" | "after-provider") => void | Promise<void>;
}

export type BoxEditChargeResult = "paid" | "failed" | "settled-already";

export async function chargeBoxEdit(
  job: BoxEditChargeJob,
  deps: BoxEditChargeDeps,
): Promise<BoxEditChargeResult> {
  const claimed = await kysely
    .updateTable("Charge as c")
    .set({ status: "CHARGING", updatedAt: deps.now })
    .where("c.id", "=", job.chargeId)
    .where("c.status", "in", ["PENDING", "CHARGING"])
    .returning([
      "c.id",
      "c.userId",
      "c.orderId",
      "c.amountCents",
      "c.idempotencyKey",
      "c.paymentMethodId",
    ])
    .executeTakeFirst();
  if (!claimed?.orderId) return "settled-already";
  await deps.failpoint?.("after-claim");
  const [card, user, order] = await Promise.all([
    claimed.paymentMethodId
      ? db.paymentMethod.findUnique({
          where: { id: claimed.paymentMethodId },
          select: { providerPaymentMethodId: true },
        })
      : null,
    db.user.findUniqueOrThrow({
      where: { id: claimed.userId },
      select: { providerCustomerId: true },
    }),
    db.weeklyOrder.findUniqueOrThrow({ where: { id: claimed.orderId }, select: { number: true } }),
  ]);
  const outcome: ChargeOutcome = card?.providerPaymentMethodId
    ? await deps.provider.charge({
        customerId: user.providerCustomerId ?? "",
        paymentMethodId: card.providerPaymentMethodId,
        amountCents: claimed.amountCents,
        idempotencyKey: claimed.idempotencyKey,
        description: `Lakeshore Kitchen order ${order.number}: a meal the kitchen added`,
        chargeId: claimed.id,
      })
    : { ok: false, problem: "DECLINED", message: "Payment method missing" };
  await deps.failpoint?.("after-provider");
  const settled = await db.$transaction((tx) =>
    settleBoxEditCharge(tx, claimed.id, job.line, outcome, deps.now),
  );
  return settled ?? (outcome.ok ? "paid" : "failed");
}

/**
 * The outcome, once: the charge row, and when paid the order's and invoice's totals and a line on
 * the invoice; the customer is told either way. Also the end of a webhook about this charge.
 */
export async function settleBoxEditCharge(
  tx: Tx,
  chargeId: string,
  line: string,
  outcome: ChargeOutcome,
  now: Date,
): Promise<"settled-already" | null> {
  const { count } = await tx.charge.updateMany({
    where: { id: chargeId, status: { in: ["PENDING", "CHARGING"] } },
    data: outcome.ok
      ? { status: "SUCCEEDED", providerChargeId: outcome.providerChargeId, updatedAt: now }
      : {
          status: "FAILED",
          failureCode: outcome.problem,
          failureMessage: outcome.message,
          providerChargeId: "providerChargeId" in outcome ? outcome.providerChargeId : null,
          updatedAt: now,
        },
  });
  if (count === 0) return "settled-already";
  const charge = await tx.charge.findUniqueOrThrow({
    where: { id: chargeId },
    select: { amountCents: true, userId: true, orderId: true, order: { select: { number: true } } },
  });
  const number = charge.order?.number ?? "";
  if (outcome.ok && charge.orderId) {
    const cents = charge.amountCents;
    await addToBoxTotal(tx, charge.orderId, cents, now);
    const invoice = await tx.invoice.findUnique({
      where: { orderId: charge.orderId },
      select: { id: true },
    });
    if (invoice) {
      await tx.invoice.update({
        where: { id: invoice.id },
        data: { subtotalCents: { increment: cents }, totalCents: { increment: cents } },
      });
      await tx.invoiceLine.create({
        data: {
          id: timeOrderedId(),
          invoiceId: invoice.id,
          description: `${line} (by our kitchen)`,
          quantity: 1,
          unitCents: cents,
          totalCents: cents,
        },
      });
    }
  }
  await insertNotifications(tx, [
    {
      userId: charge.userId,
      title: outcome.ok
        ? `${formatCents(charge.amountCents)} charged for box ${number}`
        : `We could not charge for box ${number}'s added meal`,
      body: outcome.ok
        ? `We charged ${formatCents(charge.amountCents)} for the meal our kitchen added to box ${number}. Your receipt in Past orders shows it.`
        : `Your card did not accept the ${formatCents(charge.amountCents)} for the meal our kitchen added to box ${number}. Your box still goes out; please check your card in Payment.`,
      link: outcome.ok ? "/customer/orders" : "/customer/account?tab=payment",
      createdAt: now,
    },
  ]);
  return null;
}

/** The daily recovery's part: kitchen charges a crash left PENDING or CHARGING, sent again. */
export async function resumeBoxEditCharges(deps: BoxEditChargeDeps): Promise<number> {
  const stale = await db.charge.findMany({
    where: {
      idempotencyKey: { startsWith: KEY_PREFIX },
      status: { in: ["PENDING", "CHARGING"] },
      updatedAt: { lt: new Date(deps.now.getTime() - 10 * 60_000) },
    },
    select: { id: true },
  });
  for (const charge of stale) {
    await chargeBoxEdit({ chargeId: charge.id, line: "Meal added to your box" }, deps);
  }
  return stale.length;
}
