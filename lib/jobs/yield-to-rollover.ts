// Mail, fan-out expansion and the offline provider's webhook deliveries step aside while a
// rollover runs. On a 2-core machine each sent mail (composed, rendered, its receipt PDF drawn) is
// CPU the week's charges wait for, and nothing in them is more urgent than the charges: at 100k
// subscriptions the workers sent a few hundred mails during the run and made it ~10 % slower.
// While the rollover lease is held their workers stop (after the job in hand) and the jobs wait in
// the queue; when it is released they start again. Password-reset mail has its own queue, which
// never waits (queueUrgentMail), and report mails are sent by their own job.
import type { PgBoss } from "pg-boss";
import { errorFields, logger } from "@/lib/log/logger";
import { rolloverRunning } from "@/lib/rollover/lease";

export interface YieldingWorker {
  name: string;
  start: () => Promise<unknown>;
}

export async function yieldToRollover(
  boss: Pick<PgBoss, "offWork" | "once">,
  workers: YieldingWorker[],
  checkEveryMs = 2_000,
): Promise<void> {
  const started = new Set<string>();
  let stopped = false;
  let busy = false;
  const timer = setInterval(() => void settle(), checkEveryMs);
  timer.unref();
  boss.once("stopped", () => {
    stopped = true;
    clearInterval(timer);
  });

  async function settle() {
    if (busy || stopped) return;
    busy = true;
    try {
      if (await rolloverRunning()) {
        for (const w of workers.filter((w) => started.has(w.name))) {
          await boss.offWork(w.name);
          started.delete(w.name);
        }
      } else {
        // Each worker that is not running starts; one that fails is tried again next time.
        for (const w of workers.filter((w) => !started.has(w.name))) {
          if (stopped) return;
          await w.start();
          started.add(w.name);
        }
      }
    } catch (error) {
      if (!stopped)
        logger().error({ component: "jobs", ...errorFields(error) }, "yield to rollover failed");
    } finally {
      busy = false;
    }
  }
  await settle();
}
