// The credit ledger, newest first: credit received in green, credit used on orders in plain
// text, with paging when the history is long.
import { cn } from "@/components/ui/cn";
import type { CreditHistoryDto } from "@/lib/credits/credit-history";
import { ledgerAmountLabel } from "@/lib/credits/display";
import { DateTime } from "luxon";
import { ZONE } from "@/lib/clock/labels";

const dateLabel = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toFormat("LLL d, yyyy");

export function CreditHistory({
  data,
  loading,
  onPage,
}: {
  data: CreditHistoryDto;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  if (data.total === 0) {
    return (
      <p className="mt-3 rounded-xl bg-cream-100/70 px-4 py-5 text-sm text-muted">
        No credit yet. Share your referral link below: each friend who joins earns you credit.
      </p>
    );
  }
  const pages = Math.ceil(data.total / data.pageSize);
  return (
    <div className={cn("mt-3 transition-opacity", loading && "opacity-60")} aria-busy={loading}>
      <ul className="divide-y divide-forest-900/8" data-testid="credit-history">
        {data.items.map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-medium text-forest-950">{entry.description}</p>
              <p className="mt-0.5 text-sm text-muted">
                {dateLabel(entry.createdAt)} · {entry.reasonLabel}
                {entry.orderNumber ? ` · order ${entry.orderNumber}` : ""}
              </p>
            </div>
            <span
              className={cn(
                "shrink-0 font-semibold tabular-nums",
                entry.creditCents > 0 ? "text-forest-700" : "text-forest-950",
              )}
            >
              {ledgerAmountLabel(entry.amountCents)}
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="mt-3 flex items-center justify-between text-sm">
          <button
            type="button"
            onClick={() => onPage(data.page - 1)}
            disabled={data.page <= 1}
            className="rounded-full px-3 py-1.5 font-semibold text-forest-800 hover:bg-forest-900/5 disabled:opacity-40"
          >
            Newer
          </button>
          <span className="text-muted">
            Page {data.page} of {pages}
          </span>
          <button
            type="button"
            onClick={() => onPage(data.page + 1)}
            disabled={data.page >= pages}
            className="rounded-full px-3 py-1.5 font-semibold text-forest-800 hover:bg-forest-900/5 disabled:opacity-40"
          >
            Older
          </button>
        </div>
      ) : null}
    </div>
  );
}
