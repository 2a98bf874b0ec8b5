// GET /api/users/{userId}/credits: the credit balance and the ledger behind it, newest first.
// Trusts its argument: the route decides who may read whose credits.
import { z } from "zod";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { creditFromBalance, creditLabel } from "./display";

export const creditHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type CreditHistoryQuery = z.infer<typeof creditHistoryQuery>;

export const CREDIT_REASON_LABELS = {
  REFERRAL: "Referral",
  ADJUSTMENT: "Adjustment",
  ORDER_PAYMENT: "Used on an order",
  REFUND: "Refund",
} as const;

export interface CreditEntryDto {
  id: string;
  /** Stored sign: negative grants credit, positive uses it up. */
  amountCents: number;
  /** Display sign: positive is credit received, negative is credit used. */
  creditCents: number;
  reason: keyof typeof CREDIT_REASON_LABELS;
  reasonLabel: string;
  description: string;
  orderNumber: string | null;
  createdAt: string;
}

export interface CreditHistoryDto {
  /** Stored sign (Stripe-style): -2000 is $20.00 of credit. */
  balanceCents: number;
  /** Display sign: 2000 is $20.00 of credit. */
  creditCents: number;
  /** "$20.00 credit" */
  label: string;
  items: CreditEntryDto[];
  page: number;
  pageSize: number;
  total: number;
}

export async function creditHistory(
  userId: string,
  { page, pageSize }: CreditHistoryQuery,
): Promise<CreditHistoryDto> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { balanceCents: true } });
  if (!user) throw notFound("User");
  const where = { userId };
  const [total, rows] = await Promise.all([
    db.creditLedgerEntry.count({ where }),
    db.creditLedgerEntry.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      include: { order: { select: { number: true } } },
    }),
  ]);
  return {
    balanceCents: user.balanceCents,
    creditCents: creditFromBalance(user.balanceCents),
    label: creditLabel(user.balanceCents),
    items: rows.map((row) => ({
      id: row.id,
      amountCents: row.amountCents,
      creditCents: creditFromBalance(row.amountCents),
      reason: row.reason,
      reasonLabel: CREDIT_REASON_LABELS[row.reason],
      description: row.description,
      orderNumber: row.order?.number ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    pageSize,
    total,
  };
}
