// One total everywhere, from the one pricing function, and the gift balance shown where credits
// are (issue 27: after WELCOME50 + GIFT-50-DEMO the checkout said $1.96, the Meals page "Box total
// $51.96", and home and Rewards "$0.00 credit" with the $50 gift shown nowhere).
import * as credits from "@/app/api/users/[userId]/credits/route";
import * as dashboard from "@/app/api/users/[userId]/dashboard/route";
import * as weekList from "@/app/api/users/[userId]/orders/week/current-week/route";
import { priceOrder } from "@/lib/billing/pricing";
import { addWeeks, upcomingWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { quoteFirstOrder } from "@/lib/orders/quote";
import { call } from "../helpers";
import { orderFor, subscriber } from "./customer-a-fixtures";

afterAll(() => db.$disconnect());

const get = (
  handler: Parameters<typeof call>[0],
  path: string,
  s: { userId: string; token: string },
) => call(handler, path, { token: s.token, params: { userId: s.userId } });

test("coupon and gift: the checkout's total is the Meals page's box total; the gift is shown", async () => {
  const s = await subscriber();
  const now = new Date();
  const coupon = await db.coupon.findUniqueOrThrow({ where: { code: "WELCOME50" } });
  await db.couponRedemption.create({ data: { couponId: coupon.id, userId: s.userId } });
  await db.giftCode.create({
    data: {
      code: `GIFT-T-${s.userId.slice(-6)}`,
      initialCents: 5000,
      balanceCents: 5000,
      redeemedById: s.userId,
      redeemedAt: now,
    },
  });
  // The checkout's summary, before the first order exists.
  const quote = await quoteFirstOrder(s.userId, s.plan.id, false, now);
  const upcoming = upcomingWeekStart(now);
  await orderFor(s, upcoming, "OPEN");
  await orderFor(s, addWeeks(upcoming, 1), "OPEN");
  const subtotal = s.plan.mealsPerWeek * s.plan.pricePerMealCents;
  const half = Math.round(subtotal / 2);
  expect(quote.totalCents).toBe(Math.max(0, subtotal - half - 5000));

  const list = await get(weekList.GET, `/api/users/${s.userId}/orders/week/current-week`, s);
  expect(list.status).toBe(200);
  const priceOf = (week: string) =>
    list.json.weeks.find((w: { startDate: string }) => w.startDate === week).price;
  // The first box: the same breakdown as the checkout's.
  expect(priceOf(upcoming)).toMatchObject({
    firstOrderPromoCents: half,
    giftCardSavingsCents: quote.giftCardSavingsCents,
    totalCents: quote.totalCents,
  });
  // The next box: no promotion, and only what the first left of the gift.
  expect(priceOf(addWeeks(upcoming, 1))).toEqual(
    priceOrder({
      mealsPerWeek: s.plan.mealsPerWeek,
      pricePerMealCents: s.plan.pricePerMealCents,
      coupon: null,
      isFirstOrder: false,
      giftBalanceCents: quote.giftCardBalanceCents,
      creditBalanceCents: 0,
      splitDelivery: false,
    }),
  );
  // A week already charged has no live price.
  expect(priceOf(addWeeks(upcoming, -1))).toBeNull();

  const home = await get(dashboard.GET, `/api/users/${s.userId}/dashboard`, s);
  expect(home.json.credit).toMatchObject({ label: "$0.00 credit", giftBalanceCents: 5000 });
  const rewards = await get(credits.GET, `/api/users/${s.userId}/credits`, s);
  expect(rewards.json.giftBalanceCents).toBe(5000);

  // Cancelled: nothing was charged, so the gift is all still there, and still shown.
  await db.subscription.updateMany({ where: { userId: s.userId }, data: { status: "CANCELLED" } });
  const after = await get(credits.GET, `/api/users/${s.userId}/credits`, s);
  expect(after.json.giftBalanceCents).toBe(5000);
});
