// The payment-problem lifecycle after the deadline (DESIGN.md §3, spec §4), run once a day by the
// `payments.recovery` job and, for one customer, when they save a new card:
// - cards expiring before the next charge are flagged and the customer mailed (pre-deadline text);
// - a failed charge is retried once a day for three days with the same card (never an expired one,
//   never a box the kitchen holds);
// - unresolved three days after the deadline (failed, or never confirmed with the bank): the order
//   is cancelled (not delivered, not charged) and the plan goes ON_HOLD;
// - a new card retries the failed charge at once and takes an on-hold plan back to ACTIVE.
import { fromDateColumn, orderDeadline, upcomingWeekStart, type IsoDate } from "@/lib/clock";
import { holdsAt, impliedProblem, paymentProblemFor, UPDATE_CARD_HREF } from "./payment-problem";
import { db, type Tx } from "@/lib/db";
import type { QueryCreator } from "kysely";
import { kysely, kyselyIn, type DB } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";
import { DEFAULT_CARD } from "./default-card";
import { insertJobs, QUEUES } from "@/lib/jobs/queue";
import { queueMails, type MailJob } from "@/lib/mail/queued-mail";
import { insertNotifications } from "@/lib/notifications/insert-notifications";
import { moveWeekOrders } from "@/lib/orders/week-orders";
import { appUrl, weekLabel } from "@/lib/mail/labels";
import { nextSubscriptionStatus } from "@/lib/subscriptions/transitions";
import type { PaymentProvider } from "./port";
import { retryOrderCharge } from "./retry-charge";

/** Daily retries with the same card, as Stripe's Smart Retries would. */
export const DAILY_RETRIES = 3;
/** A retry is due once a day: at least this long after the last attempt. */
const RETRY_SPACING_MS = 20 * 3_600_000;

export interface RecoveryResult {
  flagged: number;
  retried: number;
  paid: number;
  held: number;
}

export async function runPaymentRecovery(
  provider: PaymentProvider,
  now: Date,
): Promise<RecoveryResult> {
  const flagged = await flagExpiringCards(now);
  const { retried, paid } = await retryFailedCharges(provider, now);
  const held = await holdUnresolved(now);
  return { flagged, retried, paid, held };
}

/** Cards that expire before (or soon after) the next charge: flagged once, the customer mailed. */
export async function flagExpiringCards(now: Date): Promise<number> {
  const nextDeadline = orderDeadline(upcomingWeekStart(now));
  // Candidates by year/month first (cheap), then the exact rule the dashboard uses.
  const horizon = new Date(nextDeadline.getTime() + 40 * 86_400_000);
  const cards = await db.paymentMethod.findMany({
    where: {
      ...DEFAULT_CARD,
      problem: null,
      OR: [
        { expYear: { lt: horizon.getUTCFullYear() } },
        { expYear: horizon.getUTCFullYear(), expMonth: { lte: horizon.getUTCMonth() + 1 } },
      ],
      user: { status: "active", subscriptions: { some: { status: { in: ["ACTIVE", "PAUSED"] } } } },
    },
    select: {
      id: true,
      brand: true,
      last4: true,
      expMonth: true,
      expYear: true,
      createdAt: true,
      user: { select: { id: true, email: true, firstName: true } },
    },
  });
  let flagged = 0;
  for (const card of cards) {
    const problem = impliedProblem({ ...card, problem: null, problemSince: null }, now);
    if (!problem) continue;
    await db.$transaction(async (tx) => {
      const moved = await tx.paymentMethod.updateMany({
        where: { id: card.id, problem: null },
        data: { problem, problemSince: now },
      });
      if (moved.count === 0) return;
      flagged += 1;
      const message = paymentProblemFor({
        card: { ...card, problem, problemSince: now },
        failedOrder: null,
        now,
      });
      if (!message) return;
      await insertNotifications(tx, [
        {
          userId: card.user.id,
          title: message.title,
          body: message.message,
          link: UPDATE_CARD_HREF,
          createdAt: now,
        },
      ]);
      await queueMails(
        [
          {
            template: "payment-notice",
            to: card.user.email,
            props: {
              firstName: card.user.firstName,
              subject: message.title,
              heading: message.title,
              paragraphs: [],
              message: message.message,
              actionLabel: message.actionLabel,
              actionUrl: appUrl(UPDATE_CARD_HREF),
            },
          },
        ],
        tx,
      );
    });
  }
  return flagged;
}

/** Failed charges still inside their three days, last tried a day ago or more, card not expired. */
async function retryFailedCharges(provider: PaymentProvider, now: Date) {
  const orders = await db.weeklyOrder.findMany({
    // A held box waits for its release (the manager decides; lib/orders/hold-box.ts).
    where: { status: "PAYMENT_FAILED", heldAt: null },
    select: {
      id: true,
      week: { select: { startDate: true } },
      charges: { select: { attempt: true, createdAt: true, updatedAt: true } },
      user: {
        select: {
          paymentMethods: { where: DEFAULT_CARD, select: { problem: true } },
        },
      },
    },
  });
  let retried = 0;
  let paid = 0;
  for (const order of orders) {
    const weekStart = fromDateColumn(order.week.startDate);
    const deadline = orderDeadline(weekStart).getTime();
    const daily = order.charges.filter((c) => c.attempt > 0).length;
    const last = Math.max(...order.charges.map((c) => c.updatedAt.getTime()), deadline);
    const card = order.user.paymentMethods[0];
    if (!card || card.problem === "EXPIRED") continue;
    if (daily >= DAILY_RETRIES || now.getTime() - last < RETRY_SPACING_MS) continue;
    retried += 1;
    if ((await retryOrderCharge(order.id, { provider, now })) === "paid") paid += 1;
  }
  return { retried, paid };
}

/** Three days after the deadline, unresolved: order cancelled, plan on hold, customer told. */
export async function holdUnresolved(now: Date): Promise<number> {
  const orders = await db.weeklyOrder.findMany({
    where: { status: { in: ["PAYMENT_FAILED", "REQUIRES_ACTION"] } },
    select: {
      id: true,
      status: true,
      number: true,
      userId: true,
      subscriptionId: true,
      week: { select: { startDate: true } },
      user: { select: { email: true, firstName: true } },
      charges: {
        where: { status: { in: ["FAILED", "REQUIRES_ACTION"] } },
        orderBy: { updatedAt: "asc" },
        take: 1,
        select: { updatedAt: true },
      },
    },
  });
  let held = 0;
  for (const order of orders) {
    const weekStart = fromDateColumn(order.week.startDate);
    if (now.getTime() <= holdsAt(weekStart, order.charges[0]?.updatedAt).getTime()) continue;
    await db.$transaction(async (tx) => {
      const fresh = await kyselyIn(tx)
        .selectFrom("WeeklyOrder")
        .select("status")
        .where("id", "=", order.id)
        .forUpdate()
        .executeTakeFirst();
      if (fresh?.status !== "PAYMENT_FAILED" && fresh?.status !== "REQUIRES_ACTION") return;
      await moveWeekOrders(tx, [{ id: order.id, status: fresh.status }], "CANCELLED", now);
      await tx.charge.updateMany({
        where: { orderId: order.id, status: "REQUIRES_ACTION" },
        data: { status: "FAILED", failureCode: "authentication_required", updatedAt: now },
      });
      const subscription = await tx.subscription.findUnique({
        where: { id: order.subscriptionId },
        select: { status: true },
      });
      if (subscription?.status === "ACTIVE") {
        await tx.subscription.update({
          where: { id: order.subscriptionId },
          data: {
            status: nextSubscriptionStatus("ACTIVE", "ON_HOLD", "system"),
            onHoldAt: now,
          },
        });
      }
      held += 1;
      await tellOnHold(tx, order, weekStart, now);
    });
  }
  return held;
}

async function tellOnHold(
  tx: Tx,
  order: { number: string; userId: string; user: { email: string; firstName: string } },
  weekStart: IsoDate,
  now: Date,
) {
  const body =
    `We couldn't take the payment for your order ${order.number} for ${weekLabel(weekStart)}, ` +
    `so we cancelled it (you won't be charged) and put your plan on hold. ` +
    `Add a new card to start your deliveries again from the next open week.`;
  await insertNotifications(tx, [
    {
      userId: order.userId,
      title: "Your plan is on hold",
      body,
      link: UPDATE_CARD_HREF,
      createdAt: now,
    },
  ]);
  await queueMails(
    [
      {
        template: "payment-notice",
        to: order.user.email,
        props: {
          firstName: order.user.firstName,
          subject: "Your plan is on hold",
          heading: "Your plan is on hold",
          paragraphs: [body],
          actionLabel: "Add a new card",
          actionUrl: appUrl(UPDATE_CARD_HREF),
        },
      } satisfies MailJob<"payment-notice">,
    ],
    tx,
  );
}

/**
 * A new card saved (Account → Payment, the modal's link, or Stripe's setup_intent.succeeded):
 * inside the save's transaction, an on-hold plan is ACTIVE again from the next open week and each
 * failed charge is queued for an immediate retry with the new card. Returns those orders' ids.
 */
export async function afterCardSaved(tx: RawTx, userId: string, now: Date): Promise<string[]> {
  // One statement: the plan off hold and the failed orders to retry.
  const failed = await kyselyIn(tx)
    .with("released", (db) => releaseHoldUpdate(db, userId, now).returning("id"))
    .selectFrom("WeeklyOrder")
    .select("id")
    .where("userId", "=", userId)
    .where("status", "=", "PAYMENT_FAILED")
    .execute();
  await insertJobs(
    QUEUES.retryCharge,
    failed.map((order) => ({ orderId: order.id, reason: "new-card" })),
    tx,
  );
  return failed.map((order) => order.id);
}

/** An on-hold plan is ACTIVE again; the rollover orders the next week whose deadline is ahead. */
function releaseHoldUpdate(db: QueryCreator<DB>, userId: string, now: Date) {
  return db
    .updateTable("Subscription")
    .set({
      status: nextSubscriptionStatus("ON_HOLD", "ACTIVE", "system"),
      onHoldAt: null,
      updatedAt: now,
    })
    .where("userId", "=", userId)
    .where("status", "=", "ON_HOLD");
}

/** An admin takes a plan off hold (spec: a new card or an admin action). */
export async function releaseHold(userId: string, now: Date): Promise<boolean> {
  const { numUpdatedRows } = await releaseHoldUpdate(kysely, userId, now).executeTakeFirst();
  return numUpdatedRows > BigInt(0);
}
