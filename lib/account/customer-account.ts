// GET /api/users/{userId}/customer-account: name, email, plan and status, delivery schedule,
// address and card summary, with the dates the Plan tab needs. Trusts its argument.
import { deliveryWeek, formatDeadline, upcomingWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { windowLabel } from "@/lib/delivery-schedule/windows";
import { customerPlan } from "@/lib/meals/customer-weeks";
import { splitDeliveryAvailability } from "@/lib/orders/meal-selection";
import { paymentProvider } from "@/lib/payments";
import { pausePreview } from "@/lib/subscriptions/pause-preview";
import {
  earliestResumeDate,
  latestResumeDate,
  resumeWeekChoices,
} from "@/lib/subscriptions/pause-rules";
import type { CustomerAccountDto } from "./dto";
import { ACCOUNT_MESSAGES } from "./schemas";

export async function getCustomerAccount(userId: string, now: Date): Promise<CustomerAccountDto> {
  // Every read is independent of the others: they all run together.
  const userRead = db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      status: true,
      deliveryDay: true,
      deliveryTime: true,
      roles: { select: { role: { select: { slug: true } } } },
    },
  });
  const [user, plan, lastCancelled, address, card, charging, pendingCharges, preview] =
    await Promise.all([
      userRead,
      customerPlan(userId),
      db.subscription.findFirst({
        where: { userId, status: "CANCELLED" },
        orderBy: { cancelledAt: "desc" },
        select: { cancelledAt: true, cancelReason: true },
      }),
      db.address.findFirst({
        where: { userId, isDefault: true },
        orderBy: { createdAt: "desc" },
        select: {
          street: true,
          unit: true,
          city: true,
          province: true,
          postalCode: true,
          buzzer: true,
          phone: true,
          instructions: true,
        },
      }),
      db.paymentMethod.findFirst({
        where: { userId, removedAt: null, isDefault: true },
        orderBy: { createdAt: "desc" },
        select: { brand: true, last4: true, expMonth: true, expYear: true, problem: true },
      }),
      db.weeklyOrder.count({
        where: { userId, status: { in: ["LOCKED", "REQUIRES_ACTION", "PAYMENT_FAILED"] } },
      }),
      db.charge.count({ where: { userId, status: "PENDING" } }),
      pausePreview(userId, now),
    ]);
  const chargeInProgress = charging + pendingCharges > 0;
  const upcoming = deliveryWeek(upcomingWeekStart(now));
  const { roles, ...rest } = user;
  return {
    user: { ...rest, isAdmin: roles.some((r) => r.role.slug === "admin") },
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
