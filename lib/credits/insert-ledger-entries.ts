// Credit ledger rows written in bulk (the rollover debits or grants credit for many customers).
import { timeOrderedId } from "@/lib/db/ids";
import type { CreditReason } from "@/generated/prisma/client";
import type { RawTx } from "@/lib/db/raw-tx";
import { insertRows } from "@/lib/db/insert-rows";

export interface NewLedgerEntry {
  userId: string;
  /** Stripe-style: negative grants credit, positive uses it up. */
  amountCents: number;
  reason: CreditReason;
  description: string;
  orderId: string | null;
  referralId: string | null;
  createdAt: Date;
}

export async function insertLedgerEntries(tx: RawTx, rows: readonly NewLedgerEntry[]) {
  return insertRows(
    tx,
    "CreditLedgerEntry",
    {
      id: "text",
      userId: "text",
      amountCents: "int",
      reason: '"CreditReason"',
      description: "text",
      orderId: "text",
      referralId: "text",
      createdAt: "timestamp(3)",
    },
    rows.map((row) => ({ ...row, id: timeOrderedId() })),
  );
}
