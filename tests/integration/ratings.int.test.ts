// Ratings: a customer rates each dish of a delivered box (and changes it) signed in or through the
// mail's signed link; bad input; who may call what; the link refusing tampering and expiry; the
// menu's averages from 3 ratings on; the admin's view; the "How was your box?" sweep (once per
// order, the morning after); and the history the chef's selection ranks by.
import { simpleParser } from "mailparser";
import * as adminRatings from "@/app/api/admin/dishes/[dishId]/ratings/route";
import * as linkRatings from "@/app/api/ratings/[token]/route";
import * as boxRatings from "@/app/api/users/[userId]/orders/[orderId]/ratings/route";
import { addWeeks, currentWeekStart, type IsoDate } from "@/lib/clock";
import { stopCatalogSync } from "@/lib/cache/catalog";
import { db } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import { listOutbox, readOutboxMessage } from "@/lib/mail";
import { getWeekMenu } from "@/lib/menus/week-menu";
import { composeOrderMail } from "@/lib/orders/order-mails";
import { queueRatingInvites } from "@/lib/ratings/rating-invites";
import { ratingToken } from "@/lib/ratings/rating-token";
import { customerHistories } from "@/lib/rollover/customer-history";
import { planOrders } from "@/lib/rollover/plan-orders";
import { flushQueuedMail } from "../flush-mail";
import { sendQueuedMail } from "@/lib/mail/queued-mail";
import { call } from "../helpers";
import { adminSession, freshWeek, newDish } from "./admin/admin-fixtures";
import { person, subscriber, weekRow } from "./customer-a-fixtures";

type Dish = { id: string; name: string };

let admin: { userId: string; token: string };
let dishes: Dish[];
let week: IsoDate;

beforeAll(async () => {
  admin = await adminSession();
  dishes = [await newDish(), await newDish(), await newDish()];
  // A published menu of this file's own dishes, so its averages are this file's alone.
  week = freshWeek(); // its own weeks: admin-deliveries counts every box of its own
  const row = await weekRow(week);
  await db.weekMenu.createMany({
    data: dishes.map((dish, i) => ({ weekId: row.id, dishId: dish.id, sortingOrder: i + 1 })),
  });
});

afterAll(async () => {
  await stopCatalogSync();
  await stopQueue();
  await db.$disconnect();
});

type Item = { dishId: string; quantity: number; chefQuantity?: number };

let orderSeq = 0;
/** A box of `dishes` for a customer in `weekStart`, delivered (or as `status` says). */
async function box(
  options: {
    status?: "DELIVERED" | "PAID";
    deliveredAt?: Date;
    weekStart?: IsoDate;
    who?: Awaited<ReturnType<typeof subscriber>>;
    items?: Item[];
  } = {},
) {
  const s = options.who ?? (await subscriber());
  const row = await weekRow(options.weekStart ?? week);
  orderSeq += 1;
  const order = await db.weeklyOrder.create({
    data: {
      number: `LK-R${Date.now().toString(36).toUpperCase()}${orderSeq}`,
      userId: s.userId,
      subscriptionId: s.subscription.id,
      weekId: row.id,
      planId: s.plan.id,
      addressId: s.address.id,
      status: options.status ?? "DELIVERED",
      deliveredAt:
        (options.status ?? "DELIVERED") === "DELIVERED"
          ? (options.deliveredAt ?? new Date())
          : null,
      mealsCount: 8,
      deliveryDay: "MONDAY",
      deliveryTime: "16-20",
      subtotalCents: 8000,
      totalCents: 8000,
      items: {
        create: (
          options.items ?? dishes.map((d, i): Item => ({ dishId: d.id, quantity: i === 0 ? 4 : 2 }))
        ).map((item) => ({
          ...item,
          chefQuantity: item.chefQuantity ?? 0,
          slot: "SINGLE" as const,
        })),
      },
    },
    select: { id: true, number: true },
  });
  return { ...order, customer: s };
}

const path = (userId: string, orderId: string) => `/api/users/${userId}/orders/${orderId}/ratings`;

function rate(
  who: { userId: string; token?: string },
  orderId: string,
  body: unknown,
  userId = who.userId,
) {
  return call(boxRatings.PUT, path(userId, orderId), {
    method: "PUT",
    token: who.token,
    body,
    params: { userId, orderId },
  });
}

function read(who: { token?: string }, userId: string, orderId: string) {
  return call(boxRatings.GET, path(userId, orderId), {
    token: who.token,
    params: { userId, orderId },
  });
}

describe("rating a delivered box, signed in", () => {
  test("each dish once, unrated at first; a rating is saved and can be changed", async () => {
    const { id, customer } = await box();
    const first = await read(customer, customer.userId, id);
    expect(first.status).toBe(200);
    expect(first.json.dishes.map((d: { dishId: string }) => d.dishId).sort()).toEqual(
      dishes.map((d) => d.id).sort(),
    );
    expect(first.json.canRate).toBe(true);
    expect(first.json.dishes.every((d: { stars: null }) => d.stars === null)).toBe(true);

    const saved = await rate(customer, id, {
      dishId: dishes[0].id,
      stars: 4,
      comment: "  Lovely sauce ",
    });
    expect(saved.status).toBe(200);
    const dish = saved.json.dishes.find((d: { dishId: string }) => d.dishId === dishes[0].id);
    expect(dish).toMatchObject({ stars: 4, comment: "Lovely sauce" });

    const changed = await rate(customer, id, { dishId: dishes[0].id, stars: 2 });
    expect(changed.status).toBe(200);
    expect(
      changed.json.dishes.find((d: { dishId: string }) => d.dishId === dishes[0].id),
    ).toMatchObject({ stars: 2, comment: null });
    expect(await db.dishRating.count({ where: { userId: customer.userId } })).toBe(1);
  });

  test("bad input is a 400 naming the field; a dish not in the box is a 404", async () => {
    const { id, customer } = await box();
    const bad: [unknown, string][] = [
      [{ dishId: dishes[0].id, stars: 0 }, "stars"],
      [{ dishId: dishes[0].id, stars: 6 }, "stars"],
      [{ dishId: dishes[0].id, stars: 3.5 }, "stars"],
      [{ dishId: dishes[0].id, stars: "5" }, "stars"],
      [{ stars: 5 }, "dishId"],
      [{ dishId: dishes[0].id, stars: 5, comment: "x".repeat(501) }, "comment"],
    ];
    for (const [body, property] of bad) {
      const res = await rate(customer, id, body);
      expect([res.status, res.json.statusCode]).toEqual([400, 400]);
      expect(res.json.errors.map((e: { property: string }) => e.property)).toContain(property);
    }
    const other = await newDish();
    const missing = await rate(customer, id, { dishId: other.id, stars: 5 });
    expect([missing.status, missing.json.message]).toEqual([404, "That dish was not in this box."]);
    expect(await db.dishRating.count({ where: { userId: customer.userId } })).toBe(0);
  });

  test("a box not delivered yet can be read but not rated (409)", async () => {
    const { id, customer } = await box({ status: "PAID" });
    const got = await read(customer, customer.userId, id);
    expect([got.status, got.json.canRate]).toEqual([200, false]);
    const res = await rate(customer, id, { dishId: dishes[0].id, stars: 5 });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/once it has been delivered/);
  });

  test("who may: the owner and an admin; nobody else", async () => {
    const { id, customer } = await box();
    const stranger = await person();
    const body = { dishId: dishes[1].id, stars: 5 };
    // Not signed in.
    expect((await read({}, customer.userId, id)).status).toBe(401);
    expect((await rate({ userId: customer.userId }, id, body)).status).toBe(401);
    // Another customer, on the owner's id: 403; on their own id with the owner's order: 404.
    expect((await read(stranger, customer.userId, id)).status).toBe(403);
    expect((await rate(stranger, id, body, customer.userId)).status).toBe(403);
    expect((await read(stranger, stranger.userId, id)).status).toBe(404);
    expect((await rate(stranger, id, body)).status).toBe(404);
    // An admin on the customer's behalf.
    expect((await read(admin, customer.userId, id)).status).toBe(200);
    expect((await rate(admin, id, body, customer.userId)).status).toBe(200);
    const saved = await db.dishRating.findFirstOrThrow({ where: { userId: customer.userId } });
    expect(saved.stars).toBe(5);
    expect(await db.dishRating.count({ where: { userId: stranger.userId } })).toBe(0);
  });
});

describe("a dish reported missing", () => {
  /** The customer reports `quantity` of `dishId` missing from the box (as lib/delivery-problems). */
  async function reportMissing(
    order: { id: string; customer: { userId: string } },
    dishId: string,
    quantity: number,
  ) {
    await db.deliveryProblem.create({
      data: {
        userId: order.customer.userId,
        orderId: order.id,
        day: "MONDAY",
        dishId,
        subject: `MONDAY:${dishId}`,
        kind: "MISSING",
        quantity,
        status: "CREDITED",
        creditCents: 1000 * quantity,
        createdAt: new Date(),
      },
    });
  }

  test("is left out of what can be rated: Past orders, the signed link and the mail", async () => {
    // dishes[0]: 4 in the box, all missing; dishes[1]: 2, one missing (the other was eaten).
    const order = await box();
    await reportMissing(order, dishes[0].id, 4);
    await reportMissing(order, dishes[1].id, 1);
    const rateable = [dishes[1].id, dishes[2].id].sort();

    const signedIn = await read(order.customer, order.customer.userId, order.id);
    expect(signedIn.json.dishes.map((d: { dishId: string }) => d.dishId).sort()).toEqual(rateable);
    const refused = await rate(order.customer, order.id, { dishId: dishes[0].id, stars: 1 });
    expect(refused.status).toBe(409);
    expect(await db.dishRating.count({ where: { userId: order.customer.userId } })).toBe(0);
    expect((await rate(order.customer, order.id, { dishId: dishes[1].id, stars: 5 })).status).toBe(
      200,
    );

    const token = ratingToken(order.id, new Date());
    const byLink = await call(linkRatings.GET, `/api/ratings/${token}`, { params: { token } });
    expect(byLink.json.dishes.map((d: { dishId: string }) => d.dishId).sort()).toEqual(rateable);

    const mail = (await composeOrderMail({ compose: "rate-your-box", orderId: order.id } as {
      compose: string;
    }))!;
    expect((mail.props as { dishes: string[] }).dishes.sort()).toEqual(
      [dishes[1].name, dishes[2].name].sort(),
    );
  });

  test('a box whose every dish was reported missing gets no "How was your box?" mail', async () => {
    const order = await box({ items: [{ dishId: dishes[0].id, quantity: 2 }] });
    await reportMissing(order, dishes[0].id, 2);
    expect(
      await composeOrderMail({ compose: "rate-your-box", orderId: order.id } as {
        compose: string;
      }),
    ).toBeNull();
    const job = { compose: "rate-your-box", orderId: order.id };
    await sendQueuedMail(job, composeOrderMail); // the mail worker's call: sends nothing
    const email = (await db.user.findUniqueOrThrow({ where: { id: order.customer.userId } })).email;
    expect((await listOutbox()).filter((m) => m.to.includes(email))).toEqual([]);
  });
});

describe("the mail's signed link", () => {
  const linkPath = (token: string) => `/api/ratings/${token}`;
  const getLink = (token: string, now?: Date) =>
    call(linkRatings.GET, linkPath(token), {
      params: { token },
      headers: now ? { "x-test-now": now.toISOString() } : {},
    });
  const putLink = (token: string, body: unknown, now?: Date) =>
    call(linkRatings.PUT, linkPath(token), {
      method: "PUT",
      body,
      params: { token },
      headers: now ? { "x-test-now": now.toISOString() } : {},
    });

  test("works without signing in, for that box only", async () => {
    const { id, customer } = await box();
    const token = ratingToken(id, new Date());
    const got = await getLink(token);
    expect(got.status).toBe(200);
    expect(got.json.orderId).toBe(id);
    const put = await putLink(token, { dishId: dishes[2].id, stars: 3, comment: "Fine" });
    expect(put.status).toBe(200);
    const row = await db.dishRating.findFirstOrThrow({ where: { userId: customer.userId } });
    expect([row.dishId, row.stars, row.comment, row.orderId]).toEqual([
      dishes[2].id,
      3,
      "Fine",
      id,
    ]);
    expect((await putLink(token, { dishId: dishes[2].id, stars: 9 })).status).toBe(400);
  });

  test("a tampered, foreign-signed, malformed or expired link is refused", async () => {
    const { id } = await box();
    const other = await box();
    const now = new Date();
    const token = ratingToken(id, now);
    const [payload, sig] = token.split(".");
    // The signature's second-to-last character changed (the last carries padding bits).
    const flipped = `${payload}.${sig.slice(0, -2)}${sig.at(-2) === "A" ? "B" : "A"}${sig.slice(-1)}`;
    const swapped = `${ratingToken(other.id, now).split(".")[0]}.${sig}`;
    const forged = `${Buffer.from(`${other.id}.9999999999`).toString("base64url")}.${sig}`;
    for (const bad of [flipped, swapped, forged, `${token}.x`, "a".repeat(40)]) {
      const res = await getLink(bad);
      expect([bad, res.status]).toEqual([bad, 404]);
      expect((await putLink(bad, { dishId: dishes[0].id, stars: 1 })).status).toBe(404);
    }
    expect((await getLink("short")).status).toBe(400);
    const later = new Date(now.getTime() + 31 * 86_400_000);
    const expired = await getLink(token, later);
    expect([expired.status, expired.json.message]).toEqual([
      404,
      "This rating link has expired. Sign in to rate your meals from Past orders.",
    ]);
    expect(await db.dishRating.count({ where: { orderId: { in: [id, other.id] } } })).toBe(0);
  });
});

describe("averages", () => {
  const ratingOn = async (dishId: string) =>
    (await getWeekMenu(week))!.menus.find((m) => m.dish.id === dishId)!.rating;

  test("the menu shows a dish's average once 3 customers rated it; admins see every rating", async () => {
    const dish = await newDish();
    const row = await weekRow(week);
    await db.weekMenu.create({ data: { weekId: row.id, dishId: dish.id, sortingOrder: 9 } });
    const stars = [5, 4, 4];
    const boxes = await Promise.all(
      stars.map(() => box({ items: [{ dishId: dish.id, quantity: 8 }] })),
    );
    // The menu was cached before; each rating drops only the averages beside it.
    expect(await ratingOn(dish.id)).toBeNull();
    for (const [i, b] of boxes.slice(0, 2).entries()) {
      expect((await rate(b.customer, b.id, { dishId: dish.id, stars: stars[i] })).status).toBe(200);
    }
    expect(await ratingOn(dish.id)).toBeNull();
    const last = boxes[2];
    await rate(last.customer, last.id, { dishId: dish.id, stars: 4, comment: "Too salty?" });
    expect(await ratingOn(dish.id)).toEqual({ average: 4.3, count: 3 });
    // A change moves the average at once.
    await rate(last.customer, last.id, { dishId: dish.id, stars: 1, comment: "Too salty" });
    expect(await ratingOn(dish.id)).toEqual({ average: 3.3, count: 3 });

    const url = `/api/admin/dishes/${dish.id}/ratings`;
    const asAdmin = await call(adminRatings.GET, url, {
      token: admin.token,
      params: { dishId: dish.id },
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json).toMatchObject({ average: 3.3, count: 3, histogram: [1, 0, 0, 1, 1] });
    expect(asAdmin.json.ratings[0]).toMatchObject({ stars: 1, comment: "Too salty" });
    const customer = boxes[0].customer;
    expect(
      (await call(adminRatings.GET, url, { token: customer.token, params: { dishId: dish.id } }))
        .status,
    ).toBe(403);
    expect((await call(adminRatings.GET, url, { params: { dishId: dish.id } })).status).toBe(401);
    const unknown = await call(adminRatings.GET, "/api/admin/dishes/nope/ratings", {
      token: admin.token,
      params: { dishId: "nope" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("'How was your box?'", () => {
  async function mailsTo(email: string) {
    const entries = (await listOutbox()).filter((m) => m.to.includes(email));
    return Promise.all(entries.map(async (m) => simpleParser(await readOutboxMessage(m.name))));
  }

  test("queued the morning after delivery, once per order, with a link that works", async () => {
    // Tuesday 10 AM Toronto of a week far ahead; delivered Monday evening.
    const monday = addWeeks(currentWeekStart(new Date()), 60);
    const tuesday10 = new Date(`${addDays(monday, 1)}T15:00:00Z`);
    const mondayEvening = new Date(`${monday}T23:30:00Z`);
    const yesterday = await box({ weekStart: monday, deliveredAt: mondayEvening });
    const today = await box({
      weekStart: monday,
      deliveredAt: new Date(tuesday10.getTime() - 3_600_000),
    });
    const longAgo = await box({
      weekStart: addWeeks(monday, -3),
      deliveredAt: new Date(tuesday10.getTime() - 20 * 86_400_000),
    });
    await queueRatingInvites(tuesday10);
    const invited = await db.ratingInvite.findMany({
      where: { orderId: { in: [yesterday.id, today.id, longAgo.id] } },
    });
    expect(invited.map((i) => i.orderId)).toEqual([yesterday.id]);
    await flushQueuedMail();
    const [mail, ...more] = await mailsTo(yesterday.customer.email);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe("How was your box?");
    for (const dish of dishes) expect(mail.text).toContain(dish.name);
    const link = /\/rate\/([\w-]+\.[\w-]+)/.exec(mail.text ?? "");
    expect(link).not.toBeNull();
    const token = link![1];
    const res = await call(linkRatings.GET, `/api/ratings/${token}`, { params: { token } });
    expect([res.status, res.json.orderId]).toEqual([200, yesterday.id]);

    // The next morning: the one delivered "today" is invited now, the first never again.
    await queueRatingInvites(new Date(tuesday10.getTime() + 86_400_000));
    await flushQueuedMail();
    expect(await mailsTo(yesterday.customer.email)).toHaveLength(1);
    expect(await mailsTo(today.customer.email)).toHaveLength(1);
    expect(await mailsTo(longAgo.customer.email)).toHaveLength(0);
  });
});

describe("the chef's selection's history", () => {
  test("ratings and past self-chosen boxes, per customer, in one read", async () => {
    const who = await subscriber();
    const past = [addWeeks(week, -10), addWeeks(week, -9)];
    const [first] = await Promise.all(
      past.map((weekStart) =>
        box({
          who,
          weekStart,
          items: [
            { dishId: dishes[0].id, quantity: 4 },
            // Chosen by the chef, not by them: not a past choice.
            { dishId: dishes[1].id, quantity: 4, chefQuantity: 4 },
          ],
        }),
      ),
    );
    await rate(who, first.id, { dishId: dishes[1].id, stars: 5 });
    const someoneElse = await subscriber();
    const histories = await customerHistories(
      [who.userId, someoneElse.userId],
      dishes.map((d) => d.id),
      (await weekRow(week)).id,
    );
    expect(Object.fromEntries(histories.get(who.userId)!)).toEqual({
      [dishes[0].id]: { timesChosen: 2 },
      [dishes[1].id]: { stars: 5 },
    });
    expect(histories.has(someoneElse.userId)).toBe(false);
  });

  test("the rollover's plan fills by it: the disliked dish left out, the liked one first", async () => {
    const who = await subscriber();
    const { id } = await box({
      who,
      weekStart: addWeeks(week, -20),
      items: dishes.map((d) => ({ dishId: d.id, quantity: 1 })),
    });
    await rate(who, id, { dishId: dishes[0].id, stars: 1 });
    await rate(who, id, { dishId: dishes[2].id, stars: 5 });
    const weekId = (await weekRow(week)).id;
    // The menu most popular first: the chef would start with dishes[0] without the history.
    const menu = {
      weekId,
      dishes: dishes.map((d) => ({
        id: d.id,
        name: d.name,
        allergens: [],
        splitDeliveryEligible: true,
      })),
    };
    const facts = {
      id: null,
      number: null,
      userId: who.userId,
      email: who.email,
      firstName: "Rowan",
      subscriptionId: who.subscription.id,
      mealsCount: 2,
      pricePerMealCents: 1000,
      planName: "2 meals",
      splitDelivery: false,
      items: [],
      excludedAllergens: [],
      addOns: [],
      dietPreference: null,
      balanceCents: 0,
    };
    const [planned] = await planOrders([facts], menu, new Date());
    expect(planned.added).toEqual([
      { dishId: dishes[2].id, quantity: 1, slot: "SINGLE" },
      { dishId: dishes[1].id, quantity: 1, slot: "SINGLE" },
    ]);
  });

  test("the mail says why the chef chose each dish", async () => {
    const { id } = await box({
      status: "PAID",
      items: dishes.map((d) => ({ dishId: d.id, quantity: 2, chefQuantity: 2 })),
    });
    const mail = (await composeOrderMail({
      compose: "chef-selection",
      orderId: id,
      rated: { [dishes[0].id]: 5 },
      chosen: { [dishes[1].id]: 2 },
    } as { compose: string }))!;
    expect(mail.template).toBe("chef-selection");
    const why = Object.fromEntries(
      (mail.props as { dishes: { name: string; why?: string }[] }).dishes.map((d) => [
        d.name,
        d.why,
      ]),
    );
    expect(why).toEqual({
      [dishes[0].name]: "you rated it 5 stars",
      [dishes[1].name]: "you chose it twice",
      [dishes[2].name]: "popular this week",
    });
  });
});

function addDays(day: IsoDate, n: number): IsoDate {
  return new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
