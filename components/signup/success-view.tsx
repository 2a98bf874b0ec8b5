"use client";
// /signup/success?order=ID: the placed order from GET /api/orders/{id}: number, first delivery,
// meals, when the card is charged, and what to do next. The funnel is finished here.
import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useState } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { CalendarIcon, CheckIcon, ClockIcon, TruckIcon } from "@/components/ui/icons";
import { formatDay, formatDeadline } from "@/lib/clock/labels";
import { deliveryDate } from "@/lib/delivery-schedule/delivery-days";
import { formatCents } from "@/lib/format/money";
import type { OrderDto } from "@/lib/signup/api-types";
import { clearCheckoutDraft } from "@/lib/signup/checkout-draft";
import { messageFor } from "@/lib/signup/errors";
import { getFunnelState, resetFunnel } from "@/lib/signup/funnel-store";
import { StepLoading } from "./step-shell";

export function SuccessView() {
  return (
    <Container width="md" className="pt-10 sm:pt-14">
      <Suspense fallback={<StepLoading label="Loading your order" />}>
        <Success />
      </Suspense>
    </Container>
  );
}

function deliveryText(order: OrderDto): string {
  if (order.splitDelivery) {
    const monday = formatDay(deliveryDate(order.weekStart, "MONDAY"));
    const thursday = formatDay(deliveryDate(order.weekStart, "THURSDAY"));
    return `${monday} and ${thursday}, ${order.deliveryWindow}`;
  }
  return `${formatDay(order.deliveryDate)}, ${order.deliveryWindow}`;
}

function Success() {
  const orderId = useSearchParams()?.get("order") ?? "";
  const { data: order, error } = useSWR<OrderDto>(
    orderId ? `/api/orders/${encodeURIComponent(orderId)}` : null,
  );
  const [firstName] = useState(() =>
    typeof window === "undefined" ? undefined : getFunnelState().account?.firstName,
  );

  // The sign-up is done: forget it, but remember the order so the back button lands here.
  useEffect(() => {
    if (!order) return;
    clearCheckoutDraft();
    resetFunnel({ completedOrderId: order.id });
  }, [order]);

  if (!orderId) {
    return (
      <Alert tone="warning" title="No order to show">
        <ButtonLink href="/signup" variant="secondary" size="sm" className="mt-3">
          Start your sign-up
        </ButtonLink>
      </Alert>
    );
  }
  if (error) {
    return (
      <Alert tone="error" title="We couldn't load your order">
        {messageFor(error)} Your order is safe: you&rsquo;ll find it in your account.
      </Alert>
    );
  }
  if (!order) return <StepLoading label="Loading your order" />;

  const groups = order.splitDelivery
    ? [
        { title: "Monday delivery", items: order.items.filter((i) => i.slot === "MONDAY") },
        { title: "Thursday delivery", items: order.items.filter((i) => i.slot === "THURSDAY") },
      ]
    : [{ title: "", items: order.items }];
  const savings = order.totals.discountCents;

  return (
    <>
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-forest-800 text-cream-50 shadow-lg">
          <CheckIcon className="size-9" />
        </span>
        <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight text-forest-950 sm:text-5xl">
          {firstName ? `Thanks, ${firstName}! ` : ""}You&rsquo;re all set.
        </h1>
        <p className="mt-3 text-lg text-forest-900/75">
          Order number{" "}
          <span className="font-semibold text-forest-950" data-testid="order-number">
            {order.number}
          </span>
        </p>
      </div>

      <Card padding="lg" className="mt-10">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex gap-3">
            <TruckIcon className="mt-0.5 text-forest-700" />
            <dl>
              <dt className="text-sm font-medium text-muted">First delivery</dt>
              <dd className="mt-0.5 font-semibold text-forest-950">{deliveryText(order)}</dd>
            </dl>
          </div>
          <div className="flex gap-3">
            <CalendarIcon className="mt-0.5 text-forest-700" />
            <dl>
              <dt className="text-sm font-medium text-muted">Plan</dt>
              <dd className="mt-0.5 font-semibold text-forest-950">
                {order.plan.name}
                {order.splitDelivery ? " · split delivery" : ""}
              </dd>
            </dl>
          </div>
        </div>
        <p className="mt-6 flex gap-3 rounded-xl bg-cream-100 px-4 py-3 text-forest-900">
          <ClockIcon className="mt-0.5 text-terracotta-600" />
          <span>
            Your card will be charged on{" "}
            <span className="font-semibold">
              {formatDeadline(new Date(order.chargeAt))} (Toronto time)
            </span>
            . Until then you can change your meals.
          </span>
        </p>

        <h2 className="mt-8 font-display text-2xl font-semibold text-forest-950">Your meals</h2>
        {groups.map((group) => (
          <div key={group.title || "all"} className="mt-4">
            {group.title ? (
              <h3 className="text-sm font-semibold text-forest-900">{group.title}</h3>
            ) : null}
            <ul className="mt-2 divide-y divide-forest-900/8">
              {group.items.map((item) => (
                <li key={`${item.dishId}:${item.slot}`} className="flex items-center gap-3 py-2.5">
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={item.imageUrl}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 rounded-lg bg-cream-200 object-cover"
                  />
                  <span className="flex-1 font-medium text-forest-950">{item.name}</span>
                  <span className="font-semibold tabular-nums text-forest-900">
                    × {item.quantity}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}

        <dl className="mt-6 space-y-1.5 border-t border-forest-900/10 pt-5 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted">Subtotal</dt>
            <dd className="tabular-nums">{formatCents(order.totals.subtotalCents)}</dd>
          </div>
          {savings > 0 ? (
            <div className="flex justify-between text-forest-700">
              <dt>Promo savings</dt>
              <dd className="tabular-nums">−{formatCents(savings)}</dd>
            </div>
          ) : null}
          {order.totals.giftCents > 0 ? (
            <div className="flex justify-between text-forest-700">
              <dt>Gift card</dt>
              <dd className="tabular-nums">−{formatCents(order.totals.giftCents)}</dd>
            </div>
          ) : null}
          {order.totals.creditCents > 0 ? (
            <div className="flex justify-between text-forest-700">
              <dt>Credits</dt>
              <dd className="tabular-nums">−{formatCents(order.totals.creditCents)}</dd>
            </div>
          ) : null}
          {order.totals.taxCents > 0 ? (
            <div className="flex justify-between">
              <dt className="text-muted">Tax</dt>
              <dd className="tabular-nums">{formatCents(order.totals.taxCents)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between pt-2 text-base font-semibold text-forest-950">
            <dt>Order total</dt>
            <dd className="tabular-nums">{formatCents(order.totals.totalCents)}</dd>
          </div>
        </dl>
      </Card>

      <Card padding="lg" className="mt-6">
        <h2 className="font-display text-2xl font-semibold text-forest-950">What happens next</h2>
        <ol className="mt-4 space-y-3 text-forest-900/85">
          <li className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-forest-100 text-sm font-bold text-forest-800">
              1
            </span>
            <span>
              Change your meals, skip the week or pause from your account until the order deadline.
            </span>
          </li>
          <li className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-forest-100 text-sm font-bold text-forest-800">
              2
            </span>
            <span>We cook your meals fresh and deliver them chilled on your delivery day.</span>
          </li>
          <li className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-forest-100 text-sm font-bold text-forest-800">
              3
            </span>
            <span>
              Heat for 2&frac12; minutes in the microwave or 12 minutes in the oven, and enjoy
              within 4–5 days.
            </span>
          </li>
        </ol>
        <ButtonLink href="/customer" size="lg" className="mt-6 w-full sm:w-auto">
          Go to your account
        </ButtonLink>
      </Card>
    </>
  );
}
