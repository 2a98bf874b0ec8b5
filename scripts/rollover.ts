// `npm run rollover [-- --now <ISO instant>] [--dry-run] [--week YYYY-MM-DD]`: the weekly rollover
// from the shell, the same code as POST /api/cron/rollover. With DATABASE_URL it runs here (and
// works queued batches itself, beside any other worker); with the embedded database, which lives
// in the `npm start` process, it asks the running app through the cron call.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(__dirname, "..");
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

const { values } = parseArgs({
  options: {
    now: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    week: { type: "string" },
  },
});

function fail(message: string): never {
  console.error(`[rollover] ${message}`);
  process.exit(1);
}

const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime()))
  fail(`--now must be an ISO instant, e.g. 2026-11-26T00:05:00-05:00`);
if (values.week && !/^\d{4}-\d{2}-\d{2}$/.test(values.week)) fail("--week must be YYYY-MM-DD");

async function viaDatabase() {
  // The phases' and jobs' log lines on stderr: stdout is the result, for scripts to parse.
  const { logToStderr } = await import("@/lib/log/logger");
  logToStderr();
  const { startWorkers } = await import("@/lib/jobs/workers");
  const { stopQueue } = await import("@/lib/jobs/queue");
  const { rolloverNow } = await import("@/lib/rollover/trigger");
  if (!values["dry-run"]) await startWorkers({ schedule: false });
  try {
    return await rolloverNow({
      now,
      dryRun: values["dry-run"],
      weekStart: values.week,
      waitMs: 30 * 60_000,
    });
  } finally {
    await stopQueue();
  }
}

async function viaApp() {
  const appUrl = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const secretFile = path.join(root, ".data", "cron-secret");
  const secret =
    process.env.CRON_SECRET ??
    (existsSync(secretFile) ? readFileSync(secretFile, "utf8").trim() : "");
  if (!secret) fail("No CRON_SECRET: start the app with `npm start` first, or set DATABASE_URL.");
  const res = await fetch(new URL("/api/cron/rollover", appUrl), {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
    body: JSON.stringify({
      now: now.toISOString(),
      dryRun: values["dry-run"],
      ...(values.week ? { weekStart: values.week } : {}),
    }),
  }).catch(() =>
    fail(
      `The app is not answering at ${appUrl}. Start it with \`npm start\` (or set DATABASE_URL).`,
    ),
  );
  const body: unknown = await res.json();
  if (!res.ok) fail(`${res.status}: ${JSON.stringify(body)}`);
  return body;
}

(process.env.DATABASE_URL ? viaDatabase() : viaApp())
  .then((result) => {
    console.log(JSON.stringify(result, null, 2));
    process.exit(0);
  })
  .catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
