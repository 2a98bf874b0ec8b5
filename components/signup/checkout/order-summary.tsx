"use client";
// The order summary beside the checkout form. Every amount comes from the server: the plan's
// weekly price before the account exists, GET /api/users/{userId}/order-summary after.
import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { formatDay, formatDeadline } from "@/lib/clock/labels";
import { deliveryDate, windowLabel } from "@/lib/delivery-schedule/delivery-days";
import { formatCents } from "@/lib/format/money";
import type { OrderSummary as Quote } from "@/lib/signup/api-types";
import { countMeals } from "@/lib/signup/cart";
import { estimateSummary } from "@/lib/signup/estimate-summary";
import type { FunnelState } from "@/lib/signup/funnel-state";

function Row({
  label,
  children,
  strong,
  tone,
  words,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  tone?: "saving";
  /** A value in words (a date), which wraps instead of pushing over its label (issue 38). */
  words?: boolean;
}) {
  return (
    <div
      className={cn("flex items-baseline justify-between gap-4 py-1.5", strong && "pt-3 text-base")}
    >
      {/* The label wraps, never the amount: "−$51.96" stays on one line at 375 px (issue 27). */}
      <dt
        className={cn(
          words ? "shrink-0" : "min-w-0",
          strong ? "font-semibold text-forest-950" : "text-forest-900/75",
        )}
      >
        {label}
      </dt>
      <dd
        className={cn(
          words ? "min-w-0 text-right" : "shrink-0 text-right whitespace-nowrap tabular-nums",
          strong
            ? "font-display text-2xl font-semibold text-forest-950"
            : "font-medium text-forest-950",
          tone === "saving" && "text-forest-700",
        )}
      >
        {children}
      </dd>
    </div>
  );
}

export function deliveryDateText(state: FunnelState): string {
  const first = state.firstDelivery;
  if (!first) return "";
  const window = windowLabel(state.deliveryTime);
  if (state.splitDelivery) {
    const monday = formatDay(deliveryDate(first.weekStart, "MONDAY"));
    const thursday = formatDay(deliveryDate(first.weekStart, "THURSDAY"));
    return `${monday} and ${thursday}${window ? `, ${window}` : ""}`;
  }
  return `${first.deliveryDateLabel}${window ? `, ${window}` : ""}`;
}

export function OrderSummary({
  state,
  quote,
  quoteLoading,
  children,
}: {
  state: FunnelState;
  /** The server's summary once the account exists. */
  quote?: Quote;
  quoteLoading?: boolean;
  children?: ReactNode;
}) {
  const plan = state.plan!;
  const first = state.firstDelivery!;
  const meals = countMeals(state.cart);
  // Before the account exists the codes are priced here with the same function as the server.
  const priced = quote ?? (state.codes.length > 0 ? estimateSummary(state) : null);

  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/8 sm:p-6"
    >
      <h2 id="summary-title" className="font-display text-2xl font-semibold text-forest-950">
        Order summary
      </h2>
      {/* Each group is its own <dl> of rows (a <div> per dt/dd pair), as HTML allows. */}
      <div
        className="mt-4 divide-y divide-forest-900/8 text-sm"
        aria-busy={quoteLoading || undefined}
      >
        <dl className="pb-2">
          <Row label="Delivery date" words>
            {deliveryDateText(state)}
          </Row>
          <Row label="Meals per week">{quote?.mealsPerWeek ?? plan.mealsPerWeek}</Row>
          <Row label="Split delivery" words>
            {state.splitDelivery ? "Monday and Thursday · Free" : "No"}
          </Row>
        </dl>
        {priced ? (
          <dl className="py-2">
            <Row label={`${priced.mealsPerWeek} meals × ${formatCents(priced.pricePerMealCents)}`}>
              {formatCents(priced.subtotalCents)}
            </Row>
            {priced.firstOrderPromoCents > 0 ? (
              <Row
                label={`First-order promo${priced.couponCode ? ` (${priced.couponCode})` : ""}`}
                tone="saving"
              >
                −{formatCents(priced.firstOrderPromoCents)}
              </Row>
            ) : null}
            {priced.couponSavingsCents > 0 ? (
              <Row
                label={`Coupon savings${priced.couponCode ? ` (${priced.couponCode})` : ""}`}
                tone="saving"
              >
                −{formatCents(priced.couponSavingsCents)}
              </Row>
            ) : null}
            {priced.splitDeliveryFeeCents > 0 ? (
              <Row label="Split delivery" words>
                {formatCents(priced.splitDeliveryFeeCents)}
              </Row>
            ) : null}
            {priced.taxCents > 0 ? <Row label="Tax">{formatCents(priced.taxCents)}</Row> : null}
            {priced.giftCardSavingsCents > 0 ? (
              <Row label="Gift card savings" tone="saving">
                −{formatCents(priced.giftCardSavingsCents)}
              </Row>
            ) : null}
            {priced.creditsAppliedCents > 0 ? (
              <Row label="Credits" tone="saving">
                −{formatCents(priced.creditsAppliedCents)}
              </Row>
            ) : null}
            <Row label="Order total" strong>
              {formatCents(priced.totalCents)}
            </Row>
            {priced.giftCardBalanceCents > 0 ? (
              <Row label="Gift card balance left">{formatCents(priced.giftCardBalanceCents)}</Row>
            ) : null}
          </dl>
        ) : (
          <dl className="py-2">
            <Row label={`${plan.mealsPerWeek} meals × ${formatCents(plan.pricePerMealCents)}`}>
              {formatCents(plan.pricePerWeekCents)}
            </Row>
            <Row label="Weekly plan price" strong>
              {formatCents(plan.pricePerWeekCents)}
            </Row>
          </dl>
        )}
      </div>
      <details className="group mt-3 border-t border-forest-900/8 pt-3">
        <summary className="flex items-center justify-between rounded-md py-1 text-sm font-semibold text-forest-800">
          Your meals ({meals})
          <span className="text-xs font-medium text-muted group-open:hidden">Show</span>
          <span className="hidden text-xs font-medium text-muted group-open:inline">Hide</span>
        </summary>
        <ul className="mt-2 space-y-1.5 text-sm">
          {state.cart.map((item) => (
            <li key={`${item.dishId}:${item.slot}`} className="flex justify-between gap-3">
              <span className="text-forest-900">
                {item.name}
                {item.slot !== "SINGLE" ? (
                  <span className="text-muted">
                    {" "}
                    · {item.slot === "MONDAY" ? "Monday" : "Thursday"}
                  </span>
                ) : null}
              </span>
              <span className="font-medium tabular-nums">× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <Link
          href="/signup/meal-selection"
          className="mt-2 inline-block text-sm font-semibold text-terracotta-700 underline underline-offset-2"
        >
          Change meals
        </Link>
      </details>
      <p className="mt-3 text-sm leading-6 text-muted">
        You won&rsquo;t be charged today. Your card is charged on{" "}
        {formatDeadline(new Date(first.orderDeadline))} (Toronto time), the order deadline for this
        delivery.
      </p>
      {children}
    </section>
  );
}
