// One delivery week at a glance: orders by state, meals per dish (held and unpaid boxes counted
// apart), revenue, failed payments, and for a locked week whether it is closed.
import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { WeekCloseLine } from "@/components/admin/week-close-line";
import type { WeekGlance } from "@/lib/admin/dashboard";
import { formatCents } from "@/lib/format/money";
import type { OrderStatus } from "@/lib/orders/transitions";

// Every state an order can be in, in the order a week moves through them (boxes waiting for the
// bank were left out before: issue 38).
const STATE_LABELS: Record<OrderStatus, string> = {
  OPEN: "Open",
  SKIPPED: "Skipped",
  LOCKED: "Locked",
  PAID: "Paid",
  REQUIRES_ACTION: "Waiting for the bank",
  PAYMENT_FAILED: "Payment failed",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
};
const STATES = Object.keys(STATE_LABELS) as OrderStatus[];
const label = (state: OrderStatus) => STATE_LABELS[state];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "8 meals in 1 held box · 6 meals in 1 box not paid", or null when nothing is apart. */
function apartWords({ held, unpaid }: WeekGlance["apart"]): string | null {
  const parts = [
    held.boxes > 0
      ? `${count(held.meals, "meal", "meals")} in ${count(held.boxes, "held box", "held boxes")}`
      : null,
    unpaid.boxes > 0
      ? `${count(unpaid.meals, "meal", "meals")} in ${count(unpaid.boxes, "box", "boxes")} not paid`
      : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

export function WeekGlanceCard({
  title,
  week,
  children,
}: {
  title: string;
  week: WeekGlance;
  children?: ReactNode;
}) {
  const apart = apartWords(week.apart);
  const day = new Date(`${week.weekStart}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  const headingId = `glance-${title.toLowerCase().replace(/\W+/g, "-")}-${week.weekStart}`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-forest-950">
          {title} <span className="font-normal text-stone-600">· week of {day}</span>
        </h2>
        {week.failedPayments > 0 ? (
          <Link
            href="/admin/users?payment=failed"
            className="rounded-full focus-visible:ring-2 focus-visible:ring-forest-700 focus-visible:outline-none"
          >
            <Badge tone="red">
              {week.failedPayments} failed {week.failedPayments === 1 ? "payment" : "payments"}{" "}
              waiting <span aria-hidden="true">→</span>
            </Badge>
          </Link>
        ) : null}
      </div>
      {week.close ? <WeekCloseLine close={week.close} className="mt-3" /> : null}
      <dl className="mt-4 grid grid-cols-3 gap-x-4 gap-y-3">
        <div>
          <dt className="text-xs font-semibold text-stone-600">Meals</dt>
          <dd className="font-display text-xl font-semibold text-forest-950 tabular-nums sm:text-2xl">
            {week.meals}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-stone-600">Charged</dt>
          <dd className="font-display text-xl font-semibold text-forest-950 tabular-nums sm:text-2xl">
            {formatCents(week.chargedCents)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-stone-600">Refunded</dt>
          <dd className="font-display text-xl font-semibold text-forest-950 tabular-nums sm:text-2xl">
            {formatCents(week.refundedCents)}
          </dd>
        </div>
      </dl>
      {apart ? (
        <p className="mt-2 text-sm text-stone-700">
          Not in these counts: <span className="font-semibold text-forest-950">{apart}</span>
        </p>
      ) : null}
      <h3 className="mt-5 text-sm font-semibold text-forest-950">Orders by state</h3>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {STATES.filter((s) => week.ordersByStatus[s]).map((s) => (
          <li key={s} className="rounded-full bg-stone-100 px-3 py-1 text-stone-800">
            {label(s)}: <span className="font-semibold">{week.ordersByStatus[s]}</span>
          </li>
        ))}
        {Object.keys(week.ordersByStatus).length === 0 ? (
          <li className="text-stone-600">No orders yet.</li>
        ) : null}
      </ul>
      <h3 className="mt-5 text-sm font-semibold text-forest-950">Meals per dish</h3>
      {week.mealsPerDish.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No meals chosen yet.</p>
      ) : (
        // Every dish, no inner scroll: a scrolling box hid its last rows (a week has ~20 dishes).
        <ul
          aria-label={`Meals per dish, week of ${day}`}
          className="mt-2 divide-y divide-stone-100 text-sm"
        >
          {week.mealsPerDish.map((d) => (
            <li key={d.dish} className="flex justify-between gap-3 py-1.5">
              <span className="text-stone-800">{d.dish}</span>
              <span className="font-semibold text-forest-950 tabular-nums">{d.meals}</span>
            </li>
          ))}
        </ul>
      )}
      {children}
    </Card>
  );
}
