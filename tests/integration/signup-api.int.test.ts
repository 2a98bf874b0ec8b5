// The sign-up funnel's calls against a real database (issue 4).
import * as autocomplete from "@/app/api/addresses/autocomplete/route";
import * as addresses from "@/app/api/addresses/route";
import * as notifyMe from "@/app/api/addresses/notify-me/route";
import * as postal from "@/app/api/addresses/validate-postal-code/route";
import * as firstDelivery from "@/app/api/delivery/first-delivery/route";
import * as orders from "@/app/api/orders/route";
import * as order from "@/app/api/orders/[orderId]/route";
import * as tokenize from "@/app/api/payments/offline/payment-methods/route";
import * as couponLookup from "@/app/api/stripe/coupons/[coupon]/route";
import * as user from "@/app/api/users/[userId]/route";
import * as attachCoupon from "@/app/api/users/[userId]/coupons/[coupon]/route";
import * as onboarding from "@/app/api/users/[userId]/onboarding/route";
import * as summary from "@/app/api/users/[userId]/order-summary/route";
import * as paymentMethod from "@/app/api/users/[userId]/payment-method/route";
import * as subscription from "@/app/api/users/[userId]/subscription/route";
import { currentWeekStart, upcomingWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { getWeekMenu } from "@/lib/menus/week-menu";
import { newCustomer, planBySlugOrSize, uniqueEmail } from "../factories";
// The instant the test began (its requests carry it): `new Date()` moves on while a slow test
// runs, past the deadline when it begins at 11:59:59 PM on a Wednesday.
import { call, testInstant } from "../helpers";

const BUMMER =
  "Bummer! We don't deliver to your area. We'll notify you via email when it becomes available.";
const INVALID_CODE = "Oops! Looks like that coupon or gift code is invalid.";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

describe("postal code check", () => {
  test("normalises and finds the delivery city", async () => {
    const res = await call(postal.POST, "/api/addresses/validate-postal-code", {
      body: { postalCode: "m5v2t6" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deliverable: true, postalCode: "M5V 2T6", city: "Toronto" });
  });

  test("outside the area answers with the spec's text", async () => {
    const res = await call(postal.POST, "/api/addresses/validate-postal-code", {
      body: { postalCode: "K1A 0B1" },
    });
    expect(res.json).toEqual({ deliverable: false, postalCode: "K1A 0B1", message: BUMMER });
  });

  test.each([["12345"], ["M5V 2T"], ["ZZZ ZZZ"], [""]])(
    "malformed %p is a 400 naming the field",
    async (postalCode) => {
      const res = await call(postal.POST, "/api/addresses/validate-postal-code", {
        body: { postalCode },
      });
      expect(res.status).toBe(400);
      expect(res.json.errors[0].property).toBe("postalCode");
    },
  );

  test("a wrong type is a 400, not a 500", async () => {
    const res = await call(postal.POST, "/api/addresses/validate-postal-code", {
      body: { postalCode: 42 },
    });
    expect(res.status).toBe(400);
  });

  test("notify-me requests are stored once per email and postal code", async () => {
    const email = uniqueEmail("notify");
    for (let i = 0; i < 2; i++) {
      const res = await call(notifyMe.POST, "/api/addresses/notify-me", {
        body: { email: email.toUpperCase(), postalCode: "k1a0b1" },
      });
      expect(res.status).toBe(200);
    }
    expect(await db.deliveryNotifyRequest.count({ where: { email } })).toBe(1);
  });
});

describe("first delivery date follows the Wednesday 11:59 PM deadline", () => {
  test("11:59:30 PM Wednesday vs 12:00:30 AM Thursday", async () => {
    const before = await call(
      firstDelivery.GET,
      "/api/delivery/first-delivery?deliveryDay=THURSDAY",
      {
        headers: { "x-test-now": "2026-11-25T23:59:30-05:00" },
      },
    );
    const after = await call(
      firstDelivery.GET,
      "/api/delivery/first-delivery?deliveryDay=THURSDAY",
      {
        headers: { "x-test-now": "2026-11-26T00:00:30-05:00" },
      },
    );
    expect(before.json).toMatchObject({ weekStart: "2026-11-30", deliveryDate: "2026-12-03" });
    expect(after.json).toMatchObject({ weekStart: "2026-12-07", deliveryDate: "2026-12-10" });
  });

  test("an unknown delivery day is a 400", async () => {
    const res = await call(firstDelivery.GET, "/api/delivery/first-delivery?deliveryDay=FRIDAY");
    expect(res.status).toBe(400);
  });
});

async function signedUpWithPlan(mealsPerWeek = 8) {
  const customer = await newCustomer();
  const plan = await planBySlugOrSize(mealsPerWeek);
  const path = `/api/users/${customer.userId}`;
  const params = { userId: customer.userId };
  expect(
    (
      await call(user.PUT, path, {
        method: "PUT",
        token: customer.token,
        params,
        body: { deliveryDay: "MONDAY", deliveryTime: "16-20" },
      })
    ).status,
  ).toBe(200);
  const sub = await call(subscription.POST, `${path}/subscription`, {
    token: customer.token,
    params,
    body: { planId: plan.id },
  });
  expect(sub.status).toBe(200);
  return { ...customer, plan, params, subscriptionId: sub.json.id as string };
}

async function addAddress(token: string) {
  const options = await call(
    autocomplete.GET,
    "/api/addresses/autocomplete?q=120%20bremner%20blvd&postalCode=M5J0A8",
  );
  const option = options.json.options[0];
  return call(addresses.POST, "/api/addresses", {
    token,
    body: {
      street: option.street,
      city: option.city,
      province: "ON",
      postalCode: option.postalCode,
      phone: "416-555-0101",
      placeId: option.placeId,
    },
  });
}

async function addCard(userId: string, token: string, number = "4242 4242 4242 4242") {
  const card = await call(tokenize.POST, "/api/payments/offline/payment-methods", {
    body: { nameOnCard: "Test Customer", number, expiry: "12/34", cvc: "123" },
  });
  expect(card.status).toBe(200);
  return call(paymentMethod.POST, `/api/users/${userId}/payment-method`, {
    token,
    params: { userId },
    body: { stripePaymentMethodId: card.json.id },
  });
}

async function upcomingMenu() {
  const menu = await getWeekMenu(upcomingWeekStart(testInstant()));
  if (!menu) throw new Error("the seed publishes the upcoming week's menu");
  return menu;
}

describe("subscription", () => {
  test("needs a delivery schedule, refuses unknown plans, and is idempotent", async () => {
    const customer = await newCustomer();
    const params = { userId: customer.userId };
    const plan = await planBySlugOrSize(8);
    const path = `/api/users/${customer.userId}/subscription`;
    expect(
      (
        await call(subscription.POST, path, {
          token: customer.token,
          params,
          body: { planId: plan.id },
        })
      ).status,
    ).toBe(400);
    await db.user.update({
      where: { id: customer.userId },
      data: { deliveryDay: "THURSDAY", deliveryTime: "08-12" },
    });
    expect(
      (
        await call(subscription.POST, path, {
          token: customer.token,
          params,
          body: { planId: "nope" },
        })
      ).status,
    ).toBe(404);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(subscription.POST, path, { token: customer.token, params, body: { planId: plan.id } }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json.id)).size).toBe(1);
    expect(await db.subscription.count({ where: { userId: customer.userId } })).toBe(1);
  });

  test("another customer's userId is refused", async () => {
    const owner = await newCustomer();
    const intruder = await newCustomer();
    const plan = await planBySlugOrSize(8);
    const res = await call(subscription.POST, `/api/users/${owner.userId}/subscription`, {
      token: intruder.token,
      params: { userId: owner.userId },
      body: { planId: plan.id },
    });
    expect(res.status).toBe(403);
  });

  test("anonymous calls are refused with 401", async () => {
    const owner = await newCustomer();
    const res = await call(subscription.POST, `/api/users/${owner.userId}/subscription`, {
      params: { userId: owner.userId },
      body: { planId: "x" },
    });
    expect(res.status).toBe(401);
  });
});

describe("delivery address", () => {
  test("a typed address not chosen from the options is refused with the spec's text", async () => {
    const { token } = await newCustomer();
    const res = await call(addresses.POST, "/api/addresses", {
      token,
      body: {
        street: "120 Bremner Blvd",
        city: "Toronto",
        province: "ON",
        postalCode: "M5J 0A8",
        phone: "4165550101",
        placeId: "",
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].constraints).toEqual(
      expect.objectContaining({
        too_small: "You must select an address from the provided options to proceed.",
      }),
    );
    const forged = await call(addresses.POST, "/api/addresses", {
      token,
      body: {
        street: "120 Bremner Blvd",
        city: "Toronto",
        province: "ON",
        postalCode: "M5J 0A8",
        phone: "4165550101",
        placeId: "local:abc.def",
      },
    });
    expect(forged.json.message).toBe(
      "You must select an address from the provided options to proceed.",
    );
  });

  test("an option from the autocomplete is saved with a normalised phone", async () => {
    const { token, userId } = await newCustomer();
    const res = await addAddress(token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ city: "Toronto", postalCode: "M5J 0A8", phone: "4165550101" });
    expect(await db.address.count({ where: { userId } })).toBe(1);
  });

  test("the autocomplete needs a street number and offers only cities serving the postal code", async () => {
    expect((await call(autocomplete.GET, "/api/addresses/autocomplete?q=ki")).json.options).toEqual(
      [],
    );
    // No postal code yet: no city is guessed (issue 38: the street came back in all 9 cities).
    expect(
      (await call(autocomplete.GET, "/api/addresses/autocomplete?q=10%20main%20st")).json.options,
    ).toEqual([]);
    const res = await call(
      autocomplete.GET,
      "/api/addresses/autocomplete?q=10%20main%20st&postalCode=L1S%202A1",
    );
    expect(res.json.options.map((o: { city: string }) => o.city)).toEqual(["Ajax"]);
  });
});

describe("payment method", () => {
  test("the offline card form checks the number and the expiry", async () => {
    const bad = await call(tokenize.POST, "/api/payments/offline/payment-methods", {
      body: { nameOnCard: "A", number: "4242 4242 4242 4241", expiry: "12/34", cvc: "123" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0]).toMatchObject({ property: "number" });
    const expired = await call(tokenize.POST, "/api/payments/offline/payment-methods", {
      body: { nameOnCard: "A", number: "4242424242424242", expiry: "01/20", cvc: "123" },
    });
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe("Your card's expiration date is in the past.");
  });

  test("a good card is saved; a declined one gets the reason in plain words", async () => {
    const { userId, token } = await newCustomer();
    const saved = await addCard(userId, token);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ brand: "visa", last4: "4242", testMode: true });
    const declined = await addCard(userId, token, "4000 0000 0000 0002");
    expect(declined.status).toBe(402);
    expect(declined.json.message).toBe("Your card was declined. Please use a different card.");
    const insufficient = await addCard(userId, token, "4000000000009995");
    expect(insufficient.json.message).toBe(
      "Your card has insufficient funds. Please use a different card.",
    );
    const current = await call(paymentMethod.GET, `/api/users/${userId}/payment-method`, {
      token,
      params: { userId },
    });
    expect(current.json.paymentMethod.last4).toBe("4242");
  });

  test("an expired card sent straight to the API is refused (402), not saved", async () => {
    const { userId, token } = await newCustomer();
    const res = await call(paymentMethod.POST, `/api/users/${userId}/payment-method`, {
      token,
      params: { userId },
      body: { stripePaymentMethodId: "pm_offline_visa_4242_0120" },
    });
    expect(res.status).toBe(402);
    expect(res.json).toEqual({
      statusCode: 402,
      message: "Your card has expired. Please use a different card.",
    });
    const current = await call(paymentMethod.GET, `/api/users/${userId}/payment-method`, {
      token,
      params: { userId },
    });
    expect(current.json.paymentMethod).toBeNull();
  });

  test("no payment method id is 'Payment method missing'", async () => {
    const { userId, token } = await newCustomer();
    const res = await call(paymentMethod.POST, `/api/users/${userId}/payment-method`, {
      token,
      params: { userId },
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].constraints.invalid_type).toBe("Payment method missing");
  });
});

describe("coupons and gift codes", () => {
  test.each([["WELCOME50"], ["welcome50 "], ["SAVE10"], ["GIFT-50-DEMO"]])(
    "%p is valid",
    async (code) => {
      const res = await call(couponLookup.GET, `/api/stripe/coupons/${code}`, {
        params: { coupon: code },
      });
      expect(res.status).toBe(200);
    },
  );

  // The spec's text first, then why, for a code we know (issue 27).
  test.each([
    ["EXPIRED20", `${INVALID_CODE} This code has expired.`],
    ["RAPTORS25", `${INVALID_CODE} This code has been used up.`],
    ["NOPE", INVALID_CODE],
    ["GIFT-100-PART", `${INVALID_CODE} This gift card has already been redeemed.`],
  ])("%p is invalid with the spec's text, and why", async (code, message) => {
    const res = await call(couponLookup.GET, `/api/stripe/coupons/${code}`, {
      params: { coupon: code },
    });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(message);
  });

  test("attaching is idempotent and counts one redemption", async () => {
    const { userId, token } = await newCustomer();
    // A code of this test's own: SAVE10's shared count moves when another file, running beside
    // this one, redeems it at the same moment (seen once in a CI date run: +2).
    const code = `ONCE${Date.now().toString(36).toUpperCase()}`;
    await db.coupon.create({
      data: {
        code,
        description: "$10 off every weekly order",
        discountType: "AMOUNT",
        amountOffCents: 1000,
        duration: "RECURRING",
      },
    });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        call(attachCoupon.POST, `/api/users/${userId}/coupons/${code}`, {
          token,
          params: { userId, coupon: code },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const after = await db.coupon.findUniqueOrThrow({ where: { code } });
    expect(after.timesRedeemed).toBe(1);
    expect(await db.couponRedemption.count({ where: { userId } })).toBe(1);
  });

  test("an admin attaching a code for an id with no account gets a 404, not a 500", async () => {
    const boss = await newCustomer();
    const role = await db.role.findUniqueOrThrow({ where: { slug: "admin" } });
    await db.userRole.create({ data: { userId: boss.userId, roleId: role.id } });
    for (const code of ["SAVE10", "GIFT-50-DEMO"]) {
      const res = await call(attachCoupon.POST, `/api/users/no-such-user/coupons/${code}`, {
        token: boss.token,
        params: { userId: "no-such-user", coupon: code },
      });
      expect(res.status).toBe(404);
      expect(res.json.message).toMatch(/User/);
    }
  });

  test("an expired coupon cannot be attached", async () => {
    const { userId, token } = await newCustomer();
    const res = await call(attachCoupon.POST, `/api/users/${userId}/coupons/EXPIRED20`, {
      token,
      params: { userId, coupon: "EXPIRED20" },
    });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(`${INVALID_CODE} This code has expired.`);
  });
});

describe("placing the first order and finishing sign-up", () => {
  test("the whole sequence, with a coupon, a gift code and split delivery", async () => {
    const customer = await signedUpWithPlan(8);
    const { userId, token, params, plan } = customer;
    expect((await addAddress(token)).status).toBe(200);
    expect((await addCard(userId, token)).status).toBe(200);

    const gift = await db.giftCode.create({
      data: {
        code: `GIFT-${userId.slice(-6).toUpperCase()}`,
        initialCents: 2500,
        balanceCents: 2500,
      },
    });
    for (const code of ["WELCOME50", gift.code]) {
      expect(
        (
          await call(attachCoupon.POST, `/api/users/${userId}/coupons/${code}`, {
            token,
            params: { userId, coupon: code },
          })
        ).status,
      ).toBe(200);
    }

    const quote = await call(
      summary.GET,
      `/api/users/${userId}/order-summary?planId=${plan.id}&splitDelivery=true`,
      { token, params },
    );
    const subtotal = plan.mealsPerWeek * plan.pricePerMealCents;
    const promo = Math.round(subtotal / 2);
    expect(quote.json).toMatchObject({
      subtotalCents: subtotal,
      firstOrderPromoCents: promo,
      giftCardSavingsCents: 2500,
      totalCents: subtotal - promo - 2500,
      giftCardBalanceCents: 0,
      splitDelivery: true,
      couponCode: "WELCOME50",
    });

    const menu = await upcomingMenu();
    const eligible = menu.menus.filter((m) => m.dish.splitDeliveryEligible).map((m) => m.dish.id);
    const body = {
      splitDelivery: true,
      items: [
        { dishId: eligible[0], quantity: 2, slot: "MONDAY" },
        { dishId: eligible[1], quantity: 2, slot: "MONDAY" },
        { dishId: eligible[2], quantity: 4, slot: "THURSDAY" },
      ],
    };
    // Before onboarding is complete, a missing step is named.
    const placed = await Promise.all(
      [1, 2, 3].map(() => call(orders.POST, "/api/orders", { token, body })),
    );
    expect(placed.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(placed.map((r) => r.json.id)).size).toBe(1);
    expect(await db.weeklyOrder.count({ where: { userId } })).toBe(1);
    expect(placed[0].json).toMatchObject({
      status: "OPEN",
      weekStart: upcomingWeekStart(testInstant()),
      splitDelivery: true,
      totals: { totalCents: subtotal - promo - 2500 },
    });

    const done = await call(onboarding.POST, `/api/users/${userId}/onboarding`, { token, params });
    expect(done.status).toBe(200);
    expect(done.json.onboardingStatus).toBe("complete");
    const again = await call(onboarding.POST, `/api/users/${userId}/onboarding`, { token, params });
    expect(again.json.onboardingCompletedAt).toBe(done.json.onboardingCompletedAt);

    const read = await call(order.GET, `/api/orders/${placed[0].json.id}`, {
      token,
      params: { orderId: placed[0].json.id },
    });
    expect(read.json.items).toHaveLength(3);
    const stranger = await newCustomer();
    const hidden = await call(order.GET, `/api/orders/${placed[0].json.id}`, {
      token: stranger.token,
      params: { orderId: placed[0].json.id },
    });
    expect(hidden.status).toBe(404);
  });

  test("a card is required: 'Payment method missing'", async () => {
    const { token, userId, params } = await signedUpWithPlan(8);
    await addAddress(token);
    const menu = await upcomingMenu();
    const res = await call(orders.POST, "/api/orders", {
      token,
      body: { splitDelivery: false, items: [{ dishId: menu.menus[0].dish.id, quantity: 8 }] },
    });
    expect(res.status).toBe(402);
    expect(res.json.message).toBe("Payment method missing");
    const finish = await call(onboarding.POST, `/api/users/${userId}/onboarding`, {
      token,
      params,
    });
    expect(finish.json.message).toBe("Payment method missing");
  });

  test("a cart that does not match the plan, an ineligible split dish, a closed week", async () => {
    const { token, userId } = await signedUpWithPlan(8);
    await addAddress(token);
    await addCard(userId, token);
    const menu = await upcomingMenu();
    const first = menu.menus[0].dish.id;
    const short = await call(orders.POST, "/api/orders", {
      token,
      body: { items: [{ dishId: first, quantity: 7 }] },
    });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe("Choose exactly 8 meals for your plan (you chose 7).");

    const ineligible = menu.menus.find((m) => !m.dish.splitDeliveryEligible);
    const eligible = menu.menus.find((m) => m.dish.splitDeliveryEligible);
    if (ineligible && eligible) {
      const res = await call(orders.POST, "/api/orders", {
        token,
        body: {
          splitDelivery: true,
          items: [
            { dishId: ineligible.dish.id, quantity: 4, slot: "MONDAY" },
            { dishId: eligible.dish.id, quantity: 4, slot: "THURSDAY" },
          ],
        },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toContain("can't be part of a split delivery");
    }

    const closed = await call(orders.POST, "/api/orders", {
      token,
      body: { weekStart: currentWeekStart(testInstant()), items: [{ dishId: first, quantity: 8 }] },
    });
    expect(closed.status).toBe(409);
    expect(closed.json.message).toMatch(
      /^The order deadline for this week was Wednesday, .* at 11:59 PM/,
    );
  });

  test("split delivery is refused for a 6-meal plan", async () => {
    const { token, userId } = await signedUpWithPlan(6);
    await addAddress(token);
    await addCard(userId, token);
    const menu = await upcomingMenu();
    const ids = menu.menus.filter((m) => m.dish.splitDeliveryEligible).map((m) => m.dish.id);
    const res = await call(orders.POST, "/api/orders", {
      token,
      body: {
        splitDelivery: true,
        items: [
          { dishId: ids[0], quantity: 3, slot: "MONDAY" },
          { dishId: ids[1], quantity: 3, slot: "THURSDAY" },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/8 or more meals/);
  });

  test("changing the delivery day clears an open week's meals", async () => {
    const { token, userId, params } = await signedUpWithPlan(8);
    await addAddress(token);
    await addCard(userId, token);
    const menu = await upcomingMenu();
    await call(orders.POST, "/api/orders", {
      token,
      body: { items: [{ dishId: menu.menus[0].dish.id, quantity: 8 }] },
    });
    const res = await call(user.PUT, `/api/users/${userId}`, {
      method: "PUT",
      token,
      params,
      body: { deliveryDay: "THURSDAY" },
    });
    expect(res.json.mealsCleared).toBe(true);
    const saved = await db.weeklyOrder.findFirstOrThrow({
      where: { userId },
      include: { items: true },
    });
    expect(saved).toMatchObject({ deliveryDay: "THURSDAY", items: [] });
  });
});
