// The props of the rollover's mail templates, and what every template returns. The rollover
// (lib/) builds these objects, so names and fields are a contract: change both sides together.

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
export interface MoneyLine {
  label: string;
  amountCents: number; // discounts/credits are negative amounts
}
export interface MealLine {
  name: string;
  quantity: number;
  slot: "SINGLE" | "MONDAY" | "THURSDAY";
  /** Why the chef chose it, e.g. "you rated it 5 stars" (the chef's selection mail only). */
  why?: string;
}

export interface OrderConfirmationProps {
  firstName: string;
  orderNumber: string;
  weekLabel: string; // e.g. "the week of Nov 30"
  deliveryLabel: string; // e.g. "Monday, Nov 30, 4–8 PM" (or both days for split)
  meals: MealLine[];
  lines: MoneyLine[];
  totalCents: number;
  cardLabel: string | null; // e.g. "Visa •••• 4242"; null when nothing was charged to a card
  chefSelected: boolean;
  receiptUrl: string;
  ordersUrl: string;
}
export interface ChefSelectionProps {
  firstName: string;
  weekLabel: string;
  dishes: MealLine[];
  reason: string; // why, e.g. "You hadn't chosen your meals by the Wednesday 11:59 PM deadline."
  excludedAllergens: string[]; // shown as "We left out anything containing: …" when non-empty
  shortfall: number; // meals we could NOT fill without an excluded allergen (0 = none); when > 0 say the kitchen will contact them
  mealsUrl: string;
}
export interface PaymentFailedProps {
  firstName: string;
  orderNumber: string;
  weekLabel: string;
  amountCents: number;
  message: string; // the post-deadline payment-problem message, shown as given
  updateCardUrl: string;
}
export interface OrderRefundedProps {
  firstName: string;
  orderNumber: string;
  amountCents: number;
  /** All refunded on the order so far, this refund included. */
  refundedTotalCents: number;
  cardLabel: string | null; // e.g. "Visa •••• 4242"
  ordersUrl: string;
}
export interface DeadlineReminderProps {
  firstName: string;
  weekLabel: string;
  deadlineLabel: string; // e.g. "Wednesday, Nov 25 at 11:59 PM"
  mealsChosen: number;
  mealsNeeded: number;
  mealsUrl: string;
}
export interface PreChargeStatementProps {
  firstName: string;
  weekLabel: string;
  chargeAtLabel: string; // when the card is charged
  lines: MoneyLine[];
  totalCents: number;
  cardLabel: string | null;
  mealsUrl: string;
}
export interface RolloverSummaryProps {
  weekLabel: string;
  ranAtLabel: string;
  counts: {
    created: number;
    locked: number;
    filled: number;
    charged: number;
    paid: number;
    failed: number;
    /** Waiting for the customer to confirm the payment with their bank. */
    waiting: number;
    zeroTotal: number;
    delivered: number;
    resumed: number;
  };
  amounts: { paidCents: number; failedCents: number; waitingCents: number };
  failures: { orderNumber: string; customerEmail: string; amountCents: number; problem: string }[];
  allergenShortfalls: {
    orderNumber: string;
    customerEmail: string;
    missingMeals: number;
    allergens: string[];
  }[];
  /** Boxes locked without a delivery address. */
  withoutAddress: { orderNumber: string; customerEmail: string }[];
  /** Boxes holding a capped dish beyond its cap (those portions are not charged). */
  overCap: { orderNumber: string; customerEmail: string; dish: string; beyond: number }[];
  adminUrl: string;
}
/** A payment notice: confirm a payment, a card expiring, a plan put on hold or back on. */
export interface PaymentNoticeProps {
  firstName: string;
  subject: string;
  heading: string;
  /** Paragraphs, in order. */
  paragraphs: string[];
  /** The payment-problem message, shown highlighted as given. */
  message?: string;
  actionLabel: string;
  actionUrl: string;
}
/** "Your box is on its way": sent to each paid stop when the day's deliveries start. */
export interface BoxOnItsWayProps {
  firstName: string;
  orderNumber: string;
  dayLabel: string; // e.g. "Monday, December 7"
  windowLabel: string; // e.g. "4:00 PM – 8:00 PM"
  meals: MealLine[]; // this day's box only
  addressLine: string | null;
  ordersUrl: string;
}
/** "Delivered": sent when whoever delivered marks the stop, with the time in Toronto. */
export interface RateYourBoxProps {
  firstName: string;
  orderNumber: string;
  weekLabel: string; // "the week of Monday, December 7"
  dishes: string[]; // each dish once, by name
  rateUrl: string; // the signed link (no sign-in needed)
  linkDays: number; // how long the link works
}
export interface BoxDeliveredProps {
  firstName: string;
  orderNumber: string;
  deliveredAtLabel: string; // e.g. "Monday, December 7 at 6:42 PM"
  mealsCount: number;
  ordersUrl: string;
}
export interface WelcomeProps {
  firstName: string;
  planName: string; // "8 meals a week"
  orderNumber: string;
  weekLabel: string;
  deliveryLabel: string;
  meals: MealLine[];
  lines: MoneyLine[]; // the first box's price as it stands, from the one pricing function
  totalCents: number;
  chargeLabel: string; // when the card is charged, e.g. "Wednesday, November 25 at 11:59 PM"
  mealsUrl: string;
}
export interface PasswordChangedProps {
  firstName: string;
  changedAtLabel: string; // "November 21, 2026 at 3:04 PM" (Toronto)
  supportEmail: string;
  resetUrl: string;
}
export interface PlanCancelledProps {
  firstName: string;
  planName: string;
  /** Weeks already locked that are still delivered (and charged), e.g. "the week of Nov 30". */
  stillDelivered: string[];
  giftBalanceCents: number;
  creditCents: number;
  restartUrl: string;
}
export interface DeliveryProblemProps {
  firstName: string;
  orderNumber: string;
  /** "Missing dish: Miso salmon" */
  problemLabel: string;
  /** credited at once, waiting for a person, or decided by one. */
  outcome: "credited" | "reviewing" | "approved" | "denied";
  amountCents: number;
  /** The admin's words with a decision. */
  note: string | null;
  ordersUrl: string;
}

/** A box reported not delivered that the kitchen manager credited (lib/deliveries/decide-stop). */
export interface MissedBoxCreditedProps {
  firstName: string;
  orderNumber: string;
  /** The delivery day: "Monday, December 7". */
  dateLabel: string;
  amountCents: number;
  ordersUrl: string;
}

export interface BoxComingAgainProps {
  firstName: string;
  orderNumber: string;
  /** The delivery day the box missed: "Monday, December 7". */
  dateLabel: string;
  ordersUrl: string;
}

/** The recipient's gift card, mailed on the morning the buyer chose. */
export interface GiftCardProps {
  recipientName: string;
  buyerName: string;
  amountCents: number;
  message: string;
  code: string;
  redeemUrl: string;
}
/** The buyer's receipt, with the link to the card's state. */
export interface GiftCardReceiptProps {
  buyerName: string;
  recipientName: string;
  recipientEmail: string;
  amountCents: number;
  deliverOnLabel: string; // e.g. "Monday, November 30"
  statusUrl: string;
}
/** The buyer's notice that an admin refunded their unredeemed gift card. */
export interface GiftCardRefundedProps {
  buyerName: string;
  recipientName: string;
  amountCents: number;
  statusUrl: string;
}
