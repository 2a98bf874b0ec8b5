// Mails a customer expects (issue 27): a welcome with the first box right after sign-up, and
// notices of a password change and of a cancellation. Each is queued with its change and sent by
// the mail job (flushed here), then read back from the outbox.
import { simpleParser, type ParsedMail } from "mailparser";
import { DateTime } from "luxon";
import * as oneWeek from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import * as onboarding from "@/app/api/users/[userId]/onboarding/route";
import * as password from "@/app/api/users/[userId]/password/route";
import * as subscription from "@/app/api/users/[userId]/subscription/route";
import { upcomingWeekStart, ZONE } from "@/lib/clock";
import { db } from "@/lib/db";
import { formatCents } from "@/lib/format/money";
import { stopQueue } from "@/lib/jobs/queue";
import { listOutbox, readOutboxMessage } from "@/lib/mail";
import { quoteFirstOrder } from "@/lib/orders/quote";
import { flushQueuedMail } from "../flush-mail";
import { CUSTOMER_PASSWORD, mealSelection, newSubscriber } from "../factories";
import { call } from "../helpers";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

const U = upcomingWeekStart(new Date());
const MONDAY = DateTime.fromISO(U, { zone: ZONE }).minus({ days: 7 }).set({ hour: 10 }).toISO()!;
const at = { "x-test-now": MONDAY };
type Who = Awaited<ReturnType<typeof newSubscriber>>;

async function mailsTo(email: string): Promise<ParsedMail[]> {
  await flushQueuedMail();
  const entries = (await listOutbox()).filter((e) => e.to.includes(email));
  return Promise.all(entries.map(async (e) => simpleParser(await readOutboxMessage(e.name))));
}

async function signedUp(): Promise<Who> {
  const who = await newSubscriber(8, new Date(MONDAY));
  const chosen = await call(oneWeek.PUT, `/api/users/${who.userId}/orders/week/${U}`, {
    method: "PUT",
    token: who.token,
    params: { userId: who.userId, weekStart: U },
    body: await mealSelection(U, 8),
    headers: at,
  });
  expect(chosen.status).toBe(200);
  return who;
}

test("finishing sign-up mails a welcome with the first box and its price, once", async () => {
  const who = await signedUp();
  const quote = await quoteFirstOrder(who.userId, who.plan.id, false, new Date(MONDAY));
  const finish = () =>
    call(onboarding.POST, `/api/users/${who.userId}/onboarding`, {
      token: who.token,
      params: { userId: who.userId },
      headers: at,
    });
  expect((await finish()).status).toBe(200);
  expect((await finish()).status).toBe(200);

  const mails = await mailsTo(who.email);
  expect(mails.map((m) => m.subject)).toEqual([
    expect.stringMatching(/^Welcome to Lakeshore Kitchen: order \S+ is in$/),
  ]);
  const text = mails[0].text ?? "";
  expect(text).toContain("You're on 8 meals a week.");
  expect(text).toContain(formatCents(quote.totalCents));
  expect(text).toContain(`/customer/meals?week=${U}`);
});

test("a password change is mailed as a notice", async () => {
  const who = await signedUp();
  const res = await call(password.PUT, `/api/users/${who.userId}/password`, {
    method: "PUT",
    token: who.token,
    params: { userId: who.userId },
    body: {
      currentPassword: CUSTOMER_PASSWORD,
      newPassword: "a-brand-new-secret",
      confirmPassword: "a-brand-new-secret",
    },
    headers: at,
  });
  expect(res.status).toBe(200);
  const mails = await mailsTo(who.email);
  expect(mails.map((m) => m.subject)).toEqual(["Your password was changed"]);
  expect(mails[0].text).toContain("Wasn't you? Reset your password now");
});

test("a cancellation is mailed, naming what the customer keeps", async () => {
  const who = await signedUp();
  await db.user.update({ where: { id: who.userId }, data: { balanceCents: -2000 } });
  const res = await call(subscription.PUT, `/api/users/${who.userId}/subscription`, {
    method: "PUT",
    token: who.token,
    params: { userId: who.userId },
    body: { status: "CANCELLED", reason: "Too expensive" },
    headers: at,
  });
  expect(res.status).toBe(200);
  const mails = await mailsTo(who.email);
  expect(mails.map((m) => m.subject)).toEqual(["Your plan is cancelled"]);
  expect(mails[0].text).toContain("We've cancelled your 8 meals a week plan.");
  expect(mails[0].text).toContain("You keep $20.00 of credit for when you come back.");
});
