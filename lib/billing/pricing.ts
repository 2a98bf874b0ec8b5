// The one pricing function: every order summary, charge and invoice is computed here, in integer
// cents. Order of application: coupon on the meals, then tax, then gift balance, then credits.
// Add-ons (desserts, drinks...) are priced on top of the plan's meals, at their own price, and no
// coupon reduces them (docs/decisions/add-ons.md).

export interface CouponTerms {
  code: string;
  discountType: "PERCENT" | "AMOUNT";
  percentOff: number | null;
  amountOffCents: number | null;
  duration: "FIRST_ORDER" | "RECURRING";
}

export interface PricingInput {
  mealsPerWeek: number;
  pricePerMealCents: number;
  /** The coupon attached to the subscription, if any. */
  coupon: CouponTerms | null;
  /** True for the customer's first order: FIRST_ORDER coupons apply only then. */
  isFirstOrder: boolean;
  giftBalanceCents: number;
  /** Referral and other credits available, as a positive number. */
  creditBalanceCents: number;
  splitDelivery: boolean;
  /** The week's add-ons: the sum of quantity × unit price (0 without any). */
  addOnsCents?: number;
}

export interface PriceBreakdown {
  /** The meals and the add-ons. */
  subtotalCents: number;
  /** The plan's meals alone (what a coupon applies to). */
  mealsCents: number;
  addOnsCents: number;
  /** A first-order-only coupon's saving. */
  firstOrderPromoCents: number;
  /** A recurring coupon's saving. */
  couponSavingsCents: number;
  splitDeliveryFeeCents: number;
  taxCents: number;
  giftCardSavingsCents: number;
  creditsAppliedCents: number;
  totalCents: number;
  /** Gift balance left after this order. */
  giftCardBalanceCents: number;
}

/** Prepared meals: no sales tax is charged (kept as one constant so a change is one line). */
export const TAX_RATE_PERCENT = 0;
/** The second (Thursday) delivery of a split order is free. */
export const SPLIT_DELIVERY_FEE_CENTS = 0;

export function couponDiscountCents(coupon: CouponTerms, amountCents: number): number {
  const raw =
    coupon.discountType === "PERCENT"
      ? Math.round((amountCents * (coupon.percentOff ?? 0)) / 100)
      : (coupon.amountOffCents ?? 0);
  return Math.max(0, Math.min(raw, amountCents));
}

export function priceOrder(input: PricingInput): PriceBreakdown {
  const mealsCents = input.mealsPerWeek * input.pricePerMealCents;
  const addOnsCents = Math.max(0, input.addOnsCents ?? 0);
  const subtotalCents = mealsCents + addOnsCents;
  const applies =
    input.coupon !== null && (input.coupon.duration === "RECURRING" || input.isFirstOrder);
  const discount = applies && input.coupon ? couponDiscountCents(input.coupon, mealsCents) : 0;
  const firstOrderPromoCents = input.coupon?.duration === "FIRST_ORDER" ? discount : 0;
  const couponSavingsCents = input.coupon?.duration === "RECURRING" ? discount : 0;
  const splitDeliveryFeeCents = input.splitDelivery ? SPLIT_DELIVERY_FEE_CENTS : 0;

  const taxable = subtotalCents - discount + splitDeliveryFeeCents;
  const taxCents = Math.round((taxable * TAX_RATE_PERCENT) / 100);
  let due = taxable + taxCents;

  const giftCardSavingsCents = Math.min(Math.max(0, input.giftBalanceCents), due);
  due -= giftCardSavingsCents;
  const creditsAppliedCents = Math.min(Math.max(0, input.creditBalanceCents), due);
  due -= creditsAppliedCents;

  return {
    subtotalCents,
    mealsCents,
    addOnsCents,
    firstOrderPromoCents,
    couponSavingsCents,
    splitDeliveryFeeCents,
    taxCents,
    giftCardSavingsCents,
    creditsAppliedCents,
    totalCents: due,
    giftCardBalanceCents: Math.max(0, input.giftBalanceCents) - giftCardSavingsCents,
  };
}
