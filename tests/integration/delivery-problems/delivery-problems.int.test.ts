// Reporting a problem with a delivery: the 48 hours from delivery (the stop's mark, else the end
// of the window), credit at once within the policy (one dish's price, two in four weeks) through
// the ledger under the report's unique key, the rest approved or denied by an admin, the customer
// told either way (bell + mail); photos; bad input; the authorization matrix; the kitchen's report.
import { simpleParser, type ParsedMail } from "mailparser";
import { NextRequest } from "next/server";
import * as decide from "@/app/api/admin/delivery-problems/[problemId]/route";
import * as photo from "@/app/api/users/[userId]/delivery-problem-photos/[photoId]/route";
import * as photos from "@/app/api/users/[userId]/delivery-problem-photos/route";
import * as problems from "@/app/api/users/[userId]/delivery-problems/route";
import { createSession } from "@/lib/auth/sessions";
import { TEST_NOW_HEADER } from "@/lib/clock/request-now";
import { db } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import { listOutbox, readOutboxMessage } from "@/lib/mail";
import { buildReport } from "@/lib/reports/build-report";
import { flushQueuedMail } from "../../flush-mail";
import { call } from "../../helpers";
import { adminSession, freshWeek, newDish } from "../admin/admin-fixtures";
import { box, clockAt, onDay, type Box } from "../admin/deliveries-fixtures";
import { person } from "../customer-a-fixtures";

let admin: { token: string; userId: string };
beforeAll(async () => {
  admin = await adminSession();
});
afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

// The weeks are far ahead: each call carries a session opened at its own instant.
const tokenAt = async (userId: string, now: Date) =>
  (await createSession(userId, "API", now)).token;
const tuesday = (week: string, time = "10:00") =>
  new Date(onDay(week, "MONDAY", time).getTime() + 86_400_000);

async function list(b: { userId: string }, now: Date, as = b.userId) {
  return call(problems.GET, `/api/users/${b.userId}/delivery-problems`, {
    token: await tokenAt(as, now),
    headers: clockAt(now),
    params: { userId: b.userId },
  });
}

async function report(b: { userId: string }, body: unknown, now: Date, as = b.userId) {
  return call(problems.POST, `/api/users/${b.userId}/delivery-problems`, {
    token: await tokenAt(as, now),
    headers: clockAt(now),
    params: { userId: b.userId },
    body,
  });
}

async function decideOn(problemId: string, body: unknown, now: Date, as = admin.userId) {
  return call(decide.POST, `/api/admin/delivery-problems/${problemId}`, {
    token: await tokenAt(as, now),
    headers: clockAt(now),
    params: { problemId },
    body,
  });
}

async function upload(
  userId: string,
  bytes: Uint8Array,
  now: Date,
  as = userId,
  type = "image/png",
) {
  const req = new NextRequest(
    new URL(`/api/users/${userId}/delivery-problem-photos`, "http://localhost:3000"),
    {
      method: "POST",
      headers: {
        authorization: `Bearer ${await tokenAt(as, now)}`,
        "content-type": type,
        [TEST_NOW_HEADER]: now.toISOString(),
      },
      body: Buffer.from(bytes),
    },
  );
  const res = await photos.POST(req, { params: Promise.resolve({ userId }) });
  return { status: res.status, json: await res.json() };
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** The box's one dish (the fixture puts 8 of it in). */
const dishOf = async (b: Box) =>
  (await db.orderItem.findFirstOrThrow({ where: { orderId: b.id }, select: { dishId: true } }))
    .dishId;

/** Four dishes, two of each, instead of the fixture's eight of one. */
async function fourDishes(b: Box) {
  const dishes = await Promise.all([newDish(), newDish(), newDish(), newDish()]);
  await db.orderItem.deleteMany({ where: { orderId: b.id } });
  await db.orderItem.createMany({
    data: dishes.map((d) => ({
      orderId: b.id,
      dishId: d.id,
      quantity: 2,
      slot: "SINGLE" as const,
    })),
  });
  return dishes;
}

async function mailsTo(to: string, ready: (mails: ParsedMail[]) => boolean = () => true) {
  // Another file's worker may have taken a job of this file's mail from the shared queue: it
  // writes the message within moments, so wait (briefly) for the mails a step expects.
  for (let tries = 0; ; tries += 1) {
    await flushQueuedMail();
    const entries = (await listOutbox()).filter((m) => m.to.includes(to));
    const mails = await Promise.all(
      entries.map(async (m) => simpleParser(await readOutboxMessage(m.name))),
    );
    if (ready(mails) || tries >= 40) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const balanceOf = async (userId: string) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { balanceCents: true } }))
    .balanceCents;

test("a missing dish within 48 hours: credited at once through the ledger, told by bell and mail", async () => {
  const week = freshWeek();
  const b = await box(week); // 8 meals for $80.00: one dish is $10.00
  const dishId = await dishOf(b);
  const now = tuesday(week);

  const open = await list(b, now);
  expect(open.status).toBe(200);
  const mine = open.json.boxes.find((x: { orderId: string }) => x.orderId === b.id);
  expect(mine).toMatchObject({
    orderNumber: b.number,
    day: "MONDAY",
    lateOpen: true,
    dishes: [{ dishId, quantity: 8 }],
  });
  // Never marked: 48 hours from the end of the 4–8 PM window.
  expect(mine.untilLabel).toMatch(/^Wednesday, \w+ \d+ at 8:00 PM$/);

  const res = await report(b, { orderId: b.id, day: "MONDAY", kind: "MISSING", dishId }, now);
  expect(res.status).toBe(201);
  expect(res.json.problem).toMatchObject({ status: "CREDITED", creditedCents: 1000 });
  expect(res.json.problem.label).toMatch(/^Missing dish: /);
  expect(res.json.message).toBe(
    "We've credited $10.00 to your account. It comes off your next box.",
  );
  expect(await balanceOf(b.userId)).toBe(-1000);
  const entries = await db.creditLedgerEntry.findMany({ where: { userId: b.userId } });
  expect(entries).toEqual([
    expect.objectContaining({
      amountCents: -1000,
      reason: "REFUND",
      orderId: b.id,
      deliveryProblemId: res.json.problem.id,
    }),
  ]);
  const bell = await db.notification.findMany({ where: { userId: b.userId } });
  expect(bell.map((n) => n.title)).toEqual(["$10.00 credited for your report"]);
  const mails = await mailsTo(b.email, (m) => m.length >= 1);
  expect(mails.map((m) => m.subject)).toEqual([`We credited $10.00 for your order ${b.number}`]);
  expect(mails[0].text).toContain("comes off your next box");

  // Reported once: the dish leaves the list, a second report is refused, nothing credited twice.
  const after = await list(b, now);
  const still = after.json.boxes.find((x: { orderId: string }) => x.orderId === b.id);
  expect(still.dishes).toEqual([]);
  expect(after.json.problems.map((p: { id: string }) => p.id)).toEqual([res.json.problem.id]);
  const twice = await report(b, { orderId: b.id, day: "MONDAY", kind: "DAMAGED", dishId }, now);
  expect(twice.status).toBe(409);
  expect(await db.creditLedgerEntry.count({ where: { userId: b.userId } })).toBe(1);
  // The ledger's unique key holds even against a direct second entry for the same report.
  await expect(
    db.creditLedgerEntry.create({
      data: {
        userId: b.userId,
        amountCents: -1000,
        reason: "REFUND",
        description: "again",
        deliveryProblemId: res.json.problem.id,
      },
    }),
  ).rejects.toThrow();
});

test("the 48 hours: from the stop's mark when marked; none before the window ends or after", async () => {
  const week = freshWeek();
  const b = await box(week);
  const dishId = await dishOf(b);
  const body = { orderId: b.id, day: "MONDAY", kind: "DAMAGED", dishId };

  const early = await report(b, body, onDay(week, "MONDAY", "19:00"));
  expect(early.status).toBe(409);
  expect(early.json.message).toBe("This box hasn't been delivered yet.");

  const markedAt = onDay(week, "MONDAY", "17:10");
  await db.deliveryStop.create({
    data: { orderId: b.id, day: "MONDAY", mark: "DELIVERED", markedAt },
  });
  const later = new Date(markedAt.getTime() + 48 * 3_600_000 + 60_000);
  const late = await report(b, body, later);
  expect(late.status).toBe(409);
  expect(late.json.message).toBe("Problems can be reported up to 48 hours after delivery.");
  expect((await list(b, later)).json.boxes).toEqual([]);

  const inTime = await report(b, body, new Date(markedAt.getTime() + 47 * 3_600_000));
  expect(inTime.status).toBe(201);
});

test("over the policy: two of a dish, a third credit in four weeks, a late box marked on time go to an admin", async () => {
  const week = freshWeek();
  const b = await box(week);
  const [d1, d2, d3, d4] = await fourDishes(b);
  await db.deliveryStop.create({
    data: {
      orderId: b.id,
      day: "MONDAY",
      mark: "DELIVERED",
      markedAt: onDay(week, "MONDAY", "17:00"),
    },
  });
  const now = tuesday(week);
  const send = (extra: object) => report(b, { orderId: b.id, day: "MONDAY", ...extra }, now);

  const two = await send({ kind: "MISSING", dishId: d1.id, quantity: 2 });
  expect(two.json.problem).toMatchObject({ status: "PENDING", creditedCents: 0 });
  expect(two.json.message).toMatch(/^Thanks for telling us\. Our team will look at it/);
  expect((await send({ kind: "WRONG", dishId: d2.id })).json.problem.status).toBe("CREDITED");
  expect((await send({ kind: "DAMAGED", dishId: d3.id })).json.problem.status).toBe("CREDITED");
  const third = await send({ kind: "MISSING", dishId: d4.id });
  expect(third.json.problem.status).toBe("PENDING");
  const late = await send({ kind: "LATE" });
  expect(late.json.problem).toMatchObject({
    status: "PENDING",
    label: expect.stringMatching(/^Late box \(Monday, /),
  });
  const waiting = await db.deliveryProblem.findMany({
    where: { orderId: b.id, status: "PENDING" },
    select: { reviewReason: true },
    orderBy: { createdAt: "asc" },
  });
  expect(waiting.map((w) => w.reviewReason)).toEqual([
    "Asks for 2 dishes: more than one dish's price.",
    "2 reports credited at once in the last 28 days already.",
    "2 reports credited at once in the last 28 days already.",
  ]);
  expect(await balanceOf(b.userId)).toBe(-2000);
  const lookingInto = (m: ParsedMail[]) =>
    m.filter((mail) => mail.subject?.startsWith("We're looking into"));
  const subjects = (await mailsTo(b.email, (m) => lookingInto(m).length >= 3)).map(
    (m) => m.subject,
  );
  expect(subjects.filter((s) => s?.startsWith("We're looking into"))).toHaveLength(3);

  // The admin approves the two dishes (credited $20.00) and denies the third, with a note.
  const approved = await decideOn(
    two.json.problem.id,
    { decision: "approve", note: "Photo shows it." },
    now,
  );
  expect(approved.status).toBe(200);
  expect(approved.json.message).toMatch(/^\$20\.00 credited to Rowan for Missing dish: .+ ×2\.$/);
  expect(await balanceOf(b.userId)).toBe(-4000);
  const again = await decideOn(
    two.json.problem.id,
    { decision: "approve", note: "Once more." },
    now,
  );
  expect(again.status).toBe(409);
  expect(
    await db.creditLedgerEntry.count({ where: { deliveryProblemId: two.json.problem.id } }),
  ).toBe(1);

  const denied = await decideOn(
    third.json.problem.id,
    { decision: "deny", note: "The driver's photo shows all eight." },
    now,
  );
  expect(denied.status).toBe(200);
  expect(await balanceOf(b.userId)).toBe(-4000);
  const told = await mailsTo(b.email, (m) =>
    [
      `About your report on order ${b.number}`,
      `We credited $20.00 for your order ${b.number}`,
    ].every((subject) => m.some((mail) => mail.subject === subject)),
  );
  const denial = told.filter((m) => m.subject === `About your report on order ${b.number}`);
  expect(denial).toHaveLength(1);
  expect(denial[0].text).toContain("From our team: The driver's photo shows all eight.");
  const approval = told.filter(
    (m) => m.subject === `We credited $20.00 for your order ${b.number}`,
  );
  expect(approval).toHaveLength(1);
  const bell = await db.notification.findFirstOrThrow({
    where: { userId: b.userId, title: "Your report was looked at" },
  });
  expect(bell.body).toContain(
    "We can't give credit for it this time: The driver's photo shows all eight.",
  );
  const audits = await db.adminAuditLog.findMany({
    where: { targetUserId: b.userId, action: { in: ["problem-approve", "problem-deny"] } },
  });
  expect(audits.map((a) => a.action).sort()).toEqual(["problem-approve", "problem-deny"]);

  // The kitchen's report counts them per dish for the week.
  const weekly = await buildReport("delivery-problems", week);
  expect(weekly.rows).toEqual(
    expect.arrayContaining([
      [d1.name, 2, 0, 0, 2],
      [d2.name, 0, 0, 1, 1],
      [d3.name, 0, 1, 0, 1],
    ]),
  );
  expect(weekly.summary).toContain("1 late box");
});

test("a photo: uploaded by its customer, attached once, read by them and admins only", async () => {
  const week = freshWeek();
  const b = await box(week);
  const dishId = await dishOf(b);
  const now = tuesday(week);
  const stranger = await person();

  const up = await upload(b.userId, PNG, now);
  expect(up.status).toBe(201);
  expect(up.json.url).toBe(`/api/users/${b.userId}/delivery-problem-photos/${up.json.id}`);
  const notImage = await upload(b.userId, new TextEncoder().encode("hello, not a photo"), now);
  expect(notImage).toMatchObject({
    status: 400,
    json: { message: "The photo must be a JPEG, PNG or WebP image." },
  });
  const huge = new Uint8Array(5 * 1024 * 1024 + 1);
  huge.set(PNG);
  expect((await upload(b.userId, huge, now)).status).toBe(400);
  expect((await upload(b.userId, PNG, now, b.userId, "text/plain")).status).toBe(415);

  // Someone else's photo cannot be attached.
  const theirs = await upload(stranger.userId, PNG, now);
  const foreign = await report(
    b,
    { orderId: b.id, day: "MONDAY", kind: "DAMAGED", dishId, photoId: theirs.json.id },
    now,
  );
  expect(foreign.status).toBe(400);
  const res = await report(
    b,
    {
      orderId: b.id,
      day: "MONDAY",
      kind: "DAMAGED",
      dishId,
      photoId: up.json.id,
      details: "Lid cracked.",
    },
    now,
  );
  expect(res.status).toBe(201);
  expect(
    await db.deliveryProblem.findUniqueOrThrow({
      where: { id: res.json.problem.id },
      select: { photoId: true, details: true },
    }),
  ).toEqual({ photoId: up.json.id, details: "Lid cracked." });

  const read = (as: string) =>
    tokenAt(as, now).then((token) =>
      call(photo.GET, up.json.url, {
        token,
        headers: clockAt(now),
        params: { userId: b.userId, photoId: up.json.id },
      }),
    );
  const own = await read(b.userId);
  expect(own.status).toBe(200);
  expect(own.headers.get("content-type")).toBe("image/png");
  expect((await read(admin.userId)).status).toBe(200);
  expect((await read(stranger.userId)).status).toBe(403);
});

test("bad input answers 400 in the error shape; another order or an unpaid one is not found", async () => {
  const week = freshWeek();
  const b = await box(week);
  const failed = await box(week, { status: "PAYMENT_FAILED" });
  const dishId = await dishOf(b);
  const now = tuesday(week);
  const base = { orderId: b.id, day: "MONDAY", kind: "MISSING", dishId };
  const cases: [object, string][] = [
    [{ ...base, kind: "STOLEN" }, "kind"],
    [{ ...base, dishId: undefined }, "dishId"],
    [{ ...base, quantity: 0 }, "quantity"],
    [{ ...base, quantity: 1.5 }, "quantity"],
    [{ ...base, day: "FRIDAY" }, "day"],
    [{ ...base, details: "x".repeat(501) }, "details"],
    [{ ...base, orderId: "" }, "orderId"],
  ];
  for (const [body, property] of cases) {
    const res = await report(b, body, now);
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { property: string }) => e.property)).toContain(property);
  }
  const tooMany = await report(b, { ...base, quantity: 9 }, now);
  expect(tooMany).toMatchObject({ status: 400 });
  expect(tooMany.json.message).toMatch(/^Your box had 8 of .+: report at most 8\.$/);
  const otherDish = await newDish();
  expect((await report(b, { ...base, dishId: otherDish.id }, now)).json.message).toBe(
    "That dish wasn't in this box.",
  );
  expect((await report(b, { ...base, day: "THURSDAY" }, now)).status).toBe(404);
  expect((await report(b, { ...base, orderId: failed.id }, now)).status).toBe(404);
  // Another customer's order, named on one's own path, is not found.
  expect((await report(failed, { ...base }, now)).status).toBe(404);
  expect(
    (await decideOn("no-such-report", { decision: "approve", note: "ok then" }, now)).status,
  ).toBe(404);
  const bad = await decideOn("no-such-report", { decision: "maybe", note: "" }, now);
  expect(bad.status).toBe(400);
  expect(bad.json.errors.map((e: { property: string }) => e.property).sort()).toEqual([
    "decision",
    "note",
  ]);
});

test("authorization: anonymous 401, another customer 403, an admin may act for a customer; the admin call is admins' only", async () => {
  const week = freshWeek();
  const b = await box(week);
  const dishId = await dishOf(b);
  const now = tuesday(week);
  const stranger = await person();
  const path = `/api/users/${b.userId}/delivery-problems`;
  const params = { userId: b.userId };
  const body = { orderId: b.id, day: "MONDAY", kind: "DAMAGED", dishId, quantity: 2 };

  for (const handler of [problems.GET, problems.POST, photos.POST]) {
    const anonymous = await call(handler, path, {
      headers: clockAt(now),
      params,
      body: handler === problems.GET ? undefined : body,
    });
    expect(anonymous.status).toBe(401);
  }
  expect((await list(b, now, stranger.userId)).status).toBe(403);
  expect((await report(b, body, now, stranger.userId)).status).toBe(403);
  expect((await upload(b.userId, PNG, now, stranger.userId)).status).toBe(403);

  expect((await list(b, now, admin.userId)).status).toBe(200);
  const onBehalf = await report(b, body, now, admin.userId);
  expect(onBehalf.status).toBe(201);
  const id = onBehalf.json.problem.id;

  const anonymousDecision = await call(decide.POST, `/api/admin/delivery-problems/${id}`, {
    headers: clockAt(now),
    params: { problemId: id },
    body: { decision: "approve", note: "fine" },
  });
  expect(anonymousDecision.status).toBe(401);
  expect((await decideOn(id, { decision: "approve", note: "fine" }, now, b.userId)).status).toBe(
    403,
  );
  expect(
    (await decideOn(id, { decision: "approve", note: "fine" }, now, stranger.userId)).status,
  ).toBe(403);
  expect((await decideOn(id, { decision: "approve", note: "fine" }, now)).status).toBe(200);
});
