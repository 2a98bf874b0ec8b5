// Jest setupFilesAfterEnv entry for the integration project: a file whose requests queue mail
// (sign-up's welcome, a password or plan change's notice) starts the job queue; stopping it after
// the file lets Jest exit instead of waiting on pg-boss's timers. A no-op when it never started.
// Nothing is imported up front: lib/db must not be loaded before a rollover test file points
// DATABASE_URL at its own copy of the database (tests/integration/rollover/use-db-*.ts).
// On the embedded database (tests/embedded/run.ts) the queue starts before the file's tests, as
// the app starts it at boot: started inside a transaction it would wait for the one connection.
beforeAll(async () => {
  if (process.env.TEST_EMBEDDED !== "1") return;
  const { queue } = await import("@/lib/jobs/queue");
  await queue();
});

afterAll(async () => {
  // lib/jobs/queue.ts keeps its started client here.
  if (!(globalThis as { boss?: unknown }).boss) return;
  const { stopQueue } = await import("@/lib/jobs/queue");
  await stopQueue();
});

export {};
