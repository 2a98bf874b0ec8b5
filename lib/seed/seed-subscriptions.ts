// Seeds the subscribed demo customers: an address, a saved test card and a subscription each.
// Each row is created only when the customer has none, so app changes survive a re-run.
import { addWeeks, dateColumn, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";

export interface SubscriberSeed {
  userId: string;
  nameOnCard: string;
  planSlug: string;
  status: "ACTIVE" | "PAUSED";
  deliveryDay: "MONDAY" | "THURSDAY";
  deliveryTime: string;
  /** First delivery week. */
  startsOn: IsoDate;
  address: {
    street: string;
    unit?: string;
    city: string;
    postalCode: string;
    buzzer?: string;
    phone: string;
    instructions?: string;
  };
}

export interface SeededSubscriber {
  subscriptionId: string;
  planId: string;
  addressId: string;
  paymentMethodId: string;
}

export async function seedSubscriber(seed: SubscriberSeed, now: Date): Promise<SeededSubscriber> {
  const { userId } = seed;
  const plan = await db.plan.findUniqueOrThrow({ where: { slug: seed.planSlug } });

  const address =
    (await db.address.findFirst({ where: { userId }, select: { id: true } })) ??
    (await db.address.create({
      data: { userId, province: "ON", isDefault: true, ...seed.address },
      select: { id: true },
    }));

  const card =
    (await db.paymentMethod.findFirst({
      where: { userId, removedAt: null },
      select: { id: true },
    })) ??
    (await db.paymentMethod.create({
      data: {
        userId,
        provider: "offline",
        providerPaymentMethodId: "pm_card_visa",
        brand: "visa",
        last4: "4242",
        expMonth: 12,
        expYear: now.getUTCFullYear() + 3,
        nameOnCard: seed.nameOnCard,
        isDefault: true,
      },
      select: { id: true },
    }));

  const paused = seed.status === "PAUSED";
  const subscription =
    (await db.subscription.findFirst({ where: { userId }, select: { id: true, planId: true } })) ??
    (await db.subscription.create({
      data: {
        userId,
        planId: plan.id,
        status: seed.status,
        deliveryDay: seed.deliveryDay,
        deliveryTime: seed.deliveryTime,
        startsOn: dateColumn(seed.startsOn),
        pausedAt: paused ? new Date(now.getTime() - 10 * 86_400_000) : null,
      },
      select: { id: true, planId: true },
    }));

  return {
    subscriptionId: subscription.id,
    planId: subscription.planId,
    addressId: address.id,
    paymentMethodId: card.id,
  };
}

/** Weeks from `first` up to, not including, `end`. */
export function weeksBetween(first: IsoDate, end: IsoDate): IsoDate[] {
  const weeks: IsoDate[] = [];
  for (let week = first; week < end; week = addWeeks(week, 1)) weeks.push(week);
  return weeks;
}
