// The kitchen fills a box the chef could not fill (issue 38, item 1): after a real rollover, a short
// paid box gets a dish added and the meal's price charged through the job queue in atomic phases
// (crashes between them resume with the same key: charged once); an unpaid box over a cap gets a
// portion swapped and its retry charges the new total. Audited, the customer told, and refused
// for a dish the customer avoids, a sold-out dish, a full box, a customer, or a race for the last
// missing meal. Fixed weeks in 2029, instants derived from their deadlines.
import "./use-db-r4";
import * as dishesRoute from "@/app/api/admin/orders/[orderId]/dishes/route";
import * as exceptionsRoute from "@/app/api/admin/exceptions/route";
import { db } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import type { BoxDishOptions } from "@/lib/kitchen/box-dishes";
import type { KitchenExceptions } from "@/lib/kitchen/exceptions";
import { chargeBoxEdit, type BoxEditChargeJob } from "@/lib/payments/box-edit-charge";
import { offlineProvider } from "@/lib/payments/offline-provider";
import { retryOrderCharge } from "@/lib/payments/retry-charge";
import { runRollover } from "@/lib/rollover/run-rollover";
import { call } from "../../helpers";
import { createSession } from "@/lib/auth/sessions";
import {
  afterDeadline,
  customer,
  menuWeek,
  order,
  orderOf,
  recordingProvider,
  shortBoxCustomer,
  type Customer,
  type MenuWeek,
} from "./fixtures";

const provider = offlineProvider();
let admin: { userId: string; token: string };

// Sessions begin where the tests' instants are (a session lasts 30 days).
const SIGNED_IN_AT = new Date("2029-01-06T12:00:00Z");

beforeAll(async () => {
  const { id } = await db.user.findFirstOrThrow({ where: { email: "admin@lakeshorekitchen.ca" } });
  admin = { userId: id, token: (await createSession(id, "API", SIGNED_IN_AT)).token };
});
afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

const kitchenNow = (week: MenuWeek) => afterDeadline(week.weekStart, 7 * 3600).toISOString();

const options = async (week: MenuWeek, orderId: string, token = admin.token) =>
  call(dishesRoute.GET, `/api/admin/orders/${orderId}/dishes`, {
    token,
    params: { orderId },
    headers: { "x-test-now": kitchenNow(week) },
  });

const edit = (week: MenuWeek, orderId: string, body: unknown, token = admin.token) =>
  call(dishesRoute.POST, `/api/admin/orders/${orderId}/dishes`, {
    method: "POST",
    token,
    params: { orderId },
    body,
    headers: { "x-test-now": kitchenNow(week) },
  });

const exceptionsOf = async (week: MenuWeek, orderId: string) => {
  const answer = await call(exceptionsRoute.GET, `/api/admin/exceptions?week=${week.weekStart}`, {
    token: admin.token,
    headers: { "x-test-now": kitchenNow(week) },
  });
  const list = answer.json as KitchenExceptions;
  const mine = (items: KitchenExceptions["open"]) => items.filter((e) => e.box.orderId === orderId);
  return { open: mine(list.open), resolved: mine(list.resolved) };
};

async function jobsFor(orderId: string): Promise<BoxEditChargeJob[]> {
  const charges = await db.charge.findMany({ where: { orderId }, select: { id: true } });
  const rows = await db.$queryRawUnsafe<{ data: BoxEditChargeJob }[]>(
    "SELECT data FROM pgboss.job WHERE name = 'payments.box-edit-charge' AND data->>'chargeId' = ANY($1) ORDER BY created_on",
    charges.map((c) => c.id),
  );
  return rows.map((r) => r.data);
}

/** A customer avoiding every allergen on the menu, whose box the rollover could fill to 5 of 8. */
async function shortPaidBox(weekStart: "2029-01-08" | "2029-01-15") {
  const week = await menuWeek(weekStart);
  const { who, dish: safeDish } = await shortBoxCustomer(week);
  await runRollover({
    now: afterDeadline(week.weekStart),
    weekStart: week.weekStart,
    inline: true,
    provider,
  });
  const rolled = await orderOf(who, week);
  expect(rolled).toMatchObject({ status: "PAID", allergenShortfall: 3 });
  // The kitchen can cook two more of the allergen-free dish.
  await db.weekMenu.update({
    where: { weekId_dishId: { weekId: week.id, dishId: safeDish.id } },
    data: { cap: 7 },
  });
  const unsafe = week.dishes.find((d) => d.allergens.length > 0)!;
  return { week, who, box: rolled!, dish: safeDish, unsafe };
}

const mealsIn = (items: { quantity: number }[]) => items.reduce((n, i) => n + i.quantity, 0);

test("a short paid box: the kitchen adds a dish, the meal is charged once through the queue (crashes resume), the receipt and the customer say so", async () => {
  const { week, who, box, dish, unsafe } = await shortPaidBox("2029-01-08");
  const price = who.plan.pricePerMealCents;

  const offered = await options(week, box.id);
  expect(offered.status).toBe(200);
  expect(offered.json).toMatchObject({
    number: box.number,
    missing: 3,
    overCap: [],
    dishes: [{ id: dish.id, name: dish.name, left: 2 }],
    mealCents: price,
    paid: true,
  } satisfies Partial<BoxDishOptions>);
  expect((await exceptionsOf(week, box.id)).open[0].actions).toContain("fill-box");

  // A dish holding an allergen the customer avoids is refused; nothing changes.
  const refused = await edit(week, box.id, { action: "add", dishId: unsafe.id });
  expect(refused.status).toBe(409);
  expect(mealsIn((await orderOf(who, week))!.items)).toBe(5);

  const added = await edit(week, box.id, { action: "add", dishId: dish.id });
  expect(added.status).toBe(200);
  expect(added.json).toEqual({
    message: `Box ${box.number}: added ${dish.name}; $${(price / 100).toFixed(2)} to be charged to the card.`,
    chargedCents: price,
  });
  const after = (await orderOf(who, week))!;
  expect(after.allergenShortfall).toBe(2);
  expect(mealsIn(after.items)).toBe(6);
  const pending = after.charges.find((c) => c.idempotencyKey === `box-edit:${box.id}:1`);
  expect(pending).toMatchObject({ status: "PENDING", amountCents: price });
  // The job was queued with the change (one transaction).
  const [job] = await jobsFor(box.id);
  expect(job).toEqual({ chargeId: pending!.id, line: `Added ${dish.name}` });
  expect(
    await db.adminAuditLog.count({
      where: { action: "edit-box", targetUserId: who.userId, actorId: admin.userId },
    }),
  ).toBe(1);
  expect(
    await db.notification.count({
      where: { userId: who.userId, title: `Your box ${box.number} was filled` },
    }),
  ).toBe(1);

  // The job crashes after claiming, then after the provider answered: each retry resumes the same
  // row and key, and the provider charges once.
  const { provider: recording, calls } = recordingProvider();
  const crashAt = (phase: string) => async (at: string) => {
    if (at === phase) throw new Error(`crash ${at}`);
  };
  const now = afterDeadline(week.weekStart, 8 * 3600);
  await expect(
    chargeBoxEdit(job, { provider: recording, now, failpoint: crashAt("after-claim") }),
  ).rejects.toThrow("crash after-claim");
  await expect(
    chargeBoxEdit(job, { provider: recording, now, failpoint: crashAt("after-provider") }),
  ).rejects.toThrow("crash after-provider");
  expect(await chargeBoxEdit(job, { provider: recording, now })).toBe("paid");
  expect(await chargeBoxEdit(job, { provider: recording, now })).toBe("settled-already");
  expect(new Set(calls.map((c) => c.request.idempotencyKey))).toEqual(
    new Set([`box-edit:${box.id}:1`]),
  );
  expect(calls.every((c) => c.outcome.ok)).toBe(true);

  const paid = (await orderOf(who, week))!;
  expect(paid.charges.filter((c) => c.status === "SUCCEEDED").map((c) => c.amountCents)).toEqual(
    expect.arrayContaining([5 * price, price]),
  );
  expect(paid.totalCents).toBe(6 * price);
  expect(paid.invoice!.totalCents).toBe(6 * price);
  expect(paid.invoice!.lines.map((l) => [l.description, l.totalCents])).toContainEqual([
    `Added ${dish.name} (by our kitchen)`,
    price,
  ]);
  expect(
    await db.notification.count({
      where: {
        userId: who.userId,
        title: `$${(price / 100).toFixed(2)} charged for box ${box.number}`,
      },
    }),
  ).toBe(1);
});

test("the last missing meal: two managers at once get one fill and one 409; then the box is full and its exception resolved", async () => {
  const { week, box, dish } = await shortPaidBox("2029-01-15");
  await db.weeklyOrder.update({ where: { id: box.id }, data: { allergenShortfall: 1 } });
  const answers = await Promise.all([
    edit(week, box.id, { action: "add", dishId: dish.id }),
    edit(week, box.id, { action: "add", dishId: dish.id }),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const full = await edit(week, box.id, { action: "add", dishId: dish.id });
  expect(full.status).toBe(409);
  expect((full.json as { message: string }).message).toContain("holds all its 8 meals");
  const { open, resolved } = await exceptionsOf(week, box.id);
  expect(open.filter((e) => e.kind === "allergen-shortfall")).toEqual([]);
  expect(resolved.find((e) => e.kind === "allergen-shortfall")?.resolved?.how).toBe(
    "Filled by the kitchen",
  );
});

test("an unpaid box over a cap: the kitchen swaps the portion, and the retry charges the new total", async () => {
  const week = await menuWeek("2029-01-22");
  const who: Customer = await customer({ card: "pm_card_chargeCustomerFail" });
  await order(who, week, { meals: 8 });
  const capped = week.dishes[0];
  await db.weekMenu.update({
    where: { weekId_dishId: { weekId: week.id, dishId: capped.id } },
    data: { cap: 0 },
  });
  await runRollover({
    now: afterDeadline(week.weekStart),
    weekStart: week.weekStart,
    inline: true,
    provider,
  });
  const failed = (await orderOf(who, week))!;
  const price = who.plan.pricePerMealCents;
  expect(failed).toMatchObject({ status: "PAYMENT_FAILED", totalCents: 7 * price });

  const offered = (await options(week, failed.id)).json as BoxDishOptions;
  expect(offered).toMatchObject({
    overCap: [{ dishId: capped.id, name: capped.name, beyond: 1 }],
    mealCents: price,
    paid: false,
  });
  expect(offered.dishes.map((d) => d.id)).not.toContain(capped.id);
  const into = offered.dishes[0];

  // Validation first: an unknown action is a 400 in the error shape.
  expect((await edit(week, failed.id, { action: "remove", dishId: into.id })).status).toBe(400);
  const swapped = await edit(week, failed.id, {
    action: "swap",
    fromDishId: capped.id,
    dishId: into.id,
  });
  expect(swapped.status).toBe(200);
  expect((swapped.json as { message: string }).message).toBe(
    `Box ${failed.number}: swapped one ${capped.name} for ${into.name}; $${(price / 100).toFixed(2)} added to the unpaid total.`,
  );
  const after = (await orderOf(who, week))!;
  expect(after.items.some((i) => i.dishId === capped.id)).toBe(false);
  expect(mealsIn(after.items)).toBe(8);
  expect(after.totalCents).toBe(8 * price);
  const { open, resolved } = await exceptionsOf(week, failed.id);
  expect(open.map((e) => e.kind)).toEqual(["payment-failed"]);
  expect(resolved.find((e) => e.kind === "over-cap")?.resolved?.how).toBe("Swapped by the kitchen");

  // A new card: the retry charges the whole box.
  await db.paymentMethod.updateMany({
    where: { userId: who.userId },
    data: { providerPaymentMethodId: "pm_card_visa" },
  });
  const { provider: recording, calls } = recordingProvider();
  const now = afterDeadline(week.weekStart, 9 * 3600);
  expect(await retryOrderCharge(failed.id, { provider: recording, now })).toBe("paid");
  expect(calls.map((c) => c.request.amountCents)).toEqual([8 * price]);
});

test("only an admin changes a box, and only a settled one", async () => {
  const week = await menuWeek("2029-01-29");
  const who = await customer({ sessionAt: SIGNED_IN_AT });
  const open = await order(who, week);
  const asCustomer = await options(week, open.id, who.token);
  expect(asCustomer.status).toBe(403);
  expect(
    (await edit(week, open.id, { action: "add", dishId: week.dishes[0].id }, who.token)).status,
  ).toBe(403);
  // Not locked yet: the customer still chooses.
  const early = await edit(week, open.id, { action: "add", dishId: week.dishes[0].id });
  expect(early.status).toBe(409);
  expect((await options(week, "no-such-order")).status).toBe(404);
});
