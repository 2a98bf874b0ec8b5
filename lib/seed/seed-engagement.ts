// Seeds what makes the customer home feel lived in: a referral that earned credit (kept in the
// ledger, with the balance derived from it) and a few notifications.
import { formatDay, formatDeadline, orderDeadline, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";

const REFERRAL_CREDIT_CENTS = 2000;
const DAY_MS = 86_400_000;

export async function seedReferral(referrerId: string, referredUserId: string, now: Date) {
  const referrer = await db.user.findUniqueOrThrow({ where: { id: referrerId } });
  await db.user.update({ where: { id: referredUserId }, data: { referredById: referrerId } });
  const referral = await db.referral.upsert({
    where: { referredUserId },
    create: {
      referrerId,
      referredUserId,
      code: referrer.referralCode,
      status: "CREDITED",
      creditedAt: new Date(now.getTime() - 12 * DAY_MS),
    },
    update: {},
  });
  const credited = await db.creditLedgerEntry.findFirst({ where: { referralId: referral.id } });
  if (!credited) {
    await db.creditLedgerEntry.create({
      data: {
        userId: referrerId,
        amountCents: -REFERRAL_CREDIT_CENTS,
        reason: "REFERRAL",
        description: "Referral credit: a friend joined with your code",
        referralId: referral.id,
        createdAt: referral.creditedAt ?? now,
      },
    });
  }
  const { _sum } = await db.creditLedgerEntry.aggregate({
    where: { userId: referrerId },
    _sum: { amountCents: true },
  });
  await db.user.update({
    where: { id: referrerId },
    data: { balanceCents: _sum.amountCents ?? 0 },
  });
}

export async function seedNotifications(userId: string, upcoming: IsoDate, now: Date) {
  if (await db.notification.findFirst({ where: { userId } })) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await db.notification.createMany({
    data: [
      {
        userId,
        title: "Welcome to Lakeshore Kitchen!",
        body: "Your first box is on its way. Heat any meal in the microwave for 2 minutes 30 seconds.",
        link: "/customer",
        createdAt: ago(20),
        readAt: ago(19),
      },
      {
        userId,
        title: "You earned $20 in credit",
        body: "A friend joined with your referral code. The credit comes off your next order automatically.",
        link: "/customer/account",
        createdAt: ago(12),
      },
      {
        userId,
        title: "The new menu is live",
        body: `Choose your meals for the week of ${formatDay(upcoming)} by ${formatDeadline(orderDeadline(upcoming))}.`,
        link: "/customer/meals",
        createdAt: ago(1),
      },
    ],
  });
}
