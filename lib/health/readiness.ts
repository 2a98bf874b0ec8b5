// The readiness probe's checks (GET /api/health/ready): the database answers, the job queue's
// schema is in place, and the catalogue's LISTEN connection holds. Each check has a deadline, so a
// hung database makes the probe answer "down" instead of hanging the load balancer's probe.
import { sql } from "kysely";
import { catalogSyncStatus } from "@/lib/cache/catalog";
import { kysely } from "@/lib/db/kysely";

export type CheckStatus = "ok" | "down" | "off";

export interface Check {
  status: CheckStatus;
  /** What was found, in a word or two (never an error's text: it may name hosts or users). */
  detail: string;
  ms: number;
}

export interface Readiness {
  ready: boolean;
  checks: { database: Check; jobQueue: Check; catalogListener: Check };
}

/** GET /api/health/ready's body, 200 or 503 alike. */
export interface ReadinessAnswer {
  status: "ready" | "unavailable";
  checks: Readiness["checks"];
}

const DEADLINE_MS = 1_500;

async function timed(run: () => Promise<[CheckStatus, string]>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<[CheckStatus, string]>((resolve) => {
    timer = setTimeout(() => resolve(["down", "timed out"]), DEADLINE_MS);
  });
  try {
    const [status, detail] = await Promise.race([run(), late]);
    return { status, detail, ms: Math.round(performance.now() - started) };
  } catch {
    return { status: "down", detail: "unreachable", ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness(): Promise<Readiness> {
  const [database, jobQueue, catalogListener] = await Promise.all([
    timed(async () => {
      await sql`SELECT 1`.execute(kysely);
      return ["ok", "answered SELECT 1"];
    }),
    timed(async () => {
      // pg-boss's version table: present once its schema was created or migrated.
      const { rows } = await sql<{ version: number }>`
        SELECT version FROM pgboss.version LIMIT 1`.execute(kysely);
      return rows.length > 0
        ? ["ok", `pg-boss schema version ${rows[0].version}`]
        : ["down", "pg-boss schema not installed"];
    }),
    timed(async () => {
      const status = await catalogSyncStatus(DEADLINE_MS - 200);
      if (status === "listening") return ["ok", "listening"];
      if (status === "off") return ["off", "disabled by configuration"];
      return ["down", "not listening"];
    }),
  ]);
  const checks = { database, jobQueue, catalogListener };
  return { ready: Object.values(checks).every((c) => c.status !== "down"), checks };
}
