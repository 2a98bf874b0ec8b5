// Seeds the database in DATABASE_URL (npm run db:seed; the test setup runs it too). Idempotent,
// and relative to the real current time (or `--now <ISO instant>`, which the test setup passes
// when it runs the suite at another date): weeks and menus around today, demo accounts, orders.
import { closeSeedConnection, runSeed } from "@/lib/seed/run-seed";

function seedNow(): Date {
  const at = process.argv.indexOf("--now");
  if (at === -1) return new Date();
  const now = new Date(process.argv[at + 1] ?? "");
  if (Number.isNaN(now.getTime())) throw new Error("--now needs an ISO instant");
  return now;
}

const started = performance.now();
runSeed(seedNow())
  .then((summary) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`seed: ${summary} in ${seconds}s`);
  })
  .catch((error: unknown) => {
    console.error("seed failed:", error);
    process.exitCode = 1;
  })
  .finally(closeSeedConnection);
