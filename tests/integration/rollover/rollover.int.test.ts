// The weekly rollover against a real database of its own, at injected instants: who ends in which
// state, what is filled and charged, the first-order promotion, balances, DST weeks and week 53,
// and two rollovers at once.
import "./use-db-r1";
import * as weekRoute from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import * as skipRoute from "@/app/api/orders/week/[weekId]/route";
import * as metricsRoute from "@/app/api/metrics/route";
import { attachCode } from "@/lib/coupons/attach-code";
import { dateColumn, type IsoDate } from "@/lib/clock";
import { db, pool } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import { REFERRAL_CREDIT_CENTS } from "@/lib/referrals/referral-link";
import { previewRollover } from "@/lib/rollover/preview";
import { runRollover } from "@/lib/rollover/run-rollover";
import { call } from "../../helpers";
import {
  METRICS_TOKEN,
  metricValue,
  scrapeMetrics,
  afterDeadline,
  beforeDeadline,
  customer,
  deadlineOf,
  menuWeek,
  order,
  orderOf,
  recordingProvider,
  shortBoxCustomer,
  torontoIso,
  type Customer,
  type MenuWeek,
} from "./fixtures";
import { killWorkers } from "./worker-process";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(async () => {
  killWorkers();
  await stopQueue();
  await db.$disconnect();
  await pool.end();
});

function roll(week: MenuWeek, now = afterDeadline(week.weekStart)) {
  const { provider, calls } = recordingProvider();
  return runRollover({ now, weekStart: week.weekStart, inline: true, provider }).then((result) => ({
    result,
    calls,
  }));
}

const mealCount = (items: { quantity: number }[]) => items.reduce((s, i) => s + i.quantity, 0);

describe("the rollover at the deadline", () => {
  test("the second before the deadline does nothing; the second after rolls the week over", async () => {
    const week = await menuWeek("2027-01-04");
    const who = await customer();
    await order(who, week);
    const early = await roll(week, beforeDeadline(week.weekStart, 1));
    expect(early.result).toEqual({ status: "done", weeks: [] });
    expect((await orderOf(who, week))?.status).toBe("OPEN");

    const late = await roll(week, afterDeadline(week.weekStart, 1));
    expect(late.result.status).toBe("done");
    const paid = await orderOf(who, week);
    expect(paid).toMatchObject({
      status: "PAID",
      chefSelected: false,
      totalCents: 8 * who.plan.pricePerMealCents,
    });
    expect(paid?.lockedAt).not.toBeNull();
    const w = await db.week.findUniqueOrThrow({ where: { id: week.id } });
    expect(w.rolledOverAt).not.toBeNull();
    // Once rolled over, a week is never processed again.
    const again = await roll(week, afterDeadline(week.weekStart, 60));
    expect(again.result).toEqual({ status: "done", weeks: [] });
    expect(again.calls).toHaveLength(0);
    // Its dry run says why there is nothing to do (issue 26 defect 12), even for a plan begun since.
    await customer();
    const dry = await previewRollover(week.weekStart, afterDeadline(week.weekStart, 90));
    expect(dry).toMatchObject({ orders: 0, toCreate: 0, rows: [] });
    const locked = await db.weeklyOrder.count({
      where: { weekId: week.id, status: { notIn: ["OPEN", "SKIPPED", "CANCELLED"] } },
    });
    expect(locked).toBeGreaterThan(0);
    expect(dry.note).toBe(
      `This week was rolled over already: ${locked} ${locked === 1 ? "order was" : "orders were"} locked at its deadline, and a week is rolled over only once.`,
    );
    // A week not rolled over with orders to lock has no note.
    const next = await menuWeek("2027-01-11");
    expect((await previewRollover(next.weekStart, afterDeadline(next.weekStart))).note).toBeNull();
  });

  test("each kind of customer ends in the right state", async () => {
    const week = await menuWeek("2027-01-11");
    const complete = await customer();
    const none = await customer();
    const partial = await customer();
    const skipped = await customer();
    const paused = await customer({ status: "PAUSED" });
    const pausedLater = await customer({ status: "PAUSED", resumeOn: "2027-02-04" });
    const resumesNow = await customer({ status: "PAUSED", resumeOn: "2027-01-07" });
    const onHold = await customer({ status: "ON_HOLD" });
    const cancelled = await customer({ status: "CANCELLED" });
    await order(complete, week);
    await order(partial, week, { meals: 3 });
    await order(skipped, week, { status: "SKIPPED" });
    await order(onHold, week);

    const { result, calls } = await roll(week);
    expect(result.status).toBe("done");

    expect(await orderOf(complete, week)).toMatchObject({ status: "PAID", chefSelected: false });
    const filled = await orderOf(none, week);
    expect(filled).toMatchObject({ status: "PAID", chefSelected: true });
    expect(mealCount(filled!.items)).toBe(8);
    const topped = await orderOf(partial, week);
    expect(topped).toMatchObject({ status: "PAID", chefSelected: true });
    expect(mealCount(topped!.items)).toBe(8);
    // The customer's own three stay; a dish the chef adds again is one row with the sum.
    for (const dish of week.dishes.slice(0, 3))
      expect(topped!.items.find((i) => i.dishId === dish.id)?.quantity).toBeGreaterThanOrEqual(1);
    expect(
      topped!.items.some(
        (i) => week.dishes.slice(0, 3).some((d) => d.id === i.dishId) && i.quantity > 1,
      ),
    ).toBe(true);
    expect(await orderOf(skipped, week)).toMatchObject({ status: "SKIPPED", charges: [] });
    expect(await orderOf(paused, week)).toBeNull();
    expect(await orderOf(pausedLater, week)).toBeNull();
    expect(await orderOf(cancelled, week)).toBeNull();
    expect(await orderOf(onHold, week)).toMatchObject({ status: "CANCELLED", charges: [] });
    // Resumed on its resume date, the plan delivers again from the first week after it: the week
    // the pause still covered gets no order.
    const resumed = await db.subscription.findUniqueOrThrow({
      where: { id: resumesNow.subscription.id },
    });
    expect(resumed.status).toBe("ACTIVE");
    expect(resumed.startsOn).toEqual(dateColumn("2027-01-18"));
    expect(await orderOf(resumesNow, week)).toBeNull();

    const charged = new Set(calls.map((c) => c.request.idempotencyKey));
    for (const who of [skipped, paused, pausedLater, onHold, cancelled, resumesNow]) {
      expect(charged.has(`charge:${who.subscription.id}:${week.id}`)).toBe(false);
    }
    expect(charged.has(`charge:${complete.subscription.id}:${week.id}`)).toBe(true);

    // The chef's choice is told: a notification naming the dishes.
    const note = await db.notification.findFirstOrThrow({
      where: { userId: none.userId, title: { startsWith: "We chose your meals" } },
    });
    expect(note.body).toMatch(/Added: \d+ × /);
  });

  test("paid orders get an invoice with the card, a charge with the deterministic key, a notification", async () => {
    const week = await menuWeek("2027-01-18");
    const who = await customer();
    await order(who, week);
    const { calls } = await roll(week);
    const paid = await orderOf(who, week);
    const mine = calls.filter(
      (c) => c.request.idempotencyKey === `charge:${who.subscription.id}:${week.id}`,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0].request).toMatchObject({
      paymentMethodId: "pm_card_visa",
      amountCents: paid!.totalCents,
    });
    expect(paid!.charges).toEqual([
      expect.objectContaining({ status: "SUCCEEDED", amountCents: paid!.totalCents }),
    ]);
    expect(paid!.invoice).toMatchObject({
      status: "PAID",
      number: `INV-${paid!.number.slice(3)}`,
      totalCents: paid!.totalCents,
      cardBrand: "visa",
      cardLast4: "4242",
    });
    expect(paid!.invoice!.lines).toHaveLength(1);
    // Written in bulk SQL: timestamps keep the run's instant whatever the process's time zone.
    expect(paid!.invoice!.issuedAt).toEqual(afterDeadline(week.weekStart));
    const bell = await db.notification.findFirst({
      where: { userId: who.userId, title: `Order ${paid!.number} is confirmed` },
    });
    expect(bell?.body).toContain("Visa •••• 4242");
    expect(bell?.createdAt).toEqual(afterDeadline(week.weekStart));
  });

  test.each([
    ["pm_card_visa", "PAID", null],
    ["pm_card_chargeDeclined", "PAYMENT_FAILED", "DECLINED"],
    ["pm_card_chargeDeclinedInsufficientFunds", "PAYMENT_FAILED", "INSUFFICIENT_FUNDS"],
    ["pm_card_chargeDeclinedExpiredCard", "PAYMENT_FAILED", "EXPIRED"],
    ["pm_card_chargeCustomerFail", "PAYMENT_FAILED", "DECLINED"],
  ])("offline card %s → %s (%s)", async (card, status, problem) => {
    const week = await menuWeek("2027-01-25");
    await db.week.update({ where: { id: week.id }, data: { rolledOverAt: null } });
    const who = await customer({ card });
    await order(who, week);
    await roll(week);
    const after = await orderOf(who, week);
    expect(after?.status).toBe(status);
    const method = await db.paymentMethod.findUniqueOrThrow({ where: { id: who.card!.id } });
    expect(method.problem).toBe(problem);
    if (status === "PAYMENT_FAILED") {
      expect(after!.charges[0]).toMatchObject({ status: "FAILED" });
      expect(after!.invoice).toBeNull();
      const note = await db.notification.findFirstOrThrow({
        where: { userId: who.userId, link: "/customer/account?tab=payment" },
      });
      expect(note.body.length).toBeGreaterThan(20);
    }
  });

  test("a $0 order (credit covers it) is paid without the provider; credit debited once", async () => {
    const week = await menuWeek("2027-02-01");
    const who = await customer({ creditCents: 50_000 });
    await order(who, week);
    const { calls } = await roll(week);
    const paid = await orderOf(who, week);
    const subtotal = 8 * who.plan.pricePerMealCents;
    expect(paid).toMatchObject({
      status: "PAID",
      totalCents: 0,
      creditCents: subtotal,
      charges: [],
    });
    expect(calls.some((c) => c.request.idempotencyKey.includes(who.subscription.id))).toBe(false);
    expect(paid!.invoice).toMatchObject({ totalCents: 0, creditCents: subtotal, cardBrand: null });
    const user = await db.user.findUniqueOrThrow({ where: { id: who.userId } });
    expect(user.balanceCents).toBe(-50_000 + subtotal);
    const ledger = await db.creditLedgerEntry.findMany({
      where: { userId: who.userId, orderId: paid!.id },
    });
    expect(ledger).toEqual([
      expect.objectContaining({ amountCents: subtotal, reason: "ORDER_PAYMENT" }),
    ]);
  });

  test("gift balance is spent and a referrer is credited on the first paid order only", async () => {
    const week = await menuWeek("2027-02-08");
    const referrer = await customer();
    const who = await customer();
    await db.referral.create({
      data: { referrerId: referrer.userId, referredUserId: who.userId, code: "FRIEND" },
    });
    const gift = await db.giftCode.create({
      data: {
        code: `GIFT-${who.userId.slice(-6)}`,
        initialCents: 3000,
        balanceCents: 3000,
        redeemedById: who.userId,
        redeemedAt: new Date(),
      },
    });
    await order(who, week);
    await roll(week);
    const paid = await orderOf(who, week);
    expect(paid).toMatchObject({ status: "PAID", giftCents: 3000 });
    expect(paid!.totalCents).toBe(8 * who.plan.pricePerMealCents - 3000);
    expect((await db.giftCode.findUniqueOrThrow({ where: { id: gift.id } })).balanceCents).toBe(0);
    const ref = await db.referral.findUniqueOrThrow({ where: { referredUserId: who.userId } });
    expect(ref.status).toBe("CREDITED");
    const credit = await db.creditLedgerEntry.findMany({
      where: { userId: referrer.userId, reason: "REFERRAL" },
    });
    expect(credit).toEqual([expect.objectContaining({ amountCents: -REFERRAL_CREDIT_CENTS })]);

    // The next week: no second referral credit.
    const next = await menuWeek("2027-02-15");
    await roll(next);
    expect(
      await db.creditLedgerEntry.count({ where: { userId: referrer.userId, reason: "REFERRAL" } }),
    ).toBe(1);
  });

  test("gift balance over several codes: the oldest is spent first, an expired one is kept", async () => {
    const week = await menuWeek("2027-05-17");
    const who = await customer();
    const subtotal = 8 * who.plan.pricePerMealCents;
    const code = (suffix: string, cents: number, redeemedAt: string, expiresAt?: string) =>
      db.giftCode.create({
        data: {
          code: `GIFT-${suffix}-${who.userId.slice(-6)}`,
          initialCents: cents,
          balanceCents: cents,
          redeemedById: who.userId,
          redeemedAt: new Date(redeemedAt),
          expiresAt: expiresAt ? new Date(expiresAt) : null,
        },
      });
    const newer = await code("NEW", subtotal, "2026-10-02T12:00:00Z");
    const older = await code("OLD", 2000, "2026-10-01T12:00:00Z");
    const expired = await code("EXP", 5000, "2026-09-01T12:00:00Z", "2026-10-15T12:00:00Z");
    await order(who, week);
    await roll(week);
    const paid = await orderOf(who, week);
    expect(paid).toMatchObject({ status: "PAID", giftCents: subtotal, totalCents: 0 });
    const left = async (id: string) =>
      (await db.giftCode.findUniqueOrThrow({ where: { id } })).balanceCents;
    expect(await left(older.id)).toBe(0);
    expect(await left(newer.id)).toBe(2000);
    expect(await left(expired.id)).toBe(5000);
  });

  test("allergens: the chef never adds an excluded one; a menu that cannot fill is flagged", async () => {
    const week = await menuWeek("2027-02-22");
    const allergens = [...new Set(week.dishes.flatMap((d) => d.allergens))];
    const someAllergen = allergens[0];
    const careful = await customer({ allergens: [someAllergen] });
    // Excluding every allergen on the menu leaves only allergen-free dishes (maybe too few).
    const impossible = await customer({ allergens, mealsPerWeek: 12 });
    await roll(week);
    const filled = await orderOf(careful, week);
    const names = new Map(week.dishes.map((d) => [d.id, d]));
    expect(filled?.chefSelected).toBe(true);
    for (const item of filled!.items)
      expect(names.get(item.dishId)?.allergens).not.toContain(someAllergen);
    expect(filled!.allergenShortfall).toBe(0);

    const safe = week.dishes.filter((d) => d.allergens.length === 0).length;
    const short = await orderOf(impossible, week);
    const expectedShort = Math.max(0, 12 - safe * 12);
    expect(short!.allergenShortfall).toBe(expectedShort);
    for (const item of short!.items) expect(names.get(item.dishId)?.allergens).toEqual([]);
    const summary = (await db.week.findUniqueOrThrow({ where: { id: week.id } }))
      .rolloverSummary as {
      allergenShortfalls: unknown[];
    };
    expect(summary.allergenShortfalls.length > 0).toBe(expectedShort > 0);
  });

  test("a short box is charged for what is in it; the dry run shows it and a box without an address first (issue 38)", async () => {
    const week = await menuWeek("2028-02-07");
    // Avoids every allergen on the menu; five of the one allergen-free dish left; no address.
    const { who: avoider, box } = await shortBoxCustomer(week);
    await db.weeklyOrder.update({ where: { id: box.id }, data: { addressId: null } });
    const price = avoider.plan.pricePerMealCents;

    const preview = await previewRollover(week.weekStart, afterDeadline(week.weekStart));
    const row = preview.rows.find((r) => r.customerEmail === avoider.email);
    expect(row).toMatchObject({
      allergenShortfall: 3,
      chargedMeals: 5,
      chargeCents: 5 * price,
      noAddress: true,
    });
    expect(preview.short).toBeGreaterThanOrEqual(1);
    expect(preview.withoutAddress).toBeGreaterThanOrEqual(1);
    // The boxes the kitchen must look at come first.
    const looks = preview.rows.map((r) => r.allergenShortfall > 0 || r.noAddress);
    expect(looks.indexOf(false) === -1 || looks.lastIndexOf(true) < looks.indexOf(false)).toBe(
      true,
    );

    const { calls } = await roll(week);
    const short = await orderOf(avoider, week);
    expect(short).toMatchObject({ status: "PAID", allergenShortfall: 3 });
    expect(mealCount(short!.items)).toBe(5);
    expect(short!.subtotalCents).toBe(5 * price);
    expect(short!.totalCents).toBe(5 * price);
    expect(short!.charges.map((c) => c.amountCents)).toEqual([5 * price]);
    // The receipt says so.
    expect(short!.invoice!.lines[0]).toMatchObject({
      description: `${avoider.plan.name}: 5 of 8 meals (the rest could not be filled and are not charged)`,
      quantity: 5,
      totalCents: 5 * price,
    });
    const charged = calls.filter((c) => c.request.idempotencyKey.includes(avoider.subscription.id));
    expect(charged.map((c) => c.request.amountCents)).toEqual([5 * price]);
  });

  test("portions beyond a dish's cap are not charged (a cap lowered after the customer chose)", async () => {
    const week = await menuWeek("2028-02-14");
    const who = await customer();
    await order(who, week, { meals: 8 });
    // One of each of the first 8 dishes; the first is then capped at none.
    await db.weekMenu.update({
      where: { weekId_dishId: { weekId: week.id, dishId: week.dishes[0].id } },
      data: { cap: 0 },
    });
    const price = who.plan.pricePerMealCents;
    const preview = await previewRollover(week.weekStart, afterDeadline(week.weekStart));
    expect(preview.rows.find((r) => r.customerEmail === who.email)).toMatchObject({
      beyondCap: 1,
      chargedMeals: 7,
      chargeCents: 7 * price,
    });
    await roll(week);
    const box = await orderOf(who, week);
    expect(box).toMatchObject({ status: "PAID", totalCents: 7 * price });
    expect(box!.charges.map((c) => c.amountCents)).toEqual([7 * price]);
  });

  test("dish caps: the chef never fills a dish past its cap, across batches; the dry run agrees", async () => {
    const week = await menuWeek("2027-03-22");
    // Two dishes stay uncapped so every order can still be filled; the rest: 1 for the week.
    const capped = week.dishes.slice(2);
    await db.weekMenu.updateMany({
      where: { weekId: week.id, dishId: { in: capped.map((d) => d.id) } },
      data: { cap: 1 },
    });
    const chooser = await customer();
    // One of each of the first 8 dishes: six capped dishes are sold out before the deadline.
    await order(chooser, week, { meals: 8 });
    const empty = [await customer(), await customer(), await customer()];
    const now = afterDeadline(week.weekStart);

    const names = new Map(week.dishes.map((d) => [d.name, d.id]));
    const preview = await previewRollover(week.weekStart, now);
    const planned = await db.orderItem.groupBy({
      by: ["dishId"],
      where: { order: { weekId: week.id, status: { notIn: ["SKIPPED", "CANCELLED"] } } },
      _sum: { quantity: true },
    });
    const previewTotals = new Map(planned.map((r) => [r.dishId, r._sum.quantity ?? 0]));
    for (const row of preview.rows)
      for (const item of row.chefSelection) {
        const id = names.get(item.name)!;
        previewTotals.set(id, (previewTotals.get(id) ?? 0) + item.quantity);
      }
    expect(capped.filter((d) => (previewTotals.get(d.id) ?? 0) > 1).map((d) => d.name)).toEqual([]);
    const mine = new Set(empty.map((who) => who.email));
    expect(
      preview.rows.filter((r) => mine.has(r.customerEmail) && r.allergenShortfall > 0),
    ).toEqual([]);

    // One order per batch: each batch plans from what the batches before it left.
    const result = await runRollover({
      now,
      weekStart: week.weekStart,
      inline: true,
      provider: recordingProvider().provider,
      batchSize: 1,
    });
    expect(result.status).toBe("done");
    const totals = await db.orderItem.groupBy({
      by: ["dishId"],
      where: { order: { weekId: week.id, status: { notIn: ["SKIPPED", "CANCELLED"] } } },
      _sum: { quantity: true },
    });
    const taken = new Map(totals.map((r) => [r.dishId, r._sum.quantity ?? 0]));
    // Never past the cap, and the caps were used rather than avoided: every portion is taken.
    expect(capped.map((d) => [d.name, taken.get(d.id) ?? 0])).toEqual(
      capped.map((d) => [d.name, 1]),
    );
    for (const who of empty) {
      const filled = await orderOf(who, week);
      expect(filled).toMatchObject({ chefSelected: true, allergenShortfall: 0 });
      expect(mealCount(filled!.items)).toBe(8);
    }
  });

  test("split delivery: each half is filled with split-eligible dishes", async () => {
    const week = await menuWeek("2027-03-01");
    const who = await customer({ mealsPerWeek: 8 });
    await order(who, week, { meals: 2, split: true });
    await roll(week);
    const filled = await orderOf(who, week);
    const dishes = new Map(week.dishes.map((d) => [d.id, d]));
    expect(mealCount(filled!.items.filter((i) => i.slot === "MONDAY"))).toBe(4);
    expect(mealCount(filled!.items.filter((i) => i.slot === "THURSDAY"))).toBe(4);
    for (const item of filled!.items)
      expect(dishes.get(item.dishId)?.splitDeliveryEligible).toBe(true);
  });

  test("a split plan with no order for the week gets a split one, and a 6-meal plan never does", async () => {
    const week = await menuWeek("2027-03-29");
    const split = await customer({ mealsPerWeek: 8, split: true });
    const plain = await customer({ mealsPerWeek: 8 });
    // Not possible through the app (standingSplit); the rollover still never splits 6 meals.
    const six = await customer({ mealsPerWeek: 6, split: true });
    await roll(week);
    const [a, b, c] = await Promise.all([split, plain, six].map((who) => orderOf(who, week)));
    expect([a?.splitDelivery, b?.splitDelivery, c?.splitDelivery]).toEqual([true, false, false]);
    expect(mealCount(a!.items.filter((i) => i.slot === "MONDAY"))).toBe(4);
    expect(mealCount(a!.items.filter((i) => i.slot === "THURSDAY"))).toBe(4);
    expect(b!.items.every((i) => i.slot === "SINGLE")).toBe(true);
  });

  test.each([
    ["2026-03-09", "the week after DST starts"],
    ["2026-03-16", "the cycle that spans DST starting"],
    ["2026-11-02", "the week after DST ends"],
    ["2026-11-09", "the cycle that spans DST ending"],
    ["2026-12-28", "ISO week 53"],
  ])("%s (%s): locked and charged one second after its deadline", async (start) => {
    const week = await menuWeek(start as IsoDate);
    await db.week.update({ where: { id: week.id }, data: { rolledOverAt: null } });
    const who = await customer({ startsOn: start as IsoDate });
    await order(who, week);
    const early = await runRollover({
      now: beforeDeadline(week.weekStart, 1),
      weekStart: week.weekStart,
      inline: true,
    });
    expect(early).toEqual({ status: "done", weeks: [] });
    await roll(week, afterDeadline(week.weekStart, 1));
    const paid = await orderOf(who, week);
    expect(paid?.status).toBe("PAID");
    // The lock happened at the injected instant: Thursday 12:00:00 AM Toronto.
    expect(torontoIso(paid!.lockedAt!)).toMatch(/T00:00:00\.000-0[45]:00$/);
  });

  test("two rollovers started together: one does the work, the other says one is in progress", async () => {
    const week = await menuWeek("2027-03-08");
    const who = await customer();
    await order(who, week);
    const now = afterDeadline(week.weekStart);
    const [a, b] = await Promise.all([
      runRollover({ now, weekStart: week.weekStart, inline: true }),
      runRollover({ now, weekStart: week.weekStart, inline: true }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual(["done", "in-progress"]);
    expect(
      await db.charge.count({
        where: { idempotencyKey: `charge:${who.subscription.id}:${week.id}` },
      }),
    ).toBe(1);
  });
});

describe("the first-order promotion (WELCOME50) belongs to exactly one order", () => {
  test("place week 1, skip it, place week 2, unskip week 1: one half-price order, the first charged", async () => {
    // Two weeks of its own (no other test rolls them), chosen the Monday before the first's
    // deadline, by a customer signed in then.
    const w1 = await menuWeek("2027-05-03");
    const w2 = await menuWeek("2027-05-10");
    const monday = new Date(deadlineOf(w1.weekStart).getTime() - 2.5 * 86_400_000);
    const fresh = await customer({ startsOn: w1.weekStart, sessionAt: monday });
    await attachCode(fresh.userId, "WELCOME50", monday);
    const headers = { "x-test-now": monday.toISOString() };
    const choose = (week: MenuWeek) =>
      call(weekRoute.PUT, `/api/users/${fresh.userId}/orders/week/${week.weekStart}`, {
        method: "PUT",
        token: fresh.token,
        headers,
        params: { userId: fresh.userId, weekStart: week.weekStart },
        body: {
          splitDelivery: false,
          items: week.dishes
            .slice(0, 8)
            .map((d) => ({ dishId: d.id, quantity: 1, slot: "SINGLE" })),
        },
      });
    const toggle = (week: MenuWeek) =>
      call(skipRoute.PATCH, `/api/orders/week/${week.weekStart}`, {
        method: "PATCH",
        token: fresh.token,
        headers,
        params: { weekId: week.weekStart },
      });
    expect((await choose(w1)).status).toBe(200);
    expect((await toggle(w1)).status).toBe(200);
    expect((await choose(w2)).status).toBe(200);
    expect((await toggle(w1)).status).toBe(200);

    const full = 8 * fresh.plan.pricePerMealCents;
    // Shown before the lock: only the earliest open week carries the promotion.
    const shown = async (week: MenuWeek) => {
      const o = await orderOf(fresh, week);
      const res = await call(
        (await import("@/app/api/orders/[orderId]/route")).GET,
        `/api/orders/${o!.id}`,
        {
          token: fresh.token,
          headers,
          params: { orderId: o!.id },
        },
      );
      return res.json.totals.totalCents as number;
    };
    expect(await shown(w1)).toBe(full / 2);
    expect(await shown(w2)).toBe(full);

    await roll(w1);
    await roll(w2);
    const o1 = await orderOf(fresh, w1);
    const o2 = await orderOf(fresh, w2);
    // Paid at its own rollover; delivered by the next one.
    expect(o1).toMatchObject({
      status: "DELIVERED",
      firstOrderPromoCents: full / 2,
      totalCents: full / 2,
    });
    expect(o2).toMatchObject({ status: "PAID", firstOrderPromoCents: 0, totalCents: full });
  });
});

describe("edits in the last second before the deadline", () => {
  test("200 customers saving meals while the rollover starts: each edit lands before the lock or gets the 409", async () => {
    // Two weeks ahead of today, so the customers' real sessions are still valid at its deadline.
    // A week of its own with eight dishes to start from and eight others to change to; the
    // customers signed in an hour before its deadline.
    const week = await menuWeek("2027-06-07", 16);
    expect(week.dishes.length).toBeGreaterThanOrEqual(16);
    const signedIn = beforeDeadline(week.weekStart, 3600);
    const people: Customer[] = [];
    for (let i = 0; i < 200; i++) people.push(await customer({ sessionAt: signedIn }));
    for (const who of people) await order(who, week); // dishes 0..7
    const changed = week.dishes
      .slice(8, 16)
      .map((d) => ({ dishId: d.id, quantity: 1, slot: "SINGLE" }));
    const lastSecond = beforeDeadline(week.weekStart, 1).toISOString();

    const edits = people.map((who) =>
      call(weekRoute.PUT, `/api/users/${who.userId}/orders/week/${week.weekStart}`, {
        method: "PUT",
        token: who.token,
        headers: { "x-test-now": lastSecond },
        params: { userId: who.userId, weekStart: week.weekStart },
        body: { splitDelivery: false, items: changed },
      }),
    );
    const rollover = runRollover({
      now: afterDeadline(week.weekStart, 1),
      weekStart: week.weekStart,
      inline: true,
    });
    const [results] = await Promise.all([Promise.all(edits), rollover]);

    let landed = 0;
    let refused = 0;
    for (const [i, who] of people.entries()) {
      const after = await orderOf(who, week);
      const ids = after!.items.map((item) => item.dishId).sort();
      expect(after!.status).toBe("PAID");
      expect(after!.chefSelected).toBe(false);
      if (results[i].status === 200) {
        landed += 1;
        expect(ids).toEqual(changed.map((c) => c.dishId).sort());
      } else {
        refused += 1;
        expect(results[i].status).toBe(409);
        expect(results[i].json.message).toMatch(/deadline/i);
        expect(ids).toEqual(
          week.dishes
            .slice(0, 8)
            .map((d) => d.id)
            .sort(),
        );
      }
    }
    expect(landed + refused).toBe(200);
    // Keep later weeks' rollovers small.
    await db.subscription.updateMany({
      where: { id: { in: people.map((p) => p.subscription.id) } },
      data: { status: "CANCELLED", cancelledAt: new Date() },
    });
  }, 120_000);
});

describe("the rollover's metrics", () => {
  const TOKEN = METRICS_TOKEN;
  const scrape = scrapeMetrics;
  const value = metricValue;

  test("GET /api/metrics after a rollover shows its counts, charges and duration", async () => {
    const week = await menuWeek("2027-10-04");
    const chose = await customer();
    await order(chose, week);
    await customer(); // no meals chosen: the chef's selection fills the order
    await customer({ card: "pm_card_chargeDeclined" });
    const before = await scrape();

    const { result } = await roll(week);
    if (result.status !== "done") throw new Error(`rollover ${result.status}`);
    const { counts } = result.weeks[0];
    // The database copy's seeded customers roll over too: at least ours.
    expect(counts.locked).toBeGreaterThanOrEqual(3);
    expect(counts.filled).toBeGreaterThanOrEqual(2);
    expect(counts.failed).toBeGreaterThanOrEqual(1);
    const after = await scrape();
    const delta = (series: string) => value(after, series) - value(before, series);

    expect(delta('rollover_orders_total{outcome="locked"}')).toBe(counts.locked);
    expect(delta('rollover_orders_total{outcome="filled"}')).toBe(counts.filled);
    expect(delta('rollover_orders_total{outcome="charged"}')).toBe(counts.paid);
    expect(delta('rollover_orders_total{outcome="failed"}')).toBe(counts.failed);
    expect(
      delta('charges_total{outcome="succeeded"}') + delta('charges_total{outcome="failed"}'),
    ).toBe(counts.charged - counts.waiting);
    expect(delta('charges_total{outcome="failed"}')).toBe(counts.failed);
    // At least this week: counts another file left buffered in this Jest worker may flush too.
    expect(delta("rollover_weeks_total")).toBeGreaterThanOrEqual(1);
    expect(delta("rollover_duration_seconds_total")).toBeGreaterThan(0);
    // The queue gauges are read from pg-boss's table: every queue has a value.
    expect(after).toMatch(/^job_queue_depth\{queue="mail\.send"\} \d+$/m);
    expect(after).toMatch(/^job_queue_oldest_age_seconds\{queue="rollover\.batch"\} [\d.]+$/m);
  });

  test("without METRICS_TOKEN the endpoint is off (404); a wrong token is refused (401)", async () => {
    delete process.env.METRICS_TOKEN;
    const off = await call(metricsRoute.GET, "/api/metrics", { token: TOKEN });
    expect(off.status).toBe(404);
    expect(off.json).toMatchObject({ statusCode: 404 });
    process.env.METRICS_TOKEN = TOKEN;
    const wrong = await call(metricsRoute.GET, "/api/metrics", { token: `${TOKEN}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ statusCode: 401 });
    expect(wrong.text).not.toContain("rollover_orders_total");
    const none = await call(metricsRoute.GET, "/api/metrics");
    expect(none.status).toBe(401);
  });
});
