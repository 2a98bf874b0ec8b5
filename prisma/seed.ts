// Seeds the database in DATABASE_URL (npm run db:seed; the test setup runs it too). Idempotent,
// and relative to the real current time: weeks and menus around today, demo accounts, orders.
import { closeSeedConnection, runSeed } from "@/lib/seed/run-seed";

const started = performance.now();
runSeed(new Date())
  .then((summary) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`seed: ${summary} in ${seconds}s`);
  })
  .catch((error: unknown) => {
    console.error("seed failed:", error);
    process.exitCode = 1;
  })
  .finally(closeSeedConnection);
