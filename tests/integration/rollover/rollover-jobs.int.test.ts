// The rollover as production runs it: the cron call (secret, JSON summary, dry run), batches and
// mail through the pg-boss queue worked by this process, mail captured by a real SMTP server;
// the admin dry run; the Tuesday reminder and the pre-charge statement.
import "./use-db-r3";
import * as cron from "@/app/api/cron/rollover/route";
import * as preview from "@/app/api/admin/rollover/preview/route";
import { createSession } from "@/lib/auth/sessions";
import { formatCents } from "@/lib/format/money";
import { db, pool } from "@/lib/db";
import {
  expandFanOut,
  queue,
  QUEUES,
  stopQueue,
  type FanOut,
  type QueueName,
} from "@/lib/jobs/queue";
import { queueMails, queueUrgentMail } from "@/lib/mail/queued-mail";
import { acquireLease, releaseLease } from "@/lib/rollover/lease";
import { startWorkers } from "@/lib/jobs/workers";
import { sendDeadlineReminders } from "@/lib/reminders/deadline-reminders";
import { sendPreChargeStatements } from "@/lib/reminders/pre-charge-statements";
import { renderTemplate } from "@/lib/mail/templates";
import { composeOrderMail, type OrderMailRef } from "@/lib/orders/order-mails";
import { call } from "../../helpers";
import { startMailCapture, type MailCapture } from "../../mail-capture";
import { afterDeadline, customer, menuWeek, order, orderOf, torontoIso } from "./fixtures";

let capture: MailCapture;
const CRON = { authorization: "Bearer test-cron-secret" };

beforeAll(async () => {
  capture = await startMailCapture();
  process.env.SMTP_URL = capture.url;
  await startWorkers({ schedule: false, concurrency: 2 });
});
afterAll(async () => {
  await stopQueue();
  delete process.env.SMTP_URL;
  await capture.close();
  await db.$disconnect();
  await pool.end();
});

/** The cron call for one week, five minutes after its deadline. */
const rollOver = (week: { weekStart: string }) =>
  call(cron.POST, "/api/cron/rollover", {
    method: "POST",
    headers: CRON,
    body: { now: torontoIso(afterDeadline(week.weekStart)), weekStart: week.weekStart },
  });
const to = (email: string) => (mail: { to?: unknown }) => JSON.stringify(mail.to).includes(email);

/** Resolves once no mail job is waiting or being sent (the workers above send them). */
async function mailQueueDrained(timeoutMs = 20_000): Promise<void> {
  const started = performance.now();
  const queues = [QUEUES.fanOut, QUEUES.mail, QUEUES.urgentMail];
  for (;;) {
    const { rows } = await pool.query<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM pgboss.job
       WHERE name = ANY($1) AND state IN ('created', 'retry', 'active')`,
      [queues],
    );
    if (rows[0].pending === 0) return;
    if (performance.now() - started > timeoutMs)
      throw new Error(`${rows[0].pending} mail jobs still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("POST /api/cron/rollover", () => {
  test("refuses a missing or wrong secret with the API's JSON error", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer nope" },
      { authorization: "test-cron-secret!" },
    ];
    for (const headers of attempts) {
      const res = await call(cron.POST, "/api/cron/rollover", {
        method: "POST",
        headers,
        body: {},
      });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ statusCode: 401 });
    }
    const bad = await call(cron.POST, "/api/cron/rollover", {
      method: "POST",
      headers: CRON,
      body: { weekStart: "2027-09-07" }, // a Tuesday
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].property).toBe("weekStart");
  });

  test("dry run lists what would be locked, filled and charged, and writes nothing", async () => {
    const week = await menuWeek("2027-09-06");
    const chosen = await customer();
    await order(chosen, week);
    const empty = await customer();
    const res = await call(cron.POST, "/api/cron/rollover", {
      method: "POST",
      headers: CRON,
      body: {
        now: torontoIso(afterDeadline(week.weekStart)),
        weekStart: week.weekStart,
        dryRun: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("dry-run");
    const rows = res.json.weeks[0].rows as {
      customerEmail: string;
      action: string;
      chefSelection: unknown[];
      chargeCents: number;
    }[];
    const mine = rows.find((r) => r.customerEmail === chosen.email);
    const theirs = rows.find((r) => r.customerEmail === empty.email);
    expect(mine).toMatchObject({
      action: "lock",
      chefSelection: [],
      chargeCents: 8 * chosen.plan.pricePerMealCents,
    });
    expect(theirs?.action).toBe("create and lock");
    expect(theirs?.chefSelection.length).toBeGreaterThan(0);
    expect((await orderOf(chosen, week))?.status).toBe("OPEN");
    expect(await orderOf(empty, week)).toBeNull();
    expect((await db.week.findUniqueOrThrow({ where: { id: week.id } })).rolledOverAt).toBeNull();
  });

  test("runs the week through the queue and answers its summary; the mail goes out", async () => {
    const week = await menuWeek("2027-09-13");
    const paying = await customer();
    await order(paying, week);
    const chefs = await customer();
    const failing = await customer({ card: "pm_card_chargeCustomerFail" });
    await order(failing, week);

    const res = await rollOver(week);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("done");
    const summary = res.json.weeks[0];
    expect(summary.weekStart).toBe(week.weekStart);
    expect(summary.counts.failed).toBeGreaterThanOrEqual(1);
    expect(summary.failures.map((f: { customerEmail: string }) => f.customerEmail)).toContain(
      failing.email,
    );

    const paid = await orderOf(paying, week);
    expect(paid?.status).toBe("PAID");
    const confirmation = await capture.waitFor(to(paying.email), 20_000);
    expect(confirmation.subject).toBe(`Your order ${paid!.number} is confirmed`);
    expect(confirmation.text).toContain(formatCents(paid!.totalCents));
    expect(confirmation.attachments).toEqual([
      expect.objectContaining({ contentType: "application/pdf" }),
    ]);
    expect(confirmation.attachments[0].content.subarray(0, 5).toString()).toBe("%PDF-");

    const chef = await capture.waitFor(
      (m) => to(chefs.email)(m) && /We chose your meals/.test(m.subject ?? ""),
      20_000,
    );
    expect(chef.text).toMatch(/deadline/);
    const failed = await capture.waitFor(
      (m) => to(failing.email)(m) && /couldn't charge/.test(m.subject ?? ""),
      20_000,
    );
    expect(failed.text).toMatch(/Update your card/i);
    const admin = await capture.waitFor(to("admin@lakeshorekitchen.ca"), 20_000);
    expect(admin.subject).toMatch(/^Rollover for the week of/);
    expect(admin.text).toContain(failing.email);
  }, 60_000);
});

describe("the rollover's mails, composed when sent from what the job names", () => {
  test("the chef's mail lists only what the chef added; the confirmation every meal and line", async () => {
    const week = await menuWeek("2027-10-25");
    const partly = await customer({ creditCents: 1_000 });
    await order(partly, week, { meals: 3 });

    const res = await rollOver(week);
    expect(res.json.status).toBe("done");

    // The queue held names, not rendered props (the rollover's insert cost is in their bytes).
    const { rows: jobs } = await pool.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM pgboss.job WHERE name = 'mail.send' AND data->>'compose' IS NOT NULL
         AND (data->>'orderId' = $1 OR data->>'invoiceId' = $2)`,
      [(await orderOf(partly, week))!.id, (await orderOf(partly, week))!.invoice!.id],
    );
    expect(jobs.map((j) => Object.keys(j.data).sort())).toEqual(
      expect.arrayContaining([
        ["compose", "orderId"],
        ["compose", "invoiceId"],
      ]),
    );

    const paid = (await orderOf(partly, week))!;
    const names = new Map(week.dishes.map((d) => [d.id, d.name]));
    const chefs = paid.items.filter((i) => i.chefQuantity > 0);
    // What the customer chose: a dish the chef added more of counts in both.
    const theirs = paid.items.filter((i) => i.quantity > i.chefQuantity);
    expect(chefs.reduce((sum, i) => sum + i.chefQuantity, 0)).toBe(5);
    expect(theirs.reduce((sum, i) => sum + i.quantity - i.chefQuantity, 0)).toBe(3);

    const chef = await capture.waitFor(
      (m) => to(partly.email)(m) && /We chose your meals/.test(m.subject ?? ""),
      20_000,
    );
    expect(chef.text).toContain(
      "You had chosen 3 of your 8 meals by the Wednesday 11:59 PM deadline.",
    );
    for (const item of chefs)
      expect(chef.text).toContain(`${item.chefQuantity} × ${names.get(item.dishId)}`);
    for (const item of theirs)
      expect(chef.text).not.toContain(
        item.chefQuantity > 0
          ? `${item.quantity} × ${names.get(item.dishId)}`
          : names.get(item.dishId),
      );

    const confirmation = await capture.waitFor(
      (m) => to(partly.email)(m) && /is confirmed/.test(m.subject ?? ""),
      20_000,
    );
    for (const item of paid.items)
      expect(confirmation.text).toContain(`${item.quantity} × ${names.get(item.dishId)}`);
    expect(confirmation.text).toContain("Our chef chose these meals for you this week.");
    expect(confirmation.text).toMatch(/Credits\s+-\$10\.00/);
    expect(confirmation.text).toContain(
      `We charged ${formatCents(paid.totalCents)} to your Visa •••• 4242.`,
    );
    expect(confirmation.attachments[0].content.subarray(0, 5).toString()).toBe("%PDF-");
  }, 60_000);

  test("the chef's mail lists the allergens avoided at the fill, even if the customer changes them before it goes; a $0 order is not charged", async () => {
    const week = await menuWeek("2027-08-16");
    const someAllergen = [...new Set(week.dishes.flatMap((d) => d.allergens))][0];
    // Credit beyond the week's total: the order is paid in full from the balance.
    const careful = await customer({ allergens: [someAllergen], creditCents: 100_000 });
    await order(careful, week, { meals: 2 });

    const res = await rollOver(week);
    expect(res.json.status).toBe("done");
    const filled = (await orderOf(careful, week))!;
    const { rows } = await pool.query<{ data: OrderMailRef }>(
      `SELECT data FROM pgboss.job WHERE name = 'mail.send' AND data->>'orderId' = $1`,
      [filled.id],
    );
    expect(rows.map((r) => r.data)).toEqual([
      { compose: "chef-selection", orderId: filled.id, avoided: [someAllergen] },
    ]);

    // Composed later than the customer's change: the mail still says what the chef avoided.
    await db.user.update({ where: { id: careful.userId }, data: { allergenExclusions: [] } });
    const chef = (await composeOrderMail(rows[0].data))!;
    expect(chef.props).toMatchObject({ excludedAllergens: [someAllergen] });
    expect((await renderTemplate(chef.template, chef.props)).text).toContain(
      `We left out anything containing: ${someAllergen}.`,
    );

    expect(filled.totalCents).toBe(0);
    const confirmation = await capture.waitFor(
      (m) => to(careful.email)(m) && /is confirmed/.test(m.subject ?? ""),
      20_000,
    );
    expect(confirmation.text).toContain("Nothing was charged to a card for this order.");
    expect(confirmation.text).not.toContain("We charged");
  }, 60_000);
});

describe("mail queued by the thousand (fan-out jobs), held back while a rollover runs", () => {
  const resetMail = (to: string) => ({
    template: "password-reset" as const,
    to,
    props: { firstName: "Robin", resetUrl: "http://localhost:3000/reset-password?token=x" },
  });
  const inbox = (emails: string[]) =>
    capture.messages.filter((m) => emails.some((email) => to(email)(m)));
  const queued = async (emails: string[], queue = "mail.send") => {
    const { rows } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM pgboss.job WHERE name = $2 AND data->>'to' = ANY($1)`,
      [emails, queue],
    );
    return Number(rows[0].n);
  };
  const fanOutOf = async (email: string) => {
    const { rows } = await pool.query<{ id: string; state: string; n: number }>(
      `SELECT id, state, jsonb_array_length(data->'jobs') AS n FROM pgboss.job
        WHERE name = 'jobs.fanout' AND data->'jobs'->0->>'to' = $1`,
      [email],
    );
    return rows;
  };
  const addresses = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => `${prefix}-${i}-${Date.now()}@example.test`);
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Holds the rollover lease for `work`, after the workers have seen it (they look every 2 s). */
  const whileRolloverRuns = async (work: () => Promise<void>) => {
    expect(await acquireLease("a-test-rollover")).toBe(true);
    try {
      await wait(2_500);
      await work();
    } finally {
      await releaseLease("a-test-rollover");
    }
  };

  test("more than 50 from one call go in as one job; while the lease is held nothing is expanded or sent but a password reset; each is sent once after", async () => {
    const many = addresses("fan", 60);
    const few = addresses("few", 3);
    const urgent = addresses("urgent", 1);
    await whileRolloverRuns(async () => {
      await queueMails(many.map(resetMail));
      await queueMails(few.map(resetMail)); // a few go straight in, as their own jobs
      await queueUrgentMail(resetMail(urgent[0]));
      expect(await fanOutOf(many[0])).toEqual([expect.objectContaining({ n: 60 })]);
      expect(await queued(few)).toBe(3);
      // The urgent queue's worker keeps working; the others wait.
      await capture.waitFor(to(urgent[0]), 10_000);
      await wait(2_000);
      expect((await fanOutOf(many[0]))[0].state).toBe("created");
      expect(await queued(many)).toBe(0);
      expect(inbox([...many, ...few])).toHaveLength(0);
    });
    for (const email of [...many, ...few]) await capture.waitFor(to(email), 20_000);
    await wait(1_000);
    expect(inbox(many)).toHaveLength(60);
    expect(inbox(few)).toHaveLength(3);
    expect(inbox(urgent)).toHaveLength(1);
    expect(await queued(many)).toBe(60);
    expect((await fanOutOf(many[0]))[0].state).toBe("completed");
  }, 60_000);

  test("a fan-out is completed with its jobs, in one commit; expanded twice (taken again after a crash) it queues each job once", async () => {
    const many = addresses("twice", 55);
    const boss = await queue();
    await whileRolloverRuns(async () => {
      await queueMails(many.map(resetMail));
      const [fanOut] = await boss.fetch<FanOut>(QUEUES.fanOut, { batchSize: 1 });
      expect(fanOut.data.jobs).toHaveLength(55);

      // Its jobs cannot be queued (no such queue): it stays taken, and nothing was queued.
      const broken = { ...fanOut, data: { ...fanOut.data, name: "no.such.queue" as QueueName } };
      await expect(expandFanOut(broken)).rejects.toThrow();
      expect((await fanOutOf(many[0]))[0].state).toBe("active");
      expect(await queued(many)).toBe(0);

      await expandFanOut(fanOut);
      expect((await fanOutOf(many[0]))[0].state).toBe("completed");
      await expandFanOut(fanOut);
      expect(await queued(many)).toBe(55);
    });
    for (const email of many) await capture.waitFor(to(email), 20_000);
    await wait(1_000);
    expect(inbox(many)).toHaveLength(55);
  }, 60_000);

  test("a backlog drains in batches without waiting between them; a mail that fails is retried alone", async () => {
    const backlog = addresses("backlog", 40);
    const broken = `broken-${Date.now()}@example.test`;
    await whileRolloverRuns(async () => {
      // Each its own job (a fan-out would expand them into one insert): 41 jobs waiting.
      for (const email of backlog.slice(0, 20)) await queueMails([resetMail(email)]);
      await queueMails<{ compose: string; to: string }>([{ compose: "no-such-mail", to: broken }]);
      for (const email of backlog.slice(20)) await queueMails([resetMail(email)]);
    });
    const released = performance.now();
    for (const email of backlog) await capture.waitFor(to(email), 20_000);
    // One job per polling interval per worker (two workers, 1 s) took 20 s for these; batches
    // fetched back to back while full take the time the mails take to send.
    expect(performance.now() - released).toBeLessThan(12_000);
    expect(inbox(backlog)).toHaveLength(40);
    const { rows } = await pool.query<{ id: string; state: string; output: unknown }>(
      `SELECT id, state, output FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1`,
      [broken],
    );
    expect(rows).toEqual([
      {
        id: expect.any(String),
        state: "retry",
        output: { message: "No composer for mail no-such-mail" },
      },
    ]);
    // It would be retried for minutes: the tests after this one wait for an empty queue.
    await (await queue()).cancel(QUEUES.mail, rows[0].id);
    const { rows: done } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM pgboss.job
        WHERE name = 'mail.send' AND data->>'to' = ANY($1) AND state = 'completed'`,
      [backlog],
    );
    expect(Number(done[0].n)).toBe(40);
  }, 60_000);
});

describe("GET /api/admin/rollover/preview", () => {
  test("admins only; a week as YYYY-MM-DD Monday", async () => {
    const week = await menuWeek("2027-09-20");
    const who = await customer();
    await order(who, week);
    const admin = await db.user.findUniqueOrThrow({
      where: { email: "admin@lakeshorekitchen.ca" },
    });
    const { token: adminToken } = await createSession(admin.id, "API", new Date());
    const path = `/api/admin/rollover/preview?weekStart=${week.weekStart}`;
    expect((await call(preview.GET, path)).status).toBe(401);
    expect((await call(preview.GET, path, { token: who.token })).status).toBe(403);
    const ok = await call(preview.GET, path, { token: adminToken });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ weekStart: week.weekStart });
    expect(ok.json.rows.some((r: { customerEmail: string }) => r.customerEmail === who.email)).toBe(
      true,
    );
    const bad = await call(preview.GET, "/api/admin/rollover/preview?weekStart=0000-01-03", {
      token: adminToken,
    });
    expect(bad.status).toBe(400);
  });
});

describe("reminders before the deadline", () => {
  test("Tuesday 10 AM: only customers whose meals are not all chosen are reminded", async () => {
    const week = await menuWeek("2027-10-04");
    const done = await customer();
    await order(done, week);
    const half = await customer();
    await order(half, week, { meals: 3 });
    const skipping = await customer();
    await order(skipping, week, { status: "SKIPPED" });
    const tuesday = new Date("2027-09-28T10:00:00-04:00");
    expect(await sendDeadlineReminders(tuesday)).toBeGreaterThan(0);
    const mail = await capture.waitFor(to(half.email), 20_000);
    expect(mail.subject).toBe("Choose your meals by Wednesday 11:59 PM");
    expect(mail.text).toMatch(/3 of 8/);
    // Every reminder was queued in that one call: once no mail job waits, none went to them.
    await mailQueueDrained();
    expect(capture.messages.some(to(done.email))).toBe(false);
    expect(capture.messages.some(to(skipping.email))).toBe(false);
  });

  test("24 hours before the deadline: the statement states exactly what the rollover charges", async () => {
    const week = await menuWeek("2027-10-11");
    const who = await customer({ creditCents: 1_500 });
    await order(who, week);
    await sendPreChargeStatements(new Date("2027-10-05T23:59:00-04:00"));
    const statement = await capture.waitFor(
      (m) => to(who.email)(m) && /charged/.test(m.subject ?? ""),
      20_000,
    );
    const res = await rollOver(week);
    expect(res.json.status).toBe("done");
    const paid = await orderOf(who, week);
    expect(paid?.totalCents).toBe(8 * who.plan.pricePerMealCents - 1_500);
    expect(statement.subject).toContain(formatCents(paid!.totalCents));
    expect(statement.text).toContain(formatCents(1_500));
  }, 60_000);
});

describe("catching up", () => {
  // Last in this file: with no week named, the run takes every week that is due in this database.
  test("after a missed Thursday, the next run rolls over every due week, oldest first", async () => {
    const first = await menuWeek("2027-11-01");
    const second = await menuWeek("2027-11-08");
    const who = await customer();
    await order(who, first);
    await order(who, second);
    // The server was down both Thursdays: the next run is the Friday after the second deadline.
    const friday = new Date(afterDeadline(second.weekStart).getTime() + 30 * 3_600_000);
    const res = await call(cron.POST, "/api/cron/rollover", {
      method: "POST",
      headers: CRON,
      body: { now: torontoIso(friday) },
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("done");
    const starts = (res.json.weeks as { weekStart: string }[]).map((w) => w.weekStart);
    expect(starts).toEqual([...starts].sort());
    expect(starts).toEqual(expect.arrayContaining([first.weekStart, second.weekStart]));
    // The first week's order was paid at its own catch-up, then delivered by the second's.
    expect((await orderOf(who, first))?.status).toBe("DELIVERED");
    expect((await orderOf(who, second))?.status).toBe("PAID");
    const again = await call(cron.POST, "/api/cron/rollover", {
      method: "POST",
      headers: CRON,
      body: { now: torontoIso(friday) },
    });
    expect(again.json).toEqual({ status: "done", weeks: [] });
  }, 120_000);
});
