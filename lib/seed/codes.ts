// Promotion codes for the demo: coupons in each state checkout must handle, and gift codes.

export interface CouponSeed {
  code: string;
  description: string;
  discountType: "PERCENT" | "AMOUNT";
  percentOff?: number;
  amountOffCents?: number;
  duration: "FIRST_ORDER" | "RECURRING";
  /** Expired this many days before the seed's "now" (the demo's expired code stays expired). */
  expiredDaysAgo?: number;
  maxRedemptions?: number;
  /** Only for a code whose use count is part of the demo (the used-up one). */
  timesRedeemed?: number;
}

export const COUPONS: CouponSeed[] = [
  {
    code: "WELCOME50",
    description: "50% off your first order",
    discountType: "PERCENT",
    percentOff: 50,
    duration: "FIRST_ORDER",
  },
  {
    code: "SAVE10",
    description: "$10 off every weekly order",
    discountType: "AMOUNT",
    amountOffCents: 1000,
    duration: "RECURRING",
  },
  {
    code: "EXPIRED20",
    description: "20% off your first order (last season's promotion)",
    discountType: "PERCENT",
    percentOff: 20,
    duration: "FIRST_ORDER",
    expiredDaysAgo: 90,
  },
  {
    code: "RAPTORS25",
    description: "25% off your first order (first 100 fans only)",
    discountType: "PERCENT",
    percentOff: 25,
    duration: "FIRST_ORDER",
    maxRedemptions: 100,
    timesRedeemed: 100,
  },
];

export interface GiftCodeSeed {
  code: string;
  initialCents: number;
  balanceCents: number;
  purchaserEmail: string;
  /** Email of the demo account that redeemed it (a partly used card). */
  redeemedByEmail?: string;
}

export const GIFT_CODES: GiftCodeSeed[] = [
  {
    code: "GIFT-50-DEMO",
    initialCents: 5000,
    balanceCents: 5000,
    purchaserEmail: "gifts@example.com",
  },
  {
    code: "GIFT-100-PART",
    initialCents: 10000,
    balanceCents: 3500,
    purchaserEmail: "gifts@example.com",
    redeemedByEmail: "customer@example.com",
  },
];
