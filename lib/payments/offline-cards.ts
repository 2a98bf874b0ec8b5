// The offline provider's card catalogue: Stripe's test payment-method ids and test card numbers,
// with the same outcomes Stripe gives them. No card number is ever stored: a tokenized card
// becomes an id that carries only brand, last 4 and expiry.
import type { CardProblem } from "./port";

export interface TestCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  /** Refused when saved. */
  attachProblem?: CardProblem;
  /** Saved fine, refused when charged. */
  chargeProblem?: CardProblem;
  /** Saved fine; an off-session charge needs the customer to confirm it (3D Secure). */
  authenticationRequired?: true;
}

export const TEST_CARDS: TestCard[] = [
  { paymentMethodId: "pm_card_visa", brand: "visa", last4: "4242" },
  { paymentMethodId: "pm_card_mastercard", brand: "mastercard", last4: "4444" },
  { paymentMethodId: "pm_card_amex", brand: "amex", last4: "8431" },
  {
    paymentMethodId: "pm_card_chargeDeclined",
    brand: "visa",
    last4: "0002",
    attachProblem: "DECLINED",
  },
  {
    paymentMethodId: "pm_card_chargeDeclinedInsufficientFunds",
    brand: "visa",
    last4: "9995",
    attachProblem: "INSUFFICIENT_FUNDS",
  },
  {
    paymentMethodId: "pm_card_chargeDeclinedExpiredCard",
    brand: "visa",
    last4: "0069",
    attachProblem: "EXPIRED",
  },
  {
    paymentMethodId: "pm_card_chargeCustomerFail",
    brand: "visa",
    last4: "0341",
    chargeProblem: "DECLINED",
  },
  {
    paymentMethodId: "pm_card_authenticationRequired",
    brand: "visa",
    last4: "3184",
    authenticationRequired: true,
  },
];

/** Stripe's test card numbers, mapped to the payment method each one stands for. */
export const TEST_CARD_NUMBERS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "5555555555554444": "pm_card_mastercard",
  "378282246310005": "pm_card_amex",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
  "4000000000000069": "pm_card_chargeDeclinedExpiredCard",
  "4000000000000341": "pm_card_chargeCustomerFail",
  "4000002760003184": "pm_card_authenticationRequired",
};

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "card";
}

const GENERIC = /^pm_offline_([a-z]+)_(\d{4})_(\d{2})(\d{2})$/;

/** Any other valid number becomes a generic id that behaves like pm_card_visa. */
export function genericPaymentMethodId(digits: string, expMonth: number, expYear: number): string {
  const mm = String(expMonth).padStart(2, "0");
  const yy = String(expYear % 100).padStart(2, "0");
  return `pm_offline_${cardBrand(digits)}_${digits.slice(-4)}_${mm}${yy}`;
}

export function findTestCard(paymentMethodId: string): TestCard | null {
  const known = TEST_CARDS.find((card) => card.paymentMethodId === paymentMethodId);
  if (known) return known;
  const match = GENERIC.exec(paymentMethodId);
  if (!match) return null;
  return { paymentMethodId, brand: match[1], last4: match[2] };
}

/** Expiry carried in a generic id; Stripe's named test cards expire years from now. */
export function expiryOf(
  paymentMethodId: string,
  now: Date,
): { expMonth: number; expYear: number } {
  const match = GENERIC.exec(paymentMethodId);
  if (match) return { expMonth: Number(match[3]), expYear: 2000 + Number(match[4]) };
  return { expMonth: 12, expYear: now.getUTCFullYear() + 3 };
}
