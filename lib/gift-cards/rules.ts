// The gift card's rules that both the form and the server read (browser-safe: no luxon, no db).

export const GIFT_CARD_MIN_CENTS = 2500;
export const GIFT_CARD_MAX_CENTS = 50000;
/** The amounts the form offers as buttons; any whole-dollar amount in range may be typed. */
export const GIFT_CARD_PRESETS_CENTS = [2500, 5000, 10000, 20000] as const;
/** How far ahead a delivery day may be chosen. */
export const DELIVERY_DAYS_AHEAD = 365;
/** The hour (Toronto) the recipient's mail goes out on the chosen day. */
export const DELIVERY_HOUR = 8;
export const MESSAGE_MAX = 500;

export const GIFT_CARD_MESSAGES = {
  amount: "Choose a whole-dollar amount from $25 to $500.",
  recipientName: "Enter the recipient's name.",
  recipientEmail: "Enter the recipient's email address.",
  buyerName: "Enter your name.",
  buyerEmail: "Enter your email address.",
  message: `Keep the message under ${MESSAGE_MAX} characters.`,
  deliverOn: "Choose a delivery date from today to a year from now.",
} as const;

export const GIFT_CARD_STATES = [
  "PENDING",
  "CHARGING",
  "REQUIRES_ACTION",
  "PAID",
  "FAILED",
  "REFUNDING",
  "REFUNDED",
] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

/** How a card's state reads to its buyer and to an admin. */
export function giftCardStateLabel(card: {
  status: GiftCardState;
  sentAt: string | null;
  redeemed: boolean;
}): string {
  switch (card.status) {
    case "PENDING":
    case "CHARGING":
      return "Payment in progress";
    case "REQUIRES_ACTION":
      return "Waiting for your bank";
    case "FAILED":
      return "Payment failed";
    case "REFUNDING":
      return "Refund in progress";
    case "REFUNDED":
      return "Refunded";
    case "PAID":
      if (card.redeemed) return "Redeemed";
      return card.sentAt ? "Delivered" : "Scheduled";
  }
}
