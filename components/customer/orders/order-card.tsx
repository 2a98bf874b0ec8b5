"use client";
// One past order: week, delivery day and window, plan, meals, total, status, the receipt PDF
// and, on demand, the full breakdown from GET /api/invoices/{invoiceId}; below, its delivery
// problem reports (order-problems.tsx).
import { useState, type ComponentProps } from "react";
import useSWR from "swr";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ChevronDownIcon, TruckIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/components/ui/cn";
import { cardBrandLabel } from "@/lib/format/card-brand";
import { formatCents } from "@/lib/format/money";
import type { InvoiceDetailDto, InvoiceSummaryDto } from "@/lib/invoices/dto";
import { formatDay, formatDeadline } from "@/lib/clock/labels";
import { DownloadIcon } from "@/components/ui/icons";
import { OrderProblems } from "./order-problems";
import { RateBoxButton, RateBoxSection, useRateBox } from "@/components/ratings/rate-box-section";

const STATUS: Record<InvoiceSummaryDto["status"], { label: string; tone: BadgeTone }> = {
  PAID: { label: "Paid", tone: "green" },
  OPEN: { label: "Awaiting payment", tone: "amber" },
  VOID: { label: "Void", tone: "neutral" },
};

export function OrderCard({
  invoice,
  userId,
  problems,
}: {
  invoice: InvoiceSummaryDto;
  userId: string;
  problems: ComponentProps<typeof OrderProblems> | null;
}) {
  const [open, setOpen] = useState(false);
  const rating = useRateBox();
  const ratingId = `invoice-${invoice.id}-ratings`;
  const canRate = Boolean(invoice.orderId && invoice.delivery?.delivered);
  const status = STATUS[invoice.status];
  const title = invoice.week
    ? `Week of ${formatDay(invoice.week.startDate)}`
    : `Invoice ${invoice.number}`;
  const detailsId = `invoice-${invoice.id}-details`;

  return (
    <Card padding="none" className="overflow-hidden" data-testid="order-card">
      <article aria-labelledby={`invoice-${invoice.id}-title`}>
        <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2
                id={`invoice-${invoice.id}-title`}
                className="font-display text-xl font-semibold text-forest-950"
              >
                {title}
              </h2>
              <Badge tone={status.tone}>{status.label}</Badge>
              {invoice.delivery?.delivered ? <Badge tone="green">Delivered</Badge> : null}
            </div>
            <p className="mt-1 text-sm text-muted">
              {invoice.orderNumber ? `Order ${invoice.orderNumber} · ` : ""}Invoice {invoice.number}
            </p>
          </div>
          <div className="flex items-baseline gap-2 sm:flex-col sm:items-end sm:gap-0">
            <span className="text-sm text-muted">Total</span>
            <span
              className="font-display text-2xl font-semibold text-forest-950 tabular-nums"
              data-testid="order-total"
            >
              {formatCents(invoice.totalCents)}
            </span>
          </div>
        </div>

        <dl className="grid gap-4 border-t border-forest-900/8 px-5 py-4 text-sm sm:grid-cols-[13rem_9rem_1fr] sm:px-6">
          <div>
            <dt className="font-medium text-muted">Delivery</dt>
            <dd className="mt-0.5 flex gap-1.5 font-semibold text-forest-950">
              {invoice.delivery ? (
                <>
                  <TruckIcon className="mt-px size-4 text-forest-700" />
                  <span>
                    {invoice.delivery.dateLabel}
                    <span className="block font-normal text-forest-900/80">
                      {invoice.delivery.window}
                    </span>
                    {invoice.delivery.deliveredAt ? (
                      <span className="block font-normal text-forest-900/80">
                        Delivered {formatDeadline(new Date(invoice.delivery.deliveredAt))}
                      </span>
                    ) : null}
                  </span>
                </>
              ) : (
                "Not a delivery"
              )}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-muted">Plan</dt>
            <dd className="mt-0.5 font-semibold text-forest-950">
              {invoice.plan ? invoice.plan.name : "—"}
              {invoice.delivery?.split ? (
                <span className="block font-normal text-forest-900/80">Split delivery</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-muted">
              Meals <span className="font-normal">({invoice.mealsCount})</span>
            </dt>
            <dd className="mt-1">
              <ul className="flex flex-wrap gap-1.5">
                {invoice.meals.map((meal) => (
                  <li
                    key={meal.name}
                    className="rounded-full bg-cream-100 px-2.5 py-1 text-xs font-medium text-forest-900"
                  >
                    {meal.name}
                    {meal.quantity > 1 ? (
                      <span className="ml-1 font-semibold text-forest-700">×{meal.quantity}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>

        <div className="flex flex-wrap items-center gap-3 border-t border-forest-900/8 bg-cream-50/60 px-5 py-3 sm:px-6">
          <a
            href={invoice.receiptUrl}
            download
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-forest-800 px-4 text-sm font-semibold text-cream-50 hover:bg-forest-700"
          >
            <DownloadIcon className="size-4" />
            Download receipt
            <span className="sr-only"> for invoice {invoice.number} (PDF)</span>
          </a>
          <button
            type="button"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls={detailsId}
            className="inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold text-forest-800 hover:bg-forest-900/5"
          >
            {open ? "Hide details" : "Price details"}
            <ChevronDownIcon className={cn("size-4 transition-transform", open && "rotate-180")} />
          </button>
          {canRate ? (
            <RateBoxButton open={rating.open} onToggle={rating.toggle} controls={ratingId} />
          ) : null}
        </div>
        {open ? <InvoiceDetails id={detailsId} invoiceId={invoice.id} /> : null}
        {problems ? <OrderProblems {...problems} /> : null}
        {canRate && rating.open ? (
          <RateBoxSection id={ratingId} userId={userId} orderId={invoice.orderId!} />
        ) : null}
      </article>
    </Card>
  );
}

function InvoiceDetails({ id, invoiceId }: { id: string; invoiceId: string }) {
  const { data, error } = useSWR<InvoiceDetailDto>(
    `/api/invoices/${encodeURIComponent(invoiceId)}`,
  );
  return (
    <div id={id} className="border-t border-forest-900/8 px-5 py-4 sm:px-6">
      {error ? (
        <p className="text-sm text-red-800">
          We couldn&rsquo;t load the details. Please try again.
        </p>
      ) : !data ? (
        <Spinner className="text-forest-700" label="Loading details" />
      ) : (
        <div className="grid gap-6 sm:grid-cols-2">
          <table className="w-full text-sm">
            <caption className="sr-only">Items</caption>
            <thead>
              <tr className="text-left text-xs tracking-wide text-muted uppercase">
                <th className="pb-2 font-semibold">Item</th>
                <th className="pb-2 pl-3 text-right font-semibold">Qty</th>
                <th className="pb-2 pl-4 text-right font-semibold">Amount</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-forest-900/8">
              {data.lines.map((line, i) => (
                <tr key={`${line.description}-${i}`}>
                  <td className="py-1.5 pr-2 text-forest-950">{line.description}</td>
                  <td className="py-1.5 pl-3 text-right tabular-nums">{line.quantity}</td>
                  <td className="py-1.5 pl-4 text-right tabular-nums">
                    {formatCents(line.totalCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="space-y-1.5 self-start rounded-xl bg-cream-100/70 p-4 text-sm">
            <Row label="Subtotal" value={formatCents(data.subtotalCents)} />
            {data.discountCents > 0 ? (
              <Row label="Discounts" value={`−${formatCents(data.discountCents)}`} />
            ) : null}
            {data.giftCents > 0 ? (
              <Row label="Gift card" value={`−${formatCents(data.giftCents)}`} />
            ) : null}
            {data.creditCents > 0 ? (
              <Row label="Credits" value={`−${formatCents(data.creditCents)}`} />
            ) : null}
            {data.taxCents > 0 ? <Row label="Tax" value={formatCents(data.taxCents)} /> : null}
            <div className="flex justify-between border-t border-forest-900/10 pt-2 text-base font-semibold text-forest-950">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatCents(data.totalCents)}</dd>
            </div>
            {data.refundedCents > 0 ? (
              <Row label="Refunded to your card" value={`−${formatCents(data.refundedCents)}`} />
            ) : null}
          </dl>
          {/* Outside the list: a <dl> may hold only its term and value groups (axe). */}
          {data.card ? (
            <p className="-mt-4 text-xs text-muted sm:col-start-2">
              Paid with {cardBrandLabel(data.card.brand)} ending in {data.card.last4}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums text-forest-950">{value}</dd>
    </div>
  );
}
