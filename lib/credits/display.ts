// Credit balances are stored Stripe-style (negative = credit owed to the customer); people read
// them the other way round. The one place the sign is flipped. Client-safe.
import { formatCents } from "@/lib/format/money";

/** Stored balance → credit the customer has (positive), or a negative amount they owe. */
export function creditFromBalance(balanceCents: number): number {
  return balanceCents === 0 ? 0 : -balanceCents;
}

/** -2000 → "$20.00 credit"; 0 → "$0.00 credit"; 500 → "$5.00 owed". */
export function creditLabel(balanceCents: number): string {
  const credit = creditFromBalance(balanceCents);
  return credit >= 0 ? `${formatCents(credit)} credit` : `${formatCents(-credit)} owed`;
}

/** A ledger entry as the customer reads it: "+$20.00" for credit received, "−$13.99" for used. */
export function ledgerAmountLabel(amountCents: number): string {
  const credit = creditFromBalance(amountCents);
  return credit >= 0 ? `+${formatCents(credit)}` : `−${formatCents(-credit)}`;
}
