// How a charge ends, for every path (the rollover's batches, a retry, a webhook, the confirm page),
// one transaction per batch: record each provider outcome exactly once (only a
// charge still CHARGING moves on), then for paid orders issue the invoice, debit credit and gift
// balances, grant a referrer's credit on the first paid order, and queue the confirmation; for
// failed ones flag the card's problem and tell the customer. $0 orders are paid here without the
// provider.
import { timeOrderedId } from "@/lib/db/ids";
import { formatDay, type IsoDate } from "@/lib/clock";
import { insertLedgerEntries } from "@/lib/credits/insert-ledger-entries";
import { insertRows } from "@/lib/db/insert-rows";
import { rawTransaction, type RawTx } from "@/lib/db/raw-tx";
import { formatCents } from "@/lib/format/money";
import { queueMails, type MailJob } from "@/lib/mail/queued-mail";
import { insertNotifications } from "@/lib/notifications/insert-notifications";
import { awaitBankConfirmation, failOrders, payOrders } from "@/lib/orders/bulk-moves";
import { REFERRAL_CREDIT_CENTS } from "@/lib/referrals/referral-link";
import { cardProblemOf, DECLINE_CODE } from "./card-problem";
import type { SentCharge } from "./charge-orders";
import { confirmPaymentHref } from "./links";
import { holdDate, paymentProblemFor, UPDATE_CARD_HREF, type CardFacts } from "./payment-problem";
import { appUrl, cardLabel, weekLabel } from "@/lib/mail/labels";
import type { FrozenTotals, OrderMailRef } from "@/lib/orders/order-mails";

export interface Settled {
  paid: string[];
  failed: string[];
  /** Orders now waiting for the customer to confirm the payment with their bank. */
  waiting: string[];
}

// A charge is settled once: from CHARGING (just sent) or REQUIRES_ACTION (the customer confirmed,
// or a webhook says how it ended). Its order moves as the transition table allows (an order can
// still be paid after a failure or after the bank asked for confirmation; never once cancelled).

export async function settleCharges(
  sent: SentCharge[],
  orderIds: string[],
  weekStart: IsoDate,
  now: Date,
): Promise<Settled> {
  const { ok, action, bad } = split(sent);
  return rawTransaction((tx) => settleChargesTx(tx, { ok, action, bad }, orderIds, weekStart, now));
}

/** The same, inside the caller's transaction (a webhook stores its event id with the effect). */
export async function settleInTx(
  tx: RawTx,
  sent: SentCharge[],
  orderIds: string[],
  weekStart: IsoDate,
  now: Date,
): Promise<Settled> {
  return settleChargesTx(tx, split(sent), orderIds, weekStart, now);
}

function split(sent: SentCharge[]) {
  const ok = sent.flatMap((s) => (s.outcome.ok ? [{ ...s, pid: s.outcome.providerChargeId }] : []));
  const action = sent.flatMap((s) =>
    !s.outcome.ok && s.outcome.problem === "AUTHENTICATION_REQUIRED"
      ? [{ ...s, pid: s.outcome.providerChargeId }]
      : [],
  );
  const bad = sent.flatMap((s) =>
    !s.outcome.ok && s.outcome.problem !== "AUTHENTICATION_REQUIRED"
      ? [{ ...s, code: DECLINE_CODE[s.outcome.problem], message: s.outcome.message }]
      : [],
  );
  return { ok, action, bad };
}

async function settleChargesTx(
  tx: RawTx,
  { ok, action, bad }: ReturnType<typeof split>,
  orderIds: string[],
  weekStart: IsoDate,
  now: Date,
): Promise<Settled> {
  // `status::text` keeps the planner off the status index: mid-rollover its statistics still say
  // almost no charge is CHARGING, and it compared every charge with every id (~0.2 s a batch)
  // instead of looking each id up by primary key.
  const succeeded = await tx.$queryRaw<{ orderId: string; paymentMethodId: string | null }[]>`
        UPDATE "Charge" AS c SET status = 'SUCCEEDED', "providerChargeId" = v.pid, "updatedAt" = ${now}
        FROM unnest(${ok.map((s) => s.id)}::text[], ${ok.map((s) => s.pid)}::text[]) AS v(id, pid)
        WHERE c.id = v.id AND c.status::text IN ('CHARGING', 'REQUIRES_ACTION')
        RETURNING c."orderId", c."paymentMethodId"`;
  const failedCharges = await tx.$queryRaw<
    { orderId: string; paymentMethodId: string | null; code: string }[]
  >`
        UPDATE "Charge" AS c SET status = 'FAILED', "failureCode" = v.code,
          "failureMessage" = v.msg, "updatedAt" = ${now}
        FROM unnest(${bad.map((s) => s.id)}::text[], ${bad.map((s) => s.code)}::text[],
          ${bad.map((s) => s.message)}::text[]) AS v(id, code, msg)
        WHERE c.id = v.id AND c.status::text IN ('CHARGING', 'REQUIRES_ACTION')
        RETURNING c."orderId", c."paymentMethodId", v.code`;
  const actionCharges = await tx.$queryRaw<{ orderId: string }[]>`
        UPDATE "Charge" AS c SET status = 'REQUIRES_ACTION', "providerChargeId" = v.pid,
          "updatedAt" = ${now}
        FROM unnest(${action.map((s) => s.id)}::text[], ${action.map((s) => s.pid)}::text[])
          AS v(id, pid)
        WHERE c.id = v.id AND c.status::text = 'CHARGING'
        RETURNING c."orderId"`;

  // Paid: charged now, or nothing left to charge after credits and gift balance. The orders'
  // moves are lib/orders' (their "from" states are the transition table's).
  const paid = await payOrders(tx, {
    orderIds,
    charged: succeeded.map((r) => r.orderId),
    now,
  });
  const failed = await failOrders(
    tx,
    failedCharges.map((r) => r.orderId),
    now,
  );
  const waiting = await awaitBankConfirmation(
    tx,
    actionCharges.map((r) => r.orderId),
    now,
  );

  // A card that just paid has no problem left (an expiry warning stays until a new card). Raw:
  // Prisma compiles a thousand-id IN list for ~30 ms.
  await tx.$executeRaw`
    UPDATE "PaymentMethod" SET problem = NULL, "problemSince" = NULL
    WHERE id = ANY(${succeeded.flatMap((r) => (r.paymentMethodId ? [r.paymentMethodId] : []))}::text[])
      AND problem IN ('DECLINED', 'INSUFFICIENT_FUNDS')`;
  await recordPaid(tx, paid, weekStart, now);
  await recordFailed(tx, failedCharges, new Set(failed), weekStart, now);
  await recordWaiting(tx, waiting, weekStart, now);
  return { paid, failed, waiting };
}

async function recordPaid(tx: RawTx, orderIds: string[], weekStart: IsoDate, now: Date) {
  if (orderIds.length === 0) return;
  const orders = await paidOrders(tx, orderIds);
  const label = weekLabel(weekStart);
  const invoices = orders.map((o) => ({
    order: o,
    card: o.card,
    id: timeOrderedId(),
    number: `INV-${o.number.replace(/^LK-/, "")}`,
  }));
  await insertRows(
    tx,
    "Invoice",
    {
      id: "text",
      number: "text",
      userId: "text",
      orderId: "text",
      weekId: "text",
      status: '"InvoiceStatus"',
      subtotalCents: "int",
      discountCents: "int",
      giftCents: "int",
      creditCents: "int",
      taxCents: "int",
      totalCents: "int",
      cardBrand: "text",
      cardLast4: "text",
      issuedAt: "timestamp(3)",
      paidAt: "timestamp(3)",
    },
    invoices.map(({ order: o, card, id, number }) => ({
      id,
      number,
      userId: o.userId,
      orderId: o.id,
      weekId: o.weekId,
      status: "PAID",
      subtotalCents: o.subtotalCents,
      discountCents: o.discountCents,
      giftCents: o.giftCents,
      creditCents: o.creditCents,
      taxCents: o.taxCents,
      totalCents: o.totalCents,
      cardBrand: o.totalCents > 0 ? (card?.brand ?? null) : null,
      cardLast4: o.totalCents > 0 ? (card?.last4 ?? null) : null,
      issuedAt: now,
      paidAt: now,
    })),
  );
  await insertRows(
    tx,
    "InvoiceLine",
    {
      id: "text",
      invoiceId: "text",
      description: "text",
      quantity: "int",
      unitCents: "int",
      totalCents: "int",
    },
    invoices.map(({ order: o, id }) => ({
      id: timeOrderedId(),
      invoiceId: id,
      description: `${o.planName}: ${o.mealsCount} meals`,
      quantity: o.mealsCount,
      unitCents: o.pricePerMealCents,
      totalCents: o.subtotalCents,
    })),
  );

  await debitCredits(tx, orders, now);
  await debitGiftBalances(tx, orders, now);
  await creditReferrers(tx, orders, now);

  await insertNotifications(
    tx,
    invoices.map(({ order: o, card }) => ({
      userId: o.userId,
      title: `Order ${o.number} is confirmed`,
      body:
        o.totalCents > 0 && card
          ? `We charged $${(o.totalCents / 100).toFixed(2)} to ${cardLabel(card)} for ${label}. Your receipt is in Past orders.`
          : `Your credits covered ${label}: nothing was charged. Your receipt is in Past orders.`,
      link: "/customer/orders",
      createdAt: now,
    })),
  );
  // Composed when sent, from the invoice (order-mails.ts): a few bytes a job instead of the receipt.
  await queueMails<OrderMailRef>(
    invoices.map(({ id }) => ({ compose: "order-confirmation", invoiceId: id })),
    tx,
  );
}

/** An order as its invoice and the balances need it: totals frozen at lock, the card it paid with. */
interface PaidOrderRow extends Omit<FrozenTotals, "firstOrderPromoCents"> {
  id: string;
  number: string;
  userId: string;
  weekId: string;
  firstName: string;
  planName: string;
  pricePerMealCents: number;
  mealsCount: number;
  /** The card of the order's successful charge (none for a $0 order). */
  card: { brand: string; last4: string } | null;
}

function paidOrders(tx: RawTx, orderIds: string[]): Promise<PaidOrderRow[]> {
  return tx.$queryRaw<PaidOrderRow[]>`
    SELECT o.id, o.number, o."userId", o."weekId", u."firstName", p.name AS "planName",
      p."pricePerMealCents", o."mealsCount", o."subtotalCents", o."discountCents",
      o."giftCents", o."creditCents", o."taxCents", o."totalCents",
      (SELECT json_build_object('brand', pm.brand, 'last4', pm.last4)
       FROM "Charge" c JOIN "PaymentMethod" pm ON pm.id = c."paymentMethodId"
       WHERE c."orderId" = o.id AND c.status = 'SUCCEEDED' LIMIT 1) AS card
    FROM "WeeklyOrder" o JOIN "User" u ON u.id = o."userId" JOIN "Plan" p ON p.id = o."planId"
    WHERE o.id = ANY(${orderIds}::text[])`;
}

type PaidOrder = {
  id: string;
  number: string;
  userId: string;
  creditCents: number;
  giftCents: number;
};

async function debitCredits(tx: RawTx, orders: PaidOrder[], now: Date) {
  const using = orders.filter((o) => o.creditCents > 0);
  if (using.length === 0) return;
  await insertLedgerEntries(
    tx,
    using.map((o) => ({
      userId: o.userId,
      amountCents: o.creditCents,
      reason: "ORDER_PAYMENT",
      description: `Used on order ${o.number}`,
      orderId: o.id,
      referralId: null,
      createdAt: now,
    })),
  );
  await tx.$executeRaw`
    UPDATE "User" AS u SET "balanceCents" = u."balanceCents" + v.amount
    FROM unnest(${using.map((o) => o.userId)}::text[], ${using.map((o) => o.creditCents)}::int[])
      AS v(id, amount)
    WHERE u.id = v.id`;
}

/** Gift balances are spent oldest code first. Few customers have one, so one statement each. */
async function debitGiftBalances(tx: RawTx, orders: PaidOrder[], now: Date) {
  for (const order of orders.filter((o) => o.giftCents > 0)) {
    // Each code gives what is left to take after the older codes gave theirs.
    await tx.$executeRaw`
      WITH usable AS (
        SELECT id, "balanceCents", "redeemedAt" FROM "GiftCode"
        WHERE "redeemedById" = ${order.userId} AND "balanceCents" > 0
          AND ("expiresAt" IS NULL OR "expiresAt" > ${now})
        FOR UPDATE
      ), codes AS (
        SELECT id, "balanceCents",
          SUM("balanceCents") OVER (ORDER BY "redeemedAt", id) - "balanceCents" AS before
        FROM usable
      )
      UPDATE "GiftCode" AS g
      SET "balanceCents" = g."balanceCents" - LEAST(c."balanceCents", ${order.giftCents} - c.before)
      FROM codes c
      WHERE g.id = c.id AND c.before < ${order.giftCents}`;
  }
}

/** A referred customer's first paid order earns their referrer the referral credit, once. */
async function creditReferrers(
  tx: RawTx,
  orders: (PaidOrder & { firstName: string })[],
  now: Date,
) {
  const referred = await tx.$queryRaw<{ id: string; referrerId: string; referredUserId: string }[]>`
    UPDATE "Referral" SET status = 'CREDITED', "creditedAt" = ${now}
    WHERE "referredUserId" = ANY(${orders.map((o) => o.userId)}::text[]) AND status <> 'CREDITED'
    RETURNING id, "referrerId", "referredUserId"`;
  if (referred.length === 0) return;
  const names = new Map(orders.map((o) => [o.userId, o.firstName]));
  await insertLedgerEntries(
    tx,
    referred.map((r) => ({
      userId: r.referrerId,
      amountCents: -REFERRAL_CREDIT_CENTS,
      reason: "REFERRAL",
      description: `${names.get(r.referredUserId) ?? "A friend"} received their first delivery`,
      orderId: null,
      referralId: r.id,
      createdAt: now,
    })),
  );
  await tx.$executeRaw`
    UPDATE "User" SET "balanceCents" = "balanceCents" - ${REFERRAL_CREDIT_CENTS}
    WHERE id = ANY(${referred.map((r) => r.referrerId)}::text[])`;
  await insertNotifications(
    tx,
    referred.map((r) => ({
      userId: r.referrerId,
      title: "You earned referral credit",
      body: `${names.get(r.referredUserId) ?? "A friend"} received their first delivery: $${(REFERRAL_CREDIT_CENTS / 100).toFixed(2)} comes off your next order.`,
      link: "/customer/account?tab=rewards",
      createdAt: now,
    })),
  );
}

// What a notice about an order names: the order, its amount and whom to tell.
interface ToldOrder {
  id: string;
  number: string;
  userId: string;
  totalCents: number;
  email: string;
  firstName: string;
}

function toldOrders(tx: RawTx, orderIds: string[]): Promise<ToldOrder[]> {
  return tx.$queryRaw<ToldOrder[]>`
    SELECT o.id, o.number, o."userId", o."totalCents", u.email, u."firstName"
    FROM "WeeklyOrder" o JOIN "User" u ON u.id = o."userId"
    WHERE o.id = ANY(${orderIds}::text[])`;
}

/** The card of an order's latest failed charge, as the payment-problem rules read it. */
interface FailedCard extends ToldOrder {
  failureCode: string | null;
  card: CardFacts | null;
}

async function failedCards(tx: RawTx, orderIds: string[]): Promise<FailedCard[]> {
  // Timestamps as timestamptz (UTC): a `timestamp` would be read in the process's time zone.
  const rows = await tx.$queryRaw<
    (ToldOrder &
      Omit<CardFacts, "createdAt"> & {
        failureCode: string | null;
        cardId: string | null;
        cardCreatedAt: Date;
      })[]
  >`
    SELECT o.id, o.number, o."userId", o."totalCents", u.email, u."firstName",
      c."failureCode", pm.id AS "cardId", pm.brand, pm.last4, pm."expMonth", pm."expYear", pm.problem::text AS problem,
      pm."problemSince" AT TIME ZONE 'UTC' AS "problemSince",
      pm."createdAt" AT TIME ZONE 'UTC' AS "cardCreatedAt"
    FROM "WeeklyOrder" o JOIN "User" u ON u.id = o."userId"
    LEFT JOIN LATERAL (
      SELECT ch."failureCode", ch."paymentMethodId" FROM "Charge" ch
      WHERE ch."orderId" = o.id AND ch.status = 'FAILED'
      ORDER BY ch."updatedAt" DESC LIMIT 1
    ) c ON true
    LEFT JOIN "PaymentMethod" pm ON pm.id = c."paymentMethodId"
    WHERE o.id = ANY(${orderIds}::text[])`;
  return rows.map(
    ({ cardId, brand, last4, expMonth, expYear, problem, problemSince, cardCreatedAt, ...o }) => ({
      ...o,
      card:
        cardId === null
          ? null
          : { brand, last4, expMonth, expYear, problem, problemSince, createdAt: cardCreatedAt },
    }),
  );
}

/** Flags each failed charge's card; tells the customer once, when their order first fails. */
async function recordFailed(
  tx: RawTx,
  failed: { orderId: string; paymentMethodId: string | null; code: string }[],
  newlyFailed: Set<string>,
  weekStart: IsoDate,
  now: Date,
) {
  if (failed.length === 0) return;
  const withCard = failed.filter((f) => f.paymentMethodId);
  await tx.$executeRaw`
    UPDATE "PaymentMethod" AS pm SET problem = v.problem::"PaymentProblem", "problemSince" = ${now}
    FROM unnest(${withCard.map((f) => f.paymentMethodId ?? "")}::text[],
      ${withCard.map((f) => cardProblemOf(f.code))}::text[]) AS v(id, problem)
    WHERE pm.id = v.id`;
  const told = failed.filter((f) => newlyFailed.has(f.orderId));
  if (told.length === 0) return;
  const orders = await failedCards(
    tx,
    told.map((f) => f.orderId),
  );
  const messages = orders.map((o) => {
    const problem = paymentProblemFor({
      card: o.card,
      failedOrder: { weekStart, failedAt: now, failureCode: o.failureCode },
      now,
    });
    return { order: o, title: problem?.title ?? "Payment failed", body: problem?.message ?? "" };
  });
  await insertNotifications(
    tx,
    messages.map(({ order, title, body }) => ({
      userId: order.userId,
      title,
      body,
      link: UPDATE_CARD_HREF,
      createdAt: now,
    })),
  );
  await queueMails(
    messages.map(({ order, body }): MailJob<"payment-failed"> => ({
      template: "payment-failed",
      to: order.email,
      props: {
        firstName: order.firstName,
        orderNumber: order.number,
        weekLabel: weekLabel(weekStart),
        amountCents: order.totalCents,
        message: body,
        updateCardUrl: appUrl(UPDATE_CARD_HREF),
      },
    })),
    tx,
  );
}

/** The bank wants the customer to confirm: a notification and a mail with the confirm link. */
async function recordWaiting(tx: RawTx, orderIds: string[], weekStart: IsoDate, now: Date) {
  if (orderIds.length === 0) return;
  const orders = await toldOrders(tx, orderIds);
  const label = weekLabel(weekStart);
  const deadline = formatDay(holdDate(weekStart, now));
  await insertNotifications(
    tx,
    orders.map((o) => ({
      userId: o.userId,
      title: "Confirm your payment",
      body: `Your bank asks you to confirm the ${formatCents(o.totalCents)} payment for ${label}. Confirm it by ${deadline} to keep your delivery.`,
      link: confirmPaymentHref(o.id),
      createdAt: now,
    })),
  );
  await queueMails(
    orders.map((o): MailJob<"payment-notice"> => ({
      template: "payment-notice",
      to: o.email,
      props: {
        firstName: o.firstName,
        subject: `Confirm your payment for ${label}`,
        heading: "Your bank asks you to confirm your payment",
        paragraphs: [
          `We tried to charge ${formatCents(o.totalCents)} for your order ${o.number} for ${label}, and your bank wants you to confirm it.`,
          `Confirm it by ${deadline} to keep your delivery; after that the order is cancelled and your plan goes on hold.`,
        ],
        actionLabel: "Confirm the payment",
        actionUrl: appUrl(confirmPaymentHref(o.id)),
      },
    })),
    tx,
  );
}
