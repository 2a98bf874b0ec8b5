// `npm start` with nothing configured runs on the embedded database (PGlite), one session behind
// a socket, and gives the app a pool of one connection (scripts/start.ts). There a read through
// the pool from inside a transaction waits for the connection that transaction holds, until the
// transaction times out: a 500. These flows run here on a pool of one, as they do there.
import { DateTime } from "luxon";

const app = async () => ({
  onboarding: await import("@/app/api/users/[userId]/onboarding/route"),
  oneWeek: await import("@/app/api/users/[userId]/orders/week/[weekStart]/route"),
  clock: await import("@/lib/clock"),
  db: (await import("@/lib/db")).db,
  pool: (await import("@/lib/db")).pool,
  factories: await import("../factories"),
  helpers: await import("../helpers"),
  queue: await import("@/lib/jobs/queue"),
});

beforeAll(async () => {
  process.env.ALLOW_TEST_CLOCK = "1";
  // Read once, when lib/db makes its pool (this file's first import of it, dynamic); put back
  // at once, since the environment outlives this file in the worker process.
  const before = process.env.DATABASE_POOL_SIZE;
  process.env.DATABASE_POOL_SIZE = "1";
  try {
    await import("@/lib/db");
  } finally {
    if (before === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = before;
  }
  // The app starts its queue at boot (instrumentation.ts): started here the same way, not first
  // inside a transaction.
  await (await app()).queue.queue();
});
afterAll(async () => {
  const { queue, db } = await app();
  await queue.stopQueue();
  await db.$disconnect();
});

test("the app's pool here is one connection", async () => {
  const { pool } = await app();
  expect(pool.options.max).toBe(1);
});

test("finishing sign-up answers at once (the welcome mail is composed outside its transaction)", async () => {
  const { onboarding, oneWeek, clock, db, factories, helpers } = await app();
  const U = clock.upcomingWeekStart(new Date());
  const monday = DateTime.fromISO(U, { zone: clock.ZONE }).minus({ days: 7 }).set({ hour: 10 });
  const at = { "x-test-now": monday.toISO()! };
  const who = await factories.newSubscriber(8, monday.toJSDate());
  const chosen = await helpers.call(oneWeek.PUT, `/api/users/${who.userId}/orders/week/${U}`, {
    method: "PUT",
    token: who.token,
    params: { userId: who.userId, weekStart: U },
    body: await factories.mealSelection(U, 8),
    headers: at,
  });
  expect(chosen.status).toBe(200);
  const started = Date.now();
  const finish = await helpers.call(onboarding.POST, `/api/users/${who.userId}/onboarding`, {
    token: who.token,
    params: { userId: who.userId },
    headers: at,
  });
  expect(finish.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(5_000);
  const user = await db.user.findUniqueOrThrow({ where: { id: who.userId } });
  expect(user.onboardingStatus).toBe("complete");
});
