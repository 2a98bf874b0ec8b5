// GET /api/users/{userId}/customer-account: name, email, plan and status, delivery schedule,
// address and card summary, with the dates the Plan tab needs. Trusts its argument.
import { deliveryWeek, formatDeadline, upcomingWeekStart } from "@/lib/clock";
import { windowLabel } from "@/lib/delivery-schedule/windows";
import { notFound } from "@/lib/errors";
import { splitDeliveryAvailability } from "@/lib/orders/meal-selection-rules";
import { paymentProvider } from "@/lib/payments";
import { pausePreview } from "@/lib/subscriptions/pause-preview";
import {
  earliestResumeDate,
  latestResumeDate,
  resumeWeekChoices,
} from "@/lib/subscriptions/pause-rules";
import { accountFacts } from "./account-facts";
import type { CustomerAccountDto } from "./dto";
import { ACCOUNT_MESSAGES } from "./schemas";

export async function getCustomerAccount(userId: string, now: Date): Promise<CustomerAccountDto> {
  // The page's rows with the plan and its open weeks in one statement; then the pause preview's
  // first-order saving, when the plan has one waiting.
  const upcoming = deliveryWeek(upcomingWeekStart(now));
  const facts = await accountFacts(userId, upcoming.startDate, now);
  if (!facts) throw notFound("User");
  const { user, plan, lastCancelled, address, card } = facts;
  // The account's own schedule shapes deliverySchedule below; the answer's user is the DTO's.
  const { deliveryDay: _day, deliveryTime: _time, ...accountUser } = user;
  const preview = await pausePreview(
    userId,
    plan,
    now,
    facts.earliestOpen,
    facts.openWeeks,
    facts.promotions ?? undefined,
  );
  const chargeInProgress = facts.chargesUnderWay > 0;
  return {
    user: accountUser,
    plan,
    cancelled:
      !plan && lastCancelled?.cancelledAt
        ? {
            cancelledAt: lastCancelled.cancelledAt.toISOString(),
            reason: lastCancelled.cancelReason,
          }
        : null,
    deliverySchedule: {
      deliveryDay: plan?.deliveryDay ?? user.deliveryDay,
      deliveryTime: plan?.deliveryTime ?? user.deliveryTime,
      deliveryWindow: windowLabel(plan?.deliveryTime ?? user.deliveryTime),
      splitDelivery: plan?.splitDelivery ?? false,
      splitRule: plan
        ? splitDeliveryAvailability(plan.mealsPerWeek)
        : { available: false, reason: "Choose a plan first." },
    },
    address,
    card: card ? { ...card, testMode: paymentProvider().testMode } : null,
    chargeInProgress,
    paymentUpdateNotice: chargeInProgress ? ACCOUNT_MESSAGES.paymentUpdateDelay : null,
    upcomingWeek: {
      weekStart: upcoming.startDate,
      orderDeadline: upcoming.orderDeadline.toISOString(),
      deadlineLabel: formatDeadline(upcoming.orderDeadline),
    },
    pause: {
      earliestResumeDate: earliestResumeDate(now),
      latestResumeDate: latestResumeDate(now),
      resumeWeeks: resumeWeekChoices(now),
      preview,
    },
  };
}
