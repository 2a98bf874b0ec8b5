// GET /api/users/{userId}/dashboard: everything the customer home shows, computed at the
// request's "now". Trusts its argument: the route decides who may read whose dashboard.
import {
  currentWeekStart,
  deliveryWeek,
  formatDay,
  formatDeadline,
  dateColumn,
  fromDateColumn,
  orderDeadline,
  torontoDay,
  upcomingWeekStart,
} from "@/lib/clock";
import { creditFromBalance, creditLabel } from "@/lib/credits/display";
import { getWeekMenu } from "@/lib/menus/week-menu";
import {
  deliveryDate,
  deliveryLabel,
  windowLabel,
  type DeliveryDayValue,
} from "@/lib/delivery-schedule/windows";
import { jsonDate } from "@/lib/db/json-dates";
import { notFound } from "@/lib/errors";
import { toReferralDto } from "@/lib/referrals/referral-summary";
import type { DashboardDto } from "./dto";
import { confirmPaymentHref } from "@/lib/payments/links";
import { dashboardRead } from "./dashboard-facts";
import { holdDate, paymentProblemFor } from "@/lib/payments/payment-problem";
import { upcomingAction, upcomingState } from "./upcoming-state";
import { priceForCustomer } from "@/lib/orders/price-for-customer";

export async function getDashboard(userId: string, now: Date): Promise<DashboardDto> {
  // The customer, their plan, referral counts and the order, payment and card facts: one read.
  const upcoming = upcomingWeekStart(now);
  // The upcoming week's menu (cached) is read beside it: nearly every home shows that week.
  // The gift balance comes from the balances' one owner, read inside the home's statement.
  const [read, upcomingMenu] = await Promise.all([
    dashboardRead({
      userId,
      upcomingWeekStart: upcoming,
      currentWeekStart: currentWeekStart(now),
      now: now.toISOString(),
    }),
    getWeekMenu(upcoming),
  ]);
  if (!read?.promotions) throw notFound("User");
  const { promotions } = read;
  const { user, subscription } = read.head;
  const status = subscription?.status ?? null;

  // The week being chosen now; a plan whose first delivery is later shows that first week.
  const startsOn = subscription ? fromDateColumn(subscription.startsOn) : null;
  const weekStart = status === "ACTIVE" && startsOn && startsOn > upcoming ? startsOn : upcoming;
  const deadline = orderDeadline(weekStart);

  const { shipping, failed, card, waiting, boxesCharged } = read.facts;
  const order = weekStart === upcoming ? read.facts.upcomingOrder : read.facts.firstWeekOrder;
  const menu = weekStart === upcoming ? upcomingMenu : await getWeekMenu(weekStart);

  const mealsChosen = order?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  const state = upcomingState({
    subscriptionStatus: status,
    orderStatus: order?.status ?? null,
    mealsChosen,
  });
  const day: DeliveryDayValue | null = order?.deliveryDay ?? subscription?.deliveryDay ?? null;
  const time = order?.deliveryTime ?? subscription?.deliveryTime ?? "";
  // A week with no order yet follows the plan's standing split choice.
  const split = order ? order.splitDelivery : (subscription?.splitDelivery ?? false);

  // An open box's total, as the Meals page prices it (the earliest open week: the balances are
  // its whole). Locked boxes show their own frozen totals elsewhere.
  const price =
    order?.status === "OPEN"
      ? (
          await priceForCustomer({
            userId,
            plan: { mealsPerWeek: order.mealsCount, pricePerMealCents: order.pricePerMealCents },
            splitDelivery: order.splitDelivery,
            addOnsCents: order.addOns.reduce((sum, a) => sum + a.quantity * a.unitCents, 0),
            now,
            weekStartDate: dateColumn(weekStart),
            promotions,
          })
        ).price
      : null;

  const today = torontoDay(now);
  const next = shipping
    .map((o) => {
      const start = o.weekStart;
      const last = deliveryDate(start, o.splitDelivery ? "THURSDAY" : o.deliveryDay);
      return { o, start, last };
    })
    .find(({ last }) => last >= today);

  const failedWeek = failed?.weekStart ?? null;
  const failedFacts =
    failed && failedWeek
      ? {
          weekStart: failedWeek,
          failedAt: failed.charge?.createdAt ?? failed.lockedAt ?? orderDeadline(failedWeek),
          failureCode: failed.charge?.failureCode ?? null,
        }
      : null;

  return {
    now: now.toISOString(),
    orderDeadline: deadline.toISOString(),
    customer: { firstName: user.firstName, email: user.email, returning: boxesCharged > 0 },
    plan: subscription
      ? {
          status: subscription.status,
          name: subscription.plan.name,
          mealsPerWeek: subscription.plan.mealsPerWeek,
          deliveryDay: subscription.deliveryDay,
          deliveryWindow: windowLabel(subscription.deliveryTime),
          resumeOn: subscription.resumeOn ? fromDateColumn(subscription.resumeOn) : null,
          resumeOnLabel: subscription.resumeOn
            ? formatDay(fromDateColumn(subscription.resumeOn))
            : null,
          pausedAt: subscription.pausedAt?.toISOString() ?? null,
          onHoldAt: subscription.onHoldAt?.toISOString() ?? null,
        }
      : null,
    upcomingWeek: {
      weekStart,
      weekEnd: deliveryWeek(weekStart).endDate,
      weekLabel: formatDay(weekStart),
      orderDeadline: deadline.toISOString(),
      deadlineLabel: formatDeadline(deadline),
      deliveryDate: day ? deliveryDate(weekStart, day) : null,
      deliveryLabel: day ? deliveryLabel(weekStart, day, split, time) : null,
      state,
      orderId: order?.id ?? null,
      mealsChosen,
      mealsRequired: order?.mealsCount ?? subscription?.plan.mealsPerWeek ?? 0,
      meals: order?.items ?? [],
      action: upcomingAction(state, weekStart),
      menuPublished: menu !== null,
      splitDelivery: split,
      addOns: (order?.addOns ?? []).map((a) => ({
        name: a.name,
        quantity: a.quantity,
        totalCents: a.quantity * a.unitCents,
      })),
      totalCents: price?.totalCents ?? null,
      savingsCents: price
        ? price.firstOrderPromoCents +
          price.couponSavingsCents +
          price.giftCardSavingsCents +
          price.creditsAppliedCents
        : 0,
    },
    nextDelivery: next
      ? {
          orderNumber: next.o.number,
          weekStart: next.start,
          deliveryLabel: deliveryLabel(
            next.start,
            next.o.deliveryDay,
            next.o.splitDelivery,
            next.o.deliveryTime,
          ),
          status: next.o.status,
          deliveredLabel: next.o.markedDeliveredAt
            ? formatDeadline(jsonDate(next.o.markedDeliveredAt))
            : null,
          mealsCount: next.o.mealsCount,
        }
      : null,
    paymentFailed:
      failed && failedWeek && status === "ACTIVE"
        ? {
            orderId: failed.id,
            orderNumber: failed.number,
            weekStart: failedWeek,
            weekLabel: formatDay(failedWeek),
            totalCents: failed.totalCents,
            holdDate: holdDate(failedWeek, failedFacts?.failedAt),
            holdDateLabel: formatDay(holdDate(failedWeek, failedFacts?.failedAt)),
          }
        : null,
    paymentAction: waiting
      ? {
          orderId: waiting.id,
          orderNumber: waiting.number,
          weekLabel: formatDay(waiting.weekStart),
          totalCents: waiting.totalCents,
          confirmByLabel: formatDay(holdDate(waiting.weekStart, waiting.chargeUpdatedAt)),
          href: confirmPaymentHref(waiting.id),
        }
      : null,
    // A card problem matters while the plan is active; on hold, the plan state says it all.
    paymentProblem:
      status === "ACTIVE"
        ? paymentProblemFor({
            card: card
              ? {
                  brand: card.brand,
                  last4: card.last4,
                  expMonth: card.expMonth,
                  expYear: card.expYear,
                  problem: card.problem,
                  problemSince: card.problemSince,
                  createdAt: card.createdAt,
                }
              : null,
            failedOrder: failedFacts,
            now,
          })
        : null,
    credit: {
      balanceCents: user.balanceCents,
      creditCents: creditFromBalance(user.balanceCents),
      label: creditLabel(user.balanceCents),
      giftBalanceCents: promotions.giftBalanceCents,
    },
    referral: toReferralDto(
      user.referralCode,
      read.head.referrals.joined,
      read.head.referrals.credited,
    ),
  };
}
