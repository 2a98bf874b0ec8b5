// Seeds a database for development, demos and tests, relative to `now`. Safe to run again.
import { invalidateCatalog } from "@/lib/cache/catalog";
import { addWeeks } from "@/lib/clock";
import { db } from "@/lib/db";
import { ACCOUNTS } from "./accounts";
import { COUPONS, GIFT_CODES } from "./codes";
import { FAQS } from "./faqs";
import { PLANS } from "./plans";
import { seedAccounts } from "./seed-accounts";
import { seedDeliveryArea, seedDishes, seedFaqs, seedPlans, seedRoles } from "./seed-catalog";
import { seedCoupons, seedGiftCodes } from "./seed-codes";
import { seedNotifications, seedReferral } from "./seed-engagement";
import { seedOrder } from "./seed-orders";
import { seedProblemAccount } from "./seed-problem-account";
import { seedRatings } from "./seed-ratings";
import { seedSubscriber, weeksBetween } from "./seed-subscriptions";
import { seedWeeks } from "./seed-weeks";
import { seedAddOns } from "./seed-add-ons";

export async function runSeed(now: Date): Promise<string> {
  await seedRoles();
  await seedPlans();
  const dishIds = await seedDishes();
  const [weeks, prefixes] = await Promise.all([
    seedWeeks(now, dishIds),
    seedDeliveryArea(),
    seedFaqs(),
    seedCoupons(now),
  ]);
  const addOns = await seedAddOns([...weeks.ids.values()]);
  const users = await seedAccounts(now);
  await seedGiftCodes(new Map([[ACCOUNTS.customer.email, users.customer]]), now);

  const startsOn = addWeeks(weeks.current, -1);
  const delivery = { deliveryDay: "MONDAY", deliveryTime: "16-20" } as const;
  const customer = await seedSubscriber(
    {
      userId: users.customer,
      nameOnCard: "Maya Thompson",
      planSlug: "8-meals",
      status: "ACTIVE",
      ...delivery,
      startsOn,
      address: {
        street: "10 Queens Quay W",
        unit: "1507",
        city: "Toronto",
        postalCode: "M5J 2R9",
        buzzer: "1507",
        phone: ACCOUNTS.customer.phone,
        instructions: "Leave with the concierge if I'm not home.",
      },
    },
    now,
  );
  const ctx = { ...customer, userId: users.customer, ...delivery };
  let ordersCreated = 0;
  for (const [i, start] of weeksBetween(startsOn, weeks.upcoming).entries()) {
    const id = weeks.ids.get(start);
    if (id && (await seedOrder(ctx, { start, id }, "PAID", i * 5))) ordersCreated++;
  }
  const upcomingId = weeks.ids.get(weeks.upcoming);
  if (upcomingId && (await seedOrder(ctx, { start: weeks.upcoming, id: upcomingId }, "OPEN", 0))) {
    ordersCreated++;
  }

  await seedSubscriber(
    {
      userId: users.paused,
      nameOnCard: "Daniel Okafor",
      planSlug: "10-meals",
      status: "PAUSED",
      deliveryDay: "THURSDAY",
      deliveryTime: "12-16",
      startsOn: addWeeks(weeks.current, -2),
      address: {
        street: "4070 Confederation Pkwy",
        unit: "2204",
        city: "Mississauga",
        postalCode: "L5B 0E9",
        phone: ACCOUNTS.paused.phone,
      },
    },
    now,
  );
  await seedReferral(users.customer, users.paused, now);
  await seedNotifications(users.customer, weeks.upcoming, now);
  await seedProblemAccount(weeks.current, now);
  const ratings = await seedRatings(weeks.ids, weeks.current, weeks.upcoming);

  // A running app drops its cached catalog (LISTEN/NOTIFY) instead of serving it for up to 60 s.
  await invalidateCatalog("all");

  const hiddenFaqs = FAQS.filter((f) => f.archived || f.draft).length;
  return [
    `${PLANS.length} plans`,
    `${dishIds.size} dishes`,
    `${addOns} add-ons`,
    `${weeks.ids.size} weeks ${[...weeks.ids.keys()].at(0)}..${[...weeks.ids.keys()].at(-1)} (upcoming ${weeks.upcoming}, ${weeks.menusCreated} menu rows added)`,
    `${FAQS.length - hiddenFaqs} FAQs (+${hiddenFaqs} hidden)`,
    `9 cities/${prefixes} FSAs`,
    `${COUPONS.length} coupons, ${GIFT_CODES.length} gift codes`,
    `${Object.keys(users).length} demo accounts`,
    `${ordersCreated} orders added`,
    `${ratings} ratings added`,
  ].join(", ");
}

export async function closeSeedConnection(): Promise<void> {
  await db.$disconnect();
}
