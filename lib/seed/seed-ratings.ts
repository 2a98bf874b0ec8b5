// Seeds a few customers' ratings so the demo's menu shows averages: four past customers (paused
// plans, so no rollover bills them; they cannot sign in) each had a box delivered two weeks ago
// holding four dishes of the upcoming menu, and rated them. Three dishes reach the 3 ratings the
// menu needs; the fourth has two, so the demo also shows a dish without an average (one more
// rating shows it: the e2e walk-through gives it). Skipped for a customer who already has that
// box (a re-run changes nothing).
import { randomUUID } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { addWeeks, fromIsoDate, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { nextOrderNumber } from "@/lib/orders/order-number";
import { insertRecordedOrder } from "@/lib/orders/recorded-order";
import { seedSubscriber } from "./seed-subscriptions";

const TASTERS = [
  { first: "Aisha", last: "Rahman", email: "aisha.rahman@example.net", code: "TASTEAR1" },
  { first: "Marco", last: "Bellini", email: "marco.bellini@example.net", code: "TASTEMB2" },
  { first: "Grace", last: "Liu", email: "grace.liu@example.net", code: "TASTEGL3" },
  { first: "Owen", last: "Fraser", email: "owen.fraser@example.net", code: "TASTEOF4" },
];

/** Stars (and a comment) per taster for the upcoming menu's first four dishes; null: not rated. */
const STARS: ([number, string?] | null)[][] = [
  [[5, "Generous portion and the sauce is excellent."], [4], [3, "A bit mild for me."], [5]],
  [[5], [5, "My favourite this month."], [4], [4]],
  [[4], [4], [2, "Too salty."], null],
  [[5, "Would order again."], [3], [4], null],
];

export async function seedRatings(
  weeks: Map<IsoDate, string>,
  current: IsoDate,
  upcoming: IsoDate,
) {
  const pastWeek = addWeeks(current, -2);
  const pastWeekId = weeks.get(pastWeek);
  const upcomingId = weeks.get(upcoming);
  if (!pastWeekId || !upcomingId) return 0;
  const menu = await db.weekMenu.findMany({
    where: { weekId: upcomingId, dish: { deletedAt: null } },
    orderBy: { sortingOrder: "asc" },
    take: 4,
    select: { dishId: true },
  });
  if (menu.length < 4) return 0;
  const role = await db.role.findUniqueOrThrow({ where: { slug: "customer" } });
  // Nobody signs in as them: a random password.
  const passwordHash = await hashPassword(randomUUID());
  const deliveredAt = fromIsoDate(pastWeek).plus({ hours: 18 }).toJSDate();
  let rated = 0;
  for (const [i, taster] of TASTERS.entries()) {
    const user = await db.user.upsert({
      where: { email: taster.email },
      create: {
        email: taster.email,
        passwordHash,
        firstName: taster.first,
        lastName: taster.last,
        referralCode: taster.code,
        onboardingStatus: "complete",
        onboardingCompletedAt: fromIsoDate(addWeeks(current, -6)).toJSDate(),
        isNew: false,
        deliveryDay: "MONDAY",
        deliveryTime: "16-20",
        roles: { create: { roleId: role.id } },
      },
      update: {},
      select: { id: true },
    });
    const plan = await seedSubscriber(
      {
        userId: user.id,
        nameOnCard: `${taster.first} ${taster.last}`,
        planSlug: "6-meals",
        status: "PAUSED",
        deliveryDay: "MONDAY",
        deliveryTime: "16-20",
        startsOn: addWeeks(current, -4),
        address: {
          street: `${120 + i} Front St W`,
          city: "Toronto",
          postalCode: "M5J 2M2",
          phone: "416-555-0190",
        },
      },
      deliveredAt,
    );
    const key = { subscriptionId: plan.subscriptionId, weekId: pastWeekId };
    if (await db.weeklyOrder.findUnique({ where: { subscriptionId_weekId: key } })) continue;
    const prices = await db.plan.findUniqueOrThrow({ where: { id: plan.planId } });
    const subtotalCents = prices.mealsPerWeek * prices.pricePerMealCents;
    const number = await nextOrderNumber();
    await db.$transaction(async (tx) => {
      const order = await insertRecordedOrder(tx, {
        number,
        ...key,
        userId: user.id,
        planId: plan.planId,
        addressId: plan.addressId,
        status: "DELIVERED",
        mealsCount: prices.mealsPerWeek,
        deliveryDay: "MONDAY",
        deliveryTime: "16-20",
        subtotalCents,
        totalCents: subtotalCents,
        deliveredAt,
        items: {
          create: menu.map((m, j) => ({ dishId: m.dishId, quantity: j < 2 ? 2 : 1 })),
        },
      });
      // They were asked already: the morning sweep does not mail them.
      await tx.ratingInvite.create({ data: { orderId: order.id, queuedAt: deliveredAt } });
      for (const [j, rating] of STARS[i].entries()) {
        if (!rating) continue;
        await tx.dishRating.create({
          data: {
            userId: user.id,
            dishId: menu[j].dishId,
            orderId: order.id,
            stars: rating[0],
            comment: rating[1] ?? null,
            createdAt: deliveredAt,
            updatedAt: deliveredAt,
          },
        });
        rated += 1;
      }
    });
  }
  return rated;
}
