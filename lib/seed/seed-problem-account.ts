// A demo customer whose card the bank declined (problem@example.com / Customer123!): the customer
// home shows the payment-problem modal and the "Select meals" state (no meals chosen yet).
// Created once; a re-run only resets the password, like the other demo accounts.
import { hashPassword } from "@/lib/auth/password";
import { addWeeks, dateColumn, upcomingWeekStart, type IsoDate } from "@/lib/clock";
import { holdsAt } from "@/lib/payments/payment-problem";
import { db } from "@/lib/db";
import { CUSTOMER_PASSWORD } from "./accounts";
import { seedOrder } from "./seed-orders";
import { seedSubscriber } from "./seed-subscriptions";

export const PROBLEM_ACCOUNT = {
  email: "problem@example.com",
  password: CUSTOMER_PASSWORD,
  firstName: "Aisha",
  lastName: "Rahman",
  phone: "647-555-0164",
  referralCode: "CARDFX27",
} as const;

export async function seedProblemAccount(currentWeek: IsoDate, now: Date): Promise<string> {
  const passwordHash = await hashPassword(PROBLEM_ACCOUNT.password);
  const customerRole = await db.role.findUniqueOrThrow({ where: { slug: "customer" } });
  const user = await db.user.upsert({
    where: { email: PROBLEM_ACCOUNT.email },
    create: {
      email: PROBLEM_ACCOUNT.email,
      passwordHash,
      firstName: PROBLEM_ACCOUNT.firstName,
      lastName: PROBLEM_ACCOUNT.lastName,
      phone: PROBLEM_ACCOUNT.phone,
      referralCode: PROBLEM_ACCOUNT.referralCode,
      onboardingStatus: "complete",
      onboardingCompletedAt: new Date(now.getTime() - 14 * 86_400_000),
      isNew: false,
      deliveryDay: "THURSDAY",
      deliveryTime: "08-12",
      roles: { create: { roleId: customerRole.id } },
    },
    update: { passwordHash, status: "active" },
    select: { id: true },
  });

  // The declined card goes in first, so seedSubscriber keeps it instead of adding a good one.
  if (!(await db.paymentMethod.findFirst({ where: { userId: user.id } }))) {
    await db.paymentMethod.create({
      data: {
        userId: user.id,
        provider: "offline",
        providerPaymentMethodId: "pm_card_chargeDeclined",
        brand: "visa",
        last4: "0002",
        expMonth: 8,
        expYear: now.getUTCFullYear() + 2,
        nameOnCard: "Aisha Rahman",
        isDefault: true,
        problem: "DECLINED",
        problemSince: now,
      },
    });
  }
  const subscriber = await seedSubscriber(
    {
      userId: user.id,
      nameOnCard: "Aisha Rahman",
      planSlug: "6-meals",
      status: "ACTIVE",
      deliveryDay: "THURSDAY",
      deliveryTime: "08-12",
      startsOn: addWeeks(currentWeek, -2),
      address: {
        street: "88 Harbour St",
        unit: "3402",
        city: "Toronto",
        postalCode: "M5J 0C3",
        phone: PROBLEM_ACCOUNT.phone,
      },
    },
    now,
  );

  // The week whose deadline passed last was charged, and the card was declined: the order waits
  // for a new card (which retries it at once) until its hold date.
  const failedWeek = addWeeks(upcomingWeekStart(now), -1);
  const week = await db.week.findUnique({
    where: { startDate: dateColumn(failedWeek) },
    select: { id: true },
  });
  if (week) {
    // Seeded days after that deadline, the charge "failed" just now, so the hold is still ahead.
    const failedAt = now < holdsAt(failedWeek) ? undefined : new Date(now.getTime() - 60_000);
    await seedOrder(
      {
        ...subscriber,
        userId: user.id,
        deliveryDay: "THURSDAY",
        deliveryTime: "08-12",
      },
      { start: failedWeek, id: week.id },
      "PAYMENT_FAILED",
      3,
      failedAt,
    );
  }
  return user.id;
}
