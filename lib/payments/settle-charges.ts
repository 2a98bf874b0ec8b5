// How a charge ends, for every path (the rollover's batches, a retry, a webhook, the confirm page),
// one transaction per batch: record each provider outcome exactly once (only a
// charge still CHARGING moves on), then for paid orders issue the invoice, debit credit and gift
// balances, grant a referrer's credit on the first paid order, and queue the confirmation; for
// failed ones flag the card's problem and tell the customer. $0 orders are paid here without the
// provider.
import { timeOrderedId } from "@/lib/db/ids";
import type { ExpressionBuilder } from "kysely";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import { formatDay, type IsoDate } from "@/lib/clock";
import { insertLedgerEntries } from "@/lib/credits/insert-ledger-entries";
import { insertRows } from "@/lib/db/insert-rows";
import { kyselyIn, type DB } from "@/lib/db/kysely";
import { rawTransaction, type RawTx } from "@/lib/db/raw-tx";
import type { Chargestatus } from "@/lib/db/schema.generated";
import { anyText, at } from "@/lib/db/sql-params";
import { orderAddOnsJson, type OrderAddOnRow } from "@/lib/add-ons/order-add-ons";
import { unnest } from "@/lib/db/unnest";
import { formatCents } from "@/lib/format/money";
import { queueMails, type MailJob } from "@/lib/mail/queued-mail";
import { chargesTotal } from "@/lib/metrics/work-counters";
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

// `status::text` keeps the planner off the status index: mid-rollover its statistics still say
// almost no charge is CHARGING, and it compared every charge with every id (~0.2 s a batch)
// instead of looking each id up by primary key.
const statusText = (eb: ExpressionBuilder<{ c: DB["Charge"] }, "c">) =>
  eb.cast<Chargestatus>(eb.ref("c.status"), "text");
const SETTLEABLE: Chargestatus[] = ["CHARGING", "REQUIRES_ACTION"];

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
  const k = kyselyIn(tx);
  const succeeded = await k
    .updateTable("Charge as c")
    .from(
      unnest(
        "v",
        { id: "text", pid: "text" },
        ok.map(({ id, pid }) => ({ id, pid })),
      ),
    )
    .set((eb) => ({ status: "SUCCEEDED", providerChargeId: eb.ref("v.pid"), updatedAt: at(now) }))
    .whereRef("c.id", "=", "v.id")
    .where((eb) => eb(statusText(eb), "in", SETTLEABLE))
    .returning(["c.orderId", "c.paymentMethodId"])
    .execute();
  const failedCharges = await k
    .updateTable("Charge as c")
    .from(
      unnest(
        "v",
        { id: "text", code: "text", msg: "text" },
        bad.map(({ id, code, message }) => ({ id, code, msg: message })),
      ),
    )
    .set((eb) => ({
      status: "FAILED",
      failureCode: eb.ref("v.code"),
      failureMessage: eb.ref("v.msg"),
      updatedAt: at(now),
    }))
    .whereRef("c.id", "=", "v.id")
    .where((eb) => eb(statusText(eb), "in", SETTLEABLE))
    .returning(["c.orderId", "c.paymentMethodId", "v.code"])
    .execute();
  const actionCharges = await k
    .updateTable("Charge as c")
    .from(
      unnest(
        "v",
        { id: "text", pid: "text" },
        action.map(({ id, pid }) => ({ id, pid })),
      ),
    )
    .set((eb) => ({
      status: "REQUIRES_ACTION",
      providerChargeId: eb.ref("v.pid"),
      updatedAt: at(now),
    }))
    .whereRef("c.id", "=", "v.id")
    .where((eb) => eb(statusText(eb), "=", "CHARGING"))
    .returning("c.orderId")
    .execute();

  // Paid: charged now, or nothing left to charge after credits and gift balance. The orders'
  // moves are lib/orders' (their "from" states are the transition table's).
  const paid = await payOrders(tx, {
    orderIds,
    charged: ofOrders(succeeded).map((r) => r.orderId),
    now,
  });
  const failed = await failOrders(
    tx,
    ofOrders(failedCharges).map((r) => r.orderId),
    now,
  );
  const waiting = await awaitBankConfirmation(
    tx,
    ofOrders(actionCharges).map((r) => r.orderId),
    now,
  );

  // A card that just paid has no problem left (an expiry warning stays until a new card). Typed
  // SQL: Prisma compiles a thousand-id IN list for ~30 ms.
  await k
    .updateTable("PaymentMethod")
    .set({ problem: null, problemSince: null })
    .where(
      "id",
      "=",
      anyText(succeeded.flatMap((r) => (r.paymentMethodId ? [r.paymentMethodId] : []))),
    )
    .where("problem", "in", ["DECLINED", "INSUFFICIENT_FUNDS"])
    .execute();
  await recordPaid(tx, paid, weekStart, now);
  await recordFailed(tx, failedCharges, new Set(failed), weekStart, now);
  await recordWaiting(tx, waiting, weekStart, now);
  // Counted by the rows this call moved: a repeated settle (crash recovery) counts nothing twice.
  chargesTotal.inc({ outcome: "succeeded" }, succeeded.length);
  chargesTotal.inc({ outcome: "failed" }, failedCharges.length);
  chargesTotal.inc({ outcome: "requires_action" }, actionCharges.length);
  return { paid, failed, waiting };
}

/** The charges of an order (every charge settled here has one; the column allows none). */
function ofOrders<C extends { orderId: string | null }>(charges: C[]) {
  return charges.flatMap((c) => (c.orderId === null ? [] : [{ ...c, orderId: c.orderId }]));
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
    // The plan's meals, then one line per add-on at the price it was added at.
    invoices.flatMap(({ order: o, id }) => [
      {
        id: timeOrderedId(),
        invoiceId: id,
        ...mealsLine(o),
      },
      ...o.addOns.map((addOn) => ({
        id: timeOrderedId(),
        invoiceId: id,
        description: `Add-on: ${addOn.name}`,
        quantity: addOn.quantity,
        unitCents: addOn.unitCents,
        totalCents: addOn.quantity * addOn.unitCents,
      })),
    ]),
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

/**
 * The invoice's line for the plan's meals: the meals the frozen subtotal was priced for, which
 * are fewer than the box's size when the chef could not fill it (lib/rollover/plan-orders.ts: a
 * box is charged for what is in it).
 */
function mealsLine(o: PaidOrderRow) {
  // A box resized for its week is not the customer's plan: it is not named as one.
  const plan = o.planId !== o.subscriptionPlanId ? "Meals, this week only" : o.planName;
  const addOns = o.addOns.reduce((sum, a) => sum + a.quantity * a.unitCents, 0);
  const meals =
    o.pricePerMealCents > 0
      ? Math.min(o.mealsCount, Math.round((o.subtotalCents - addOns) / o.pricePerMealCents))
      : o.mealsCount;
  return {
    description:
      meals < o.mealsCount
        ? `${plan}: ${meals} of ${o.mealsCount} meals (the rest could not be filled and are not charged)`
        : `${plan}: ${o.mealsCount} meals`,
    quantity: meals,
    unitCents: o.pricePerMealCents,
    totalCents: meals * o.pricePerMealCents,
  };
}

/** An order as its invoice and the balances need it: totals frozen at lock, the card it paid with. */
interface PaidOrderRow extends Omit<FrozenTotals, "firstOrderPromoCents"> {
  id: string;
  number: string;
  userId: string;
  weekId: string;
  firstName: string;
  planName: string;
  planId: string;
  subscriptionPlanId: string;
  pricePerMealCents: number;
  mealsCount: number;
  /** The card of the order's successful charge (none for a $0 order). */
  card: { brand: string; last4: string } | null;
  addOns: OrderAddOnRow[];
}

function paidOrders(tx: RawTx, orderIds: string[]): Promise<PaidOrderRow[]> {
  return kyselyIn(tx)
    .selectFrom("WeeklyOrder as o")
    .innerJoin("User as u", "u.id", "o.userId")
    .innerJoin("Plan as p", "p.id", "o.planId")
    .innerJoin("Subscription as s", "s.id", "o.subscriptionId")
    .where("o.id", "=", anyText(orderIds))
    .select((eb) => [
      "o.id",
      "o.number",
      "o.userId",
      "o.weekId",
      "u.firstName",
      "p.name as planName",
      "o.planId",
      "s.planId as subscriptionPlanId",
      "p.pricePerMealCents",
      "o.mealsCount",
      "o.subtotalCents",
      "o.discountCents",
      "o.giftCents",
      "o.creditCents",
      "o.taxCents",
      "o.totalCents",
      jsonObjectFrom(
        eb
          .selectFrom("Charge as c")
          .innerJoin("PaymentMethod as pm", "pm.id", "c.paymentMethodId")
          .whereRef("c.orderId", "=", "o.id")
          .where("c.status", "=", "SUCCEEDED")
          .select(["pm.brand", "pm.last4"])
          .limit(1),
      ).as("card"),
      orderAddOnsJson(eb).as("addOns"),
    ])
    .execute();
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
  await kyselyIn(tx)
    .updateTable("User as u")
    .from(
      unnest(
        "v",
        { id: "text", amount: "int" },
        using.map((o) => ({ id: o.userId, amount: o.creditCents })),
      ),
    )
    .set((eb) => ({ balanceCents: eb("u.balanceCents", "+", eb.ref("v.amount")) }))
    .whereRef("u.id", "=", "v.id")
    .execute();
}

/** Gift balances are spent oldest code first. Few customers have one, so one statement each. */
async function debitGiftBalances(tx: RawTx, orders: PaidOrder[], now: Date) {
  for (const order of orders.filter((o) => o.giftCents > 0)) {
    // Each code gives what is left to take after the older codes gave theirs.
    await kyselyIn(tx)
      .with("usable", (db) =>
        db
          .selectFrom("GiftCode")
          .select(["id", "balanceCents", "redeemedAt"])
          .where("redeemedById", "=", order.userId)
          .where("balanceCents", ">", 0)
          .where((eb) => eb.or([eb("expiresAt", "is", null), eb("expiresAt", ">", at(now))]))
          .forUpdate(),
      )
      .with("codes", (db) =>
        db.selectFrom("usable").select((eb) => [
          "id",
          "balanceCents",
          eb(
            eb.fn.sum<number>("balanceCents").over((ob) => ob.orderBy("redeemedAt").orderBy("id")),
            "-",
            eb.ref("balanceCents"),
          ).as("before"),
        ]),
      )
      .updateTable("GiftCode as g")
      .from("codes as c")
      .set((eb) => ({
        balanceCents: eb(
          "g.balanceCents",
          "-",
          eb.fn<number>("LEAST", [
            eb.ref("c.balanceCents"),
            eb(eb.val(order.giftCents), "-", eb.ref("c.before")),
          ]),
        ),
      }))
      .whereRef("g.id", "=", "c.id")
      .where("c.before", "<", order.giftCents)
      .execute();
  }
}

/** A referred customer's first paid order earns their referrer the referral credit, once. */
async function creditReferrers(
  tx: RawTx,
  orders: (PaidOrder & { firstName: string })[],
  now: Date,
) {
  const k = kyselyIn(tx);
  const referred = await k
    .updateTable("Referral")
    .set({ status: "CREDITED", creditedAt: at(now) })
    .where("referredUserId", "=", anyText(orders.map((o) => o.userId)))
    .where("status", "<>", "CREDITED")
    .returning(["id", "referrerId", "referredUserId"])
    .execute();
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
  await k
    .updateTable("User")
    .set((eb) => ({ balanceCents: eb("balanceCents", "-", REFERRAL_CREDIT_CENTS) }))
    .where("id", "=", anyText(referred.map((r) => r.referrerId)))
    .execute();
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
  return kyselyIn(tx)
    .selectFrom("WeeklyOrder as o")
    .innerJoin("User as u", "u.id", "o.userId")
    .select(TOLD)
    .where("o.id", "=", anyText(orderIds))
    .execute();
}

const TOLD = ["o.id", "o.number", "o.userId", "o.totalCents", "u.email", "u.firstName"] as const;

/** The card of an order's latest failed charge, as the payment-problem rules read it. */
interface FailedCard extends ToldOrder {
  failureCode: string | null;
  card: CardFacts | null;
}

async function failedCards(tx: RawTx, orderIds: string[]): Promise<FailedCard[]> {
  // Timestamps are read as UTC by both transactions (lib/db/pg-types.ts, Prisma's adapter).
  const rows = await kyselyIn(tx)
    .selectFrom("WeeklyOrder as o")
    .innerJoin("User as u", "u.id", "o.userId")
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("Charge as ch")
          .select(["ch.failureCode", "ch.paymentMethodId"])
          .whereRef("ch.orderId", "=", "o.id")
          .where("ch.status", "=", "FAILED")
          .orderBy("ch.updatedAt", "desc")
          .limit(1)
          .as("c"),
      (join) => join.onTrue(),
    )
    .leftJoin("PaymentMethod as pm", "pm.id", "c.paymentMethodId")
    .select([
      ...TOLD,
      "c.failureCode",
      "pm.id as cardId",
      "pm.brand",
      "pm.last4",
      "pm.expMonth",
      "pm.expYear",
      "pm.problem",
      "pm.problemSince",
      "pm.createdAt as cardCreatedAt",
    ])
    .where("o.id", "=", anyText(orderIds))
    .execute();
  return rows.map(
    ({ cardId, brand, last4, expMonth, expYear, problem, problemSince, cardCreatedAt, ...o }) => ({
      ...o,
      card:
        cardId === null
          ? null
          : {
              brand: brand ?? "",
              last4: last4 ?? "",
              expMonth: expMonth ?? 0,
              expYear: expYear ?? 0,
              problem,
              problemSince,
              createdAt: cardCreatedAt ?? new Date(0),
            },
    }),
  );
}

/** Flags each failed charge's card; tells the customer once, when their order first fails. */
async function recordFailed(
  tx: RawTx,
  failed: { orderId: string | null; paymentMethodId: string | null; code: string }[],
  newlyFailed: Set<string>,
  weekStart: IsoDate,
  now: Date,
) {
  if (failed.length === 0) return;
  const withCard = failed.filter((f) => f.paymentMethodId);
  await kyselyIn(tx)
    .updateTable("PaymentMethod as pm")
    .from(
      unnest(
        "v",
        { id: "text", problem: '"PaymentProblem"' },
        withCard.map((f) => ({ id: f.paymentMethodId ?? "", problem: cardProblemOf(f.code) })),
      ),
    )
    .set((eb) => ({ problem: eb.ref("v.problem"), problemSince: at(now) }))
    .whereRef("pm.id", "=", "v.id")
    .execute();
  const told = ofOrders(failed).filter((f) => newlyFailed.has(f.orderId));
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
