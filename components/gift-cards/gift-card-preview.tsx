// A picture of the gift card as it is being filled in (and on its own page once bought).
import { GiftIcon } from "@/components/ui/icons";
import { Logo } from "@/components/ui/logo";
import { formatCents } from "@/lib/format/money";

export function GiftCardPreview({
  cents,
  recipientName,
}: {
  cents: number | null;
  recipientName: string | undefined;
}) {
  return (
    <div className="relative overflow-hidden rounded-3xl bg-forest-900 p-6 text-cream-50 shadow-lg">
      <div
        aria-hidden="true"
        className="absolute -top-10 -right-10 size-40 rounded-full bg-terracotta-500/30"
      />
      <div className="relative flex items-center justify-between">
        <Logo tone="light" />
        <GiftIcon className="size-6 text-cream-200" />
      </div>
      <p className="relative mt-10 text-sm font-semibold tracking-[0.14em] text-cream-200 uppercase">
        Gift card
      </p>
      <p className="relative font-display text-5xl font-semibold tabular-nums">
        {cents ? formatCents(cents).replace(/\.00$/, "") : "$—"}
      </p>
      <p className="relative mt-4 truncate text-cream-100">
        {recipientName?.trim() ? `For ${recipientName.trim()}` : "For someone who loves good food"}
      </p>
    </div>
  );
}
