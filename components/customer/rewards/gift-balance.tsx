// The gift card balance beside the credit balance (home and Rewards). Issue 27: a redeemed gift
// card was shown nowhere, so "$0.00 credit" read as if it were gone.
import { cn } from "@/components/ui/cn";
import { formatCents } from "@/lib/format/money";

export function GiftBalance({ cents, className }: { cents: number; className?: string }) {
  return (
    <div
      className={cn("rounded-xl bg-cream-50 px-4 py-3 ring-1 ring-forest-900/8", className)}
      data-testid="gift-balance"
    >
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-semibold text-forest-950">Gift card balance</span>
        <span className="font-semibold text-forest-950 tabular-nums">{formatCents(cents)}</span>
      </p>
      <p className="mt-0.5 text-sm text-muted">
        {cents > 0
          ? "Comes off your next order at its deadline, before credit and your card."
          : "A gift code you redeem shows up here."}
      </p>
    </div>
  );
}
