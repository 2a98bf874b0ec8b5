// Response schema of GET /api/users/{userId}/credits (the Rewards tab), typed against its DTOs.
import { z } from "zod";
import { CREDIT_REASON_LABELS, type CreditHistoryDto } from "@/lib/credits/credit-history";
import type { ReferralDto } from "@/lib/referrals/referral-summary";
import { instant } from "./common";

type Reason = keyof typeof CREDIT_REASON_LABELS;
const reasons = Object.keys(CREDIT_REASON_LABELS) as [Reason, ...Reason[]];

const referralSchema: z.ZodType<ReferralDto> = z.object({
  code: z.string(),
  link: z.url(),
  creditPerReferralCents: z.number().int(),
  friendsJoined: z.number().int(),
  friendsCredited: z.number().int(),
});

export const creditsSchema: z.ZodType<
  CreditHistoryDto & { giftBalanceCents: number; referral: ReferralDto }
> = z
  .object({
    balanceCents: z.number().int().meta({ description: "Stored sign: -2000 is $20.00 of credit." }),
    creditCents: z.number().int().meta({ description: "Display sign: 2000 is $20.00 of credit." }),
    label: z.string(),
    items: z.array(
      z.object({
        id: z.string(),
        amountCents: z.number().int(),
        creditCents: z.number().int(),
        reason: z.enum(reasons),
        reasonLabel: z.string(),
        description: z.string(),
        orderNumber: z.string().nullable(),
        createdAt: instant,
      }),
    ),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    giftBalanceCents: z
      .number()
      .int()
      .meta({ description: "Gift card balance left to spend (redeemed codes not expired)." }),
    referral: referralSchema,
  })
  .meta({ id: "Credits" });
