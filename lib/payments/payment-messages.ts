// What the customer home says about a card problem (spec §4): one message before the week's
// order deadline (there is still time to fix it) and one after it (the charge is due or has
// failed). One table, so the wording is reviewed in one place.

export const PAYMENT_PROBLEMS = [
  "EXPIRING_SOON",
  "INSUFFICIENT_FUNDS",
  "DECLINED",
  "EXPIRED",
] as const;
export type PaymentProblem = (typeof PAYMENT_PROBLEMS)[number];

export const PAYMENT_PHASES = ["PRE_DEADLINE", "POST_DEADLINE"] as const;
export type PaymentPhase = (typeof PAYMENT_PHASES)[number];

/** The facts a message names. Dates and times are already written out in Toronto time. */
export interface PaymentMessageContext {
  /** "Visa" */
  brand: string;
  last4: string;
  /** "12/2026" */
  expiry: string;
  /** "Wednesday, November 25 at 11:59 PM" */
  deadline: string;
  /** The delivery week concerned: "Monday, November 30" */
  week: string;
  /** When an unresolved problem puts the plan on hold: "Sunday, November 29" */
  holdDate: string;
}

export interface PaymentMessage {
  title: string;
  body: string;
  /** The button that fixes it. */
  action: string;
}

type Template = { title: string; body: (c: PaymentMessageContext) => string; action: string };

const UPDATE = "Update payment method";

export const PAYMENT_MESSAGES: Record<PaymentProblem, Record<PaymentPhase, Template>> = {
  EXPIRING_SOON: {
    PRE_DEADLINE: {
      title: "Your card expires soon",
      body: (c) =>
        `The ${c.brand} card ending in ${c.last4} expires at the end of ${c.expiry}. ` +
        `To keep your deliveries coming without a hitch, add a new card before ${c.deadline} (Toronto time).`,
      action: UPDATE,
    },
    POST_DEADLINE: {
      title: "Your card expires soon",
      body: (c) =>
        `Your order for the week of ${c.week} is on the ${c.brand} card ending in ${c.last4}, ` +
        `which expires at the end of ${c.expiry}. Please add a new card before your next order ` +
        `deadline so future weeks go through smoothly.`,
      action: UPDATE,
    },
  },
  INSUFFICIENT_FUNDS: {
    PRE_DEADLINE: {
      title: "Your last payment didn't go through",
      body: (c) =>
        `Your bank declined the ${c.brand} card ending in ${c.last4} for insufficient funds. ` +
        `We'll charge your order for the week of ${c.week} on ${c.deadline} (Toronto time): ` +
        `please make sure the funds are there, or use a different card before then.`,
      action: UPDATE,
    },
    POST_DEADLINE: {
      title: "We couldn't charge your card",
      body: (c) =>
        `Your bank reported insufficient funds on the ${c.brand} card ending in ${c.last4}, so ` +
        `your order for the week of ${c.week} isn't paid yet. Update your card by ${c.holdDate} ` +
        `and we'll try again right away. After that, we'll put your plan on hold and cancel ` +
        `this week's order: you won't be charged for it.`,
      action: UPDATE,
    },
  },
  DECLINED: {
    PRE_DEADLINE: {
      title: "Your card was declined",
      body: (c) =>
        `Your bank declined the ${c.brand} card ending in ${c.last4}. Please update your ` +
        `payment method before ${c.deadline} (Toronto time) so we can cook your meals for the ` +
        `week of ${c.week}.`,
      action: UPDATE,
    },
    POST_DEADLINE: {
      title: "Your payment was declined",
      body: (c) =>
        `We couldn't charge the ${c.brand} card ending in ${c.last4} for the week of ${c.week}. ` +
        `Update your payment method by ${c.holdDate} to keep your delivery. After that, we'll ` +
        `put your plan on hold and cancel this week's order: you won't be charged for it.`,
      action: UPDATE,
    },
  },
  EXPIRED: {
    PRE_DEADLINE: {
      title: "Your card has expired",
      body: (c) =>
        `The ${c.brand} card ending in ${c.last4} expired at the end of ${c.expiry}. Add a new ` +
        `card before ${c.deadline} (Toronto time) so we can charge your order for the week of ${c.week}.`,
      action: UPDATE,
    },
    POST_DEADLINE: {
      title: "Your card has expired",
      body: (c) =>
        `We couldn't charge your order for the week of ${c.week} because the ${c.brand} card ` +
        `ending in ${c.last4} has expired. Add a new card by ${c.holdDate} to keep your ` +
        `delivery. After that, we'll put your plan on hold and cancel this week's order: you ` +
        `won't be charged for it.`,
      action: UPDATE,
    },
  },
};

export function paymentMessage(
  problem: PaymentProblem,
  phase: PaymentPhase,
  context: PaymentMessageContext,
): PaymentMessage {
  const template = PAYMENT_MESSAGES[problem][phase];
  return { title: template.title, body: template.body(context), action: template.action };
}
