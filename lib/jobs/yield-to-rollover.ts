// Mail, fan-out expansion and the offline provider's webhook deliveries step aside while a
// rollover runs. On a 2-core machine each sent mail (composed, rendered, its receipt PDF drawn) is
// CPU the week's charges wait for, and nothing in them is more urgent than the charges: at 100k
// subscriptions the workers sent a few hundred mails during the run and made it ~10 % slower.
// While the rollover lease is held their workers stop (after the job in hand) and the jobs wait in
// the queue; when it is released they start again. Password resets and report mails never wait.
import type { PgBoss } from "pg-boss";
import { rolloverRunning } from "@/lib/rollover/lease";

export interface YieldingWorker {
  name: string;
  start: () => Promise<unknown>;
}

export async function yieldToRollover(
  boss: PgBoss,
  workers: YieldingWorker[],
  checkEveryMs = 2_000,
): Promise<void> {
  let working = false;
  let busy = false;
  const settle = async () => {
    if (busy) return;
    busy = true;
    try {
      const stepAside = await rolloverRunning();
      if (stepAside && working) {
        working = false;
        await Promise.all(workers.map((w) => boss.offWork(w.name)));
      } else if (!stepAside && !working) {
        working = true;
        for (const w of workers) await w.start();
      }
    } catch (error) {
      // A failed check changes nothing; the next one decides.
      console.error("[jobs] yield to rollover:", (error as Error).message);
    } finally {
      busy = false;
    }
  };
  await settle();
  const timer = setInterval(() => void settle(), checkEveryMs);
  timer.unref();
  boss.once("stopped", () => clearInterval(timer));
}
