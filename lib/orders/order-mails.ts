// The two mails every rollover sends by the thousand, composed when the mail job runs: their job
// names the invoice or the order (a few bytes) instead of carrying the rendered props (~1.3 kB of
// nested JSON each, which was most of the queue's insert cost at 100k orders). The order's part
// is fixed after the deadline (an invoice is issued once, a locked order's dishes do not change);
// the allergens the chef avoided ride in the job, since the customer may change theirs meanwhile.
// Name and address are read when sent, so the mail goes where the customer reads now.
import { fromDateColumn } from "@/lib/clock";
import { db } from "@/lib/db";
import { findInvoice } from "@/lib/invoices/invoices";
import { receiptOf } from "@/lib/invoices/receipt";
import type { ComposedMail, MailRef } from "@/lib/mail/queued-mail";
import { isRatingInviteRef } from "@/lib/ratings/rating-invites";
import { reasonWords, type ChefReason } from "./chef-reasons";
import { composeRatingInvite } from "@/lib/ratings/rating-mail";
import { composeDeliveryMail, isDeliveryMailRef } from "./delivery-mails";
import { appUrl, cardLabel, deliveryLabel, weekLabel } from "@/lib/mail/labels";

/** The chef's-selection mail's job. */
export interface ChefSelectionRef {
  compose: "chef-selection";
  orderId: string;
  /** The allergens the chef's selection avoided (absent when none). */
  avoided?: string[];
  /** Dishes chosen because the customer rated them 4 or 5: their stars, by dish id. */
  rated?: Record<string, number>;
  /** Dishes chosen because the customer chose them before: how many times, by dish id. */
  chosen?: Record<string, number>;
}

/** What a queued rollover mail names. */
export type OrderMailRef = { compose: "order-confirmation"; invoiceId: string } | ChefSelectionRef;

const isOrderMailRef = (ref: MailRef): ref is OrderMailRef =>
  ref.compose === "order-confirmation" || ref.compose === "chef-selection";

/** The mail queue's composer for these mails (the worker passes it to sendQueuedMail). */
export function composeOrderMail(ref: MailRef): Promise<ComposedMail | null> {
  if (isDeliveryMailRef(ref)) return composeDeliveryMail(ref);
  if (isRatingInviteRef(ref)) return composeRatingInvite(ref);
  if (!isOrderMailRef(ref)) throw new Error(`No composer for mail ${ref.compose}`);
  return ref.compose === "order-confirmation"
    ? orderConfirmation(ref.invoiceId)
    : chefSelection(ref);
}

/** An order's money columns, frozen at lock, as its invoice and its mails show them. */
export interface FrozenTotals {
  subtotalCents: number;
  discountCents: number;
  firstOrderPromoCents: number;
  giftCents: number;
  creditCents: number;
  taxCents: number;
  totalCents: number;
}

/** The money lines of an order's receipt and of its pre-charge statement: the meals, each add-on
 * (the subtotal holds both), then what came off. */
export function moneyLines(
  o: Omit<FrozenTotals, "totalCents">,
  addOns: readonly { name: string; quantity: number; unitCents: number }[] = [],
) {
  const addOnLines = addOns.map((a) => ({
    label: `${a.name} × ${a.quantity}`,
    amountCents: a.quantity * a.unitCents,
  }));
  const addOnsTotal = addOnLines.reduce((sum, line) => sum + line.amountCents, 0);
  const lines = [{ label: "Meals", amountCents: o.subtotalCents - addOnsTotal }, ...addOnLines];
  if (o.firstOrderPromoCents > 0)
    lines.push({ label: "First-order promotion", amountCents: -o.firstOrderPromoCents });
  const coupon = o.discountCents - o.firstOrderPromoCents;
  if (coupon > 0) lines.push({ label: "Coupon savings", amountCents: -coupon });
  if (o.taxCents > 0) lines.push({ label: "Tax", amountCents: o.taxCents });
  if (o.giftCents > 0) lines.push({ label: "Gift card", amountCents: -o.giftCents });
  if (o.creditCents > 0) lines.push({ label: "Credits", amountCents: -o.creditCents });
  return lines;
}

/** Why the chef chose (the mail goes on "So our chef picked these…"). */
export function chefReason(chosen: number, mealsCount: number): string {
  return chosen === 0
    ? "You hadn't chosen your meals by the Wednesday 11:59 PM deadline."
    : `You had chosen ${chosen} of your ${mealsCount} meals by the Wednesday 11:59 PM deadline.`;
}

/** "Your order is confirmed", with the receipt PDF (the invoice read serves both). */
async function orderConfirmation(invoiceId: string): Promise<ComposedMail<"order-confirmation">> {
  const invoice = await findInvoice(invoiceId, "system", true);
  if (!invoice.order) throw new Error(`Invoice ${invoiceId} has no order to confirm`);
  const order = invoice.order;
  // What the invoice's read leaves out: the promotion's share of the discount, who chose, and
  // each dish's half (the shared invoice read stays lean for the invoices list).
  const details = await db.weeklyOrder.findUniqueOrThrow({
    where: { id: order.id },
    select: {
      chefSelected: true,
      firstOrderPromoCents: true,
      items: {
        orderBy: { id: "asc" },
        select: { quantity: true, slot: true, dish: { select: { name: true } } },
      },
      addOns: {
        orderBy: { addOn: { name: "asc" } },
        select: { quantity: true, unitCents: true, addOn: { select: { name: true } } },
      },
    },
  });
  const weekStart = fromDateColumn(order.week.startDate);
  const card =
    invoice.cardBrand && invoice.cardLast4
      ? { brand: invoice.cardBrand, last4: invoice.cardLast4 }
      : null;
  const receipt = await receiptOf(invoice);
  return {
    to: invoice.user.email,
    template: "order-confirmation",
    props: {
      firstName: invoice.user.firstName,
      orderNumber: order.number,
      weekLabel: weekLabel(weekStart),
      deliveryLabel: deliveryLabel(
        weekStart,
        order.deliveryDay,
        order.splitDelivery,
        order.deliveryTime,
      ),
      meals: details.items.map((item) => ({
        name: item.dish.name,
        quantity: item.quantity,
        slot: item.slot,
      })),
      lines: moneyLines(
        { ...invoice, firstOrderPromoCents: details.firstOrderPromoCents },
        details.addOns.map((a) => ({ ...a, name: a.addOn.name })),
      ),
      totalCents: invoice.totalCents,
      cardLabel: invoice.totalCents > 0 ? cardLabel(card) : null,
      chefSelected: details.chefSelected,
      receiptUrl: appUrl(`/api/invoices/${invoice.id}/receipt`),
      ordersUrl: appUrl("/customer/orders"),
    },
    attachments: [
      { filename: receipt.filename, content: receipt.pdf, contentType: "application/pdf" },
    ],
  };
}

function whyOf(ref: ChefSelectionRef, dishId: string): ChefReason {
  const stars = ref.rated?.[dishId];
  if (stars !== undefined) return { kind: "rated", stars };
  const times = ref.chosen?.[dishId];
  return times !== undefined ? { kind: "chosen", times } : { kind: "popular" };
}

/** "Our chef chose your meals": the dishes the chef added, and why each. */
async function chefSelection(ref: ChefSelectionRef): Promise<ComposedMail<"chef-selection">> {
  const order = await db.weeklyOrder.findUniqueOrThrow({
    where: { id: ref.orderId },
    select: {
      mealsCount: true,
      allergenShortfall: true,
      week: { select: { startDate: true } },
      user: { select: { email: true, firstName: true } },
      items: {
        select: {
          quantity: true,
          chefQuantity: true,
          slot: true,
          dish: { select: { id: true, name: true } },
        },
        orderBy: [{ slot: "asc" }, { dish: { name: "asc" } }],
      },
    },
  });
  const chosen = order.items.reduce((sum, item) => sum + item.quantity - item.chefQuantity, 0);
  return {
    to: order.user.email,
    template: "chef-selection",
    props: {
      firstName: order.user.firstName,
      weekLabel: weekLabel(fromDateColumn(order.week.startDate)),
      dishes: order.items
        .filter((item) => item.chefQuantity > 0)
        .map((item) => ({
          name: item.dish.name,
          quantity: item.chefQuantity,
          slot: item.slot,
          why: reasonWords(whyOf(ref, item.dish.id)),
        })),
      reason: chefReason(chosen, order.mealsCount),
      excludedAllergens: ref.avoided ?? [],
      shortfall: order.allergenShortfall,
      mealsUrl: appUrl("/customer/meals"),
    },
  };
}
