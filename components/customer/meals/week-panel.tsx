"use client";
// One delivery week: when it arrives, until when it can change, what's in the box, and the
// actions the server allows (choose or change meals, skip, unskip). Read-only past the deadline.
// A meal with an allergen the customer avoids is marked, as on the menu.
import { DateTime } from "luxon";
import { useEffect, useRef } from "react";
import Link from "next/link";
import { ContainsAllergenBadge } from "@/components/meals/contains-allergen-badge";
import { avoidedAllergens } from "@/components/menu/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CalendarIcon, ClockIcon, SparkleIcon, TruckIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import type { CustomerPlanDto, CustomerWeekDto, WeekStatus } from "@/lib/meals/dto";
import { confirmPaymentHref } from "@/lib/payments/links";
import { formatCents } from "@/lib/format/money";
import { BoxSize } from "./box-size";
import { ChefWeekAddOns } from "./chef-week-add-ons";
import { longDay, readOnlyReason, statusBadge } from "./week-labels";

/** Statuses that mean a box is (or will be) on its way this week. */
const DELIVERING = new Set<WeekStatus>([
  "OPEN",
  "LOCKED",
  "PAID",
  "REQUIRES_ACTION",
  "PAYMENT_FAILED",
  "DELIVERED",
]);

function closesIn(deadline: string): string {
  return DateTime.fromISO(deadline).toRelative({ style: "long" }) ?? "";
}

export function WeekPanel({
  week,
  plan,
  busy,
  exclusions,
  onEdit,
  onToggleSkip,
  focusHeading,
  userId,
  onWeekSaved,
  onStale,
}: {
  week: CustomerWeekDto;
  plan: CustomerPlanDto | null;
  busy: boolean;
  /** The allergens the customer avoids. */
  exclusions: readonly string[];
  onEdit: () => void;
  onToggleSkip: () => void;
  /** The editor just closed (saved or cancelled): focus comes back to this week's heading. */
  focusHeading?: boolean;
  userId: string;
  /** The week was saved here (its own box size, its add-ons), or refused: the week read again. */
  onWeekSaved: (week: CustomerWeekDto) => void;
  /** The week changed under the customer (an add-on sold out, the deadline passed): read again. */
  onStale: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const badge = statusBadge(week, plan);
  const items = week.order?.items ?? [];
  const addOns = week.order?.addOns ?? [];
  const skipped = week.status === "SKIPPED";
  const reason = readOnlyReason(week, plan?.startsOn ?? null);
  // The week's own box size when it has one (this week only), else the plan's.
  const meals = week.box?.mealsPerWeek ?? plan?.mealsPerWeek ?? week.order?.mealsCount ?? 0;
  // A box left short by a bigger plan (its meals were kept): the chef fills the rest at the deadline.
  const chosen = items.reduce((sum, item) => sum + item.quantity, 0);
  // A week left (wholly or partly) to the chef takes add-ons here; a full box in the meal editor.
  const chefAddOns =
    week.editable && !skipped && chosen < meals && (week.addOnMenu?.length ?? 0) > 0;
  // Order items carry no allergens: read them from the week's menu.
  const allergensOf = new Map((week.menu ?? []).map((m) => [m.dish.id, m.dish.allergens]));

  return (
    <Card padding="lg" aria-labelledby="week-title" className="mt-6">
      <div className="flex flex-col-reverse items-start gap-3 sm:flex-row sm:justify-between">
        <div className="min-w-0 flex-1">
          <h2
            id="week-title"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-28 font-display text-2xl font-semibold text-forest-950 outline-none sm:text-3xl"
          >
            Week of {longDay(week.startDate)}
          </h2>
          <dl className="mt-3 grid gap-2 text-sm text-forest-900 sm:grid-cols-2 sm:gap-x-8">
            <div className="flex items-start gap-2">
              <dt>
                <TruckIcon className="size-4.5 text-forest-600" />
                <span className="sr-only">Delivery</span>
              </dt>
              <dd>
                {!DELIVERING.has(week.status) || week.deliveryDates.length === 0
                  ? "No delivery this week"
                  : `${week.deliveryDates.map((d) => longDay(d)).join(" and ")}${week.deliveryWindow ? `, ${week.deliveryWindow}` : ""}`}
              </dd>
            </div>
            <div className="flex items-start gap-2">
              <dt>
                <ClockIcon className="size-4.5 text-forest-600" />
                <span className="sr-only">Order deadline</span>
              </dt>
              <dd data-testid="week-deadline">
                {week.editable ? (
                  <>
                    Change until <span className="font-semibold">{week.deadlineLabel}</span>{" "}
                    <span className="text-muted">({closesIn(week.orderDeadline)})</span>
                  </>
                ) : week.beforeDeadline ? (
                  <>Order deadline {week.deadlineLabel}</>
                ) : (
                  <>Closed {week.deadlineLabel}</>
                )}
              </dd>
            </div>
          </dl>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-end">
          <Badge
            tone={badge.tone}
            className="px-3 py-1 text-sm whitespace-nowrap"
            data-testid="week-status"
          >
            {badge.label}
          </Badge>
          {week.box?.thisWeekOnly ? (
            <Badge
              tone="green"
              className="px-3 py-1 text-sm whitespace-nowrap"
              data-testid="week-size"
            >
              {week.box.mealsPerWeek} meals this week only
            </Badge>
          ) : null}
        </div>
      </div>

      {week.needsMeals && week.editable ? (
        <div className="mt-6 flex gap-4 rounded-2xl bg-terracotta-50 p-4 ring-1 ring-terracotta-200 sm:p-5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-terracotta-100 text-terracotta-700">
            <SparkleIcon />
          </span>
          <div>
            <p className="font-semibold text-forest-950">
              Chef&rsquo;s choice will be picked for you
            </p>
            <p className="mt-1 text-sm leading-6 text-forest-900/80">
              You haven&rsquo;t chosen meals for this week. Choose your {meals} by{" "}
              {week.deadlineLabel}, or our chefs will pick a balanced box for you, leaving out any
              allergens you avoid (set them in Account, Plan).
              {chefAddOns ? " You can still add desserts and drinks below." : ""}
            </p>
          </div>
        </div>
      ) : null}

      {week.editable && !skipped && chosen > 0 && chosen < meals ? (
        <p
          className="mt-6 rounded-xl bg-terracotta-50 px-4 py-3 text-sm leading-6 text-forest-950 ring-1 ring-terracotta-200"
          data-testid="week-short"
        >
          You&rsquo;ve chosen {chosen} of {meals} meals. Choose {meals - chosen} more by{" "}
          {week.deadlineLabel}, or our chefs will pick {meals - chosen === 1 ? "it" : "them"} for
          you.
        </p>
      ) : null}

      {skipped && week.editable ? (
        <div className="mt-6 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 sm:p-5">
          <p className="font-semibold">You&rsquo;re skipping this week</p>
          <p className="mt-1 text-sm leading-6">
            No delivery and no charge. Changed your mind? Unskip it before {week.deadlineLabel}.
          </p>
        </div>
      ) : null}

      {reason ? (
        <p className="mt-6 rounded-xl bg-cream-100 px-4 py-3 text-sm leading-6 text-forest-900 ring-1 ring-forest-900/8">
          {reason}
          {week.status === "PAYMENT_FAILED" ? (
            <>
              {" "}
              <Link href="/customer/account?tab=payment" className="font-semibold underline">
                Update your card
              </Link>
            </>
          ) : null}
          {week.status === "REQUIRES_ACTION" && week.order ? (
            <>
              {" "}
              <Link href={confirmPaymentHref(week.order.id)} className="font-semibold underline">
                Confirm the payment
              </Link>
            </>
          ) : null}
        </p>
      ) : null}

      {items.length > 0 ? (
        <section aria-labelledby="week-meals-title" className={cn("mt-6", skipped && "opacity-60")}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3
              id="week-meals-title"
              className="font-display text-xl font-semibold text-forest-950"
            >
              {week.chefsChoice ? "Chef's choice" : "Your meals"}
            </h3>
            {week.order?.splitDelivery ? (
              <Badge tone="green">Split delivery: Monday and Thursday</Badge>
            ) : null}
          </div>
          <ul
            className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
            aria-label="Meals this week"
          >
            {items.map((item) => (
              <li
                key={`${item.dishId}:${item.slot}`}
                className="flex items-center gap-3 rounded-xl bg-cream-50 p-2.5 ring-1 ring-forest-900/8"
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={item.imageUrl}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-lg bg-cream-200 object-cover"
                />
                <span className="min-w-0 flex-1 text-sm leading-5">
                  <span className="font-semibold text-forest-950">{item.name}</span>
                  {item.slot !== "SINGLE" ? (
                    <span className="block text-muted">
                      {item.slot === "MONDAY" ? "Monday" : "Thursday"}
                    </span>
                  ) : null}
                  <ContainsAllergenBadge
                    size="sm"
                    className="mt-1"
                    allergens={avoidedAllergens(
                      { allergens: allergensOf.get(item.dishId) ?? [] },
                      exclusions,
                    )}
                  />
                </span>
                <span className="rounded-full bg-forest-900 px-2.5 py-0.5 text-xs font-bold text-cream-50 tabular-nums">
                  ×{item.quantity}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {addOns.length > 0 && !chefAddOns ? (
        <section aria-labelledby="week-add-ons-title" className="mt-6">
          <h3
            id="week-add-ons-title"
            className="font-display text-xl font-semibold text-forest-950"
          >
            Your add-ons
          </h3>
          <ul
            className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
            aria-label="Add-ons this week"
          >
            {addOns.map((addOn) => (
              <li
                key={addOn.addOnId}
                className="flex items-center gap-3 rounded-xl bg-cream-50 p-2.5 ring-1 ring-forest-900/8"
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={addOn.imageUrl}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-lg bg-cream-200 object-cover"
                />
                <span className="min-w-0 flex-1 text-sm leading-5">
                  <span className="font-semibold text-forest-950">{addOn.name}</span>
                  <span className="block text-muted">
                    {formatCents(addOn.unitCents)} each · {formatCents(addOn.totalCents)}
                  </span>
                </span>
                <span className="rounded-full bg-forest-900 px-2.5 py-0.5 text-xs font-bold text-cream-50 tabular-nums">
                  ×{addOn.quantity}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {week.editable && !skipped && plan ? (
        <BoxSize
          key={`${week.startDate}:${meals}`}
          userId={userId}
          week={week}
          plan={plan}
          onSaved={onWeekSaved}
        />
      ) : null}

      {week.editable ? (
        <div className="mt-6 flex flex-col gap-3 border-t border-forest-900/10 pt-5 sm:flex-row sm:items-center">
          {skipped ? (
            <Button onClick={onToggleSkip} disabled={busy}>
              {busy ? <Spinner className="text-current" label="Saving" /> : <CalendarIcon />}
              Unskip this week
            </Button>
          ) : (
            <>
              <Button onClick={onEdit} disabled={busy}>
                {items.length > 0 ? "Change meals" : "Choose meals"}
              </Button>
              <Button variant="secondary" onClick={onToggleSkip} disabled={busy}>
                {busy ? <Spinner className="text-current" label="Saving" /> : null}
                Skip this week
              </Button>
            </>
          )}
        </div>
      ) : null}

      {chefAddOns ? (
        <ChefWeekAddOns
          // Saved add-ons start the editor again from what the server holds.
          key={`${week.startDate}:${addOns.map((a) => `${a.addOnId}×${a.quantity}`).join()}`}
          userId={userId}
          week={week}
          mealsPerWeek={meals}
          chosenMeals={chosen}
          pricePerMealCents={week.box?.pricePerMealCents ?? plan?.pricePerMealCents ?? 0}
          exclusions={exclusions}
          onSaved={onWeekSaved}
          onStale={onStale}
        />
      ) : null}
    </Card>
  );
}
