// The date runs (scripts/test-dates.sh) repeat only the integration files that read the calendar
// themselves (tests/clock/date-run-files.txt). This keeps that list honest: every file that imports
// lib/clock or pins its instant with testInstant is in it, or in MAIN_RUN_ONLY with its reason; and
// every file named exists.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = process.cwd();

/** Calendar-reading files left to the main run, and why. */
const MAIN_RUN_ONLY: Record<string, string> = {
  "tests/integration/rollover/rollover-jobs.int.test.ts":
    "drives the queue's workers for two minutes and pins every instant it uses",
  "tests/integration/rollover/rollover-crash.int.test.ts":
    "kills worker processes between phases; the phases' dates are rollover.int.test.ts's",
  "tests/integration/rollover/rollover-worker-metrics.int.test.ts":
    "counts a worker process's metrics; its week is a fixed far-future one",
  "tests/integration/rollover/rollover.int.test.ts":
    "rolls fixed weeks (2026's DST weeks, 2027-28) at instants derived from each week's deadline, " +
    "and sends every request with its own x-test-now: today is never read (it imports lib/clock " +
    "for dateColumn); 15 s of each date run",
  "tests/integration/rollover/payments.int.test.ts":
    "rolls fixed weeks (2027) and retries, holds and refunds at instants derived from each week's " +
    "deadline; its other instants only sign webhooks and sessions (it imports lib/clock for " +
    "orderDeadline); 14 s of each date run. The test that reads today is card-expiring.int.test.ts",
};

function integrationFiles(dir = "tests/integration"): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (statSync(path.join(root, file)).isDirectory()) return integrationFiles(file);
    return name.endsWith(".int.test.ts") ? [file] : [];
  });
}

function listed(): string[] {
  return readFileSync(path.join(root, "tests/clock/date-run-files.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

const readsCalendar = (file: string) =>
  /from "@\/lib\/clock"|\btestInstant\b/.test(readFileSync(path.join(root, file), "utf8"));

test("every integration file that reads the calendar runs at the date instants", () => {
  const inList = new Set(listed());
  const missing = integrationFiles().filter(
    (file) => readsCalendar(file) && !inList.has(file) && !(file in MAIN_RUN_ONLY),
  );
  expect(missing).toEqual([]);
});

test("every file the list names exists and reads the calendar", () => {
  const files = new Set(integrationFiles());
  const stale = listed().filter((file) => !files.has(file) || !readsCalendar(file));
  expect(stale).toEqual([]);
  expect(Object.keys(MAIN_RUN_ONLY).filter((file) => !files.has(file))).toEqual([]);
});
