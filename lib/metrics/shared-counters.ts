// Counters that add up across processes. Jobs, charges, mail and the rollover mostly run in
// `npm run worker` processes, which serve no HTTP; /api/metrics is served by the web instances. So
// each process adds what it did to one table (MetricCounter), a few seconds' worth at a time, and
// a scrape of any web instance reads the cluster's totals from it (docs/decisions/operability.md).
import { Counter, register } from "prom-client";
import { kysely } from "@/lib/db/kysely";
import { errorFields, logger } from "@/lib/log/logger";
import { outsideTransaction } from "@/lib/db/tx-guard";

/** How long counts wait in memory before they are written: one statement per process per beat. */
export const FLUSH_INTERVAL_MS = 5_000;

type Labels<L extends string> = Partial<Record<L, string>>;

export interface SharedCounter<L extends string> {
  readonly name: string;
  /** Counts `n` (default 1) for this label set; written with the next flush. */
  inc(labels: Labels<L>, n?: number): void;
  /** What this process counted for the label set and has not written yet (tests read it). */
  pending(labels: Labels<L>): number;
}

interface Pending {
  name: string;
  labels: string;
  value: number;
}

// One buffer and one set of exposed counters per process, however many bundles load this module
// (scripts/serve.ts and each Next route bundle): keyed on globalThis.
const KEY = Symbol.for("lakeshore.sharedCounters");
interface State {
  buffer: Map<string, Pending>;
  timer?: NodeJS.Timeout;
  exposed: Map<string, { counter: Counter; labelNames: readonly string[] }>;
}
const store = globalThis as typeof globalThis & { [KEY]?: State };
const state: State = (store[KEY] ??= { buffer: new Map(), exposed: new Map() });

/** The label set as canonical JSON (sorted keys): one row per series, whoever wrote it. */
function labelKey(labels: Record<string, string | undefined>): string {
  const entries = Object.entries(labels)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(Object.fromEntries(entries));
}

function add(name: string, labels: string, n: number): void {
  if (!(n > 0)) return;
  const key = `${name}\n${labels}`;
  const entry = state.buffer.get(key);
  if (entry) entry.value += n;
  else state.buffer.set(key, { name, labels, value: n });
  scheduleFlush();
}

function scheduleFlush(): void {
  // Under Jest nothing is written behind the test's back: a scrape (or the test) flushes.
  if (state.timer || process.env.JEST_WORKER_ID) return;
  // A count made inside a transaction flushes on its own, never as part of that transaction.
  state.timer = outsideTransaction(() =>
    setTimeout(() => {
      state.timer = undefined;
      void flushSharedCounts();
    }, FLUSH_INTERVAL_MS),
  );
  // A waiting flush never keeps a finished process alive; entry points flush on their way out.
  state.timer.unref();
}

/** A counter whose exposed value is the cluster's total, read from the table at scrape time. */
export function sharedCounter<L extends string>(config: {
  name: string;
  help: string;
  labelNames: readonly L[];
}): SharedCounter<L> {
  if (!state.exposed.has(config.name)) {
    const existing = register.getSingleMetric(config.name) as Counter | undefined;
    state.exposed.set(config.name, {
      counter: existing ?? new Counter({ ...config, labelNames: [...config.labelNames] }),
      labelNames: config.labelNames,
    });
  }
  return {
    name: config.name,
    inc: (labels, n = 1) => add(config.name, labelKey(labels), n),
    pending: (labels) => state.buffer.get(`${config.name}\n${labelKey(labels)}`)?.value ?? 0,
  };
}

/**
 * Writes this process's counts (one statement, rows in key order so two processes flushing at
 * once cannot deadlock). Counts that could not be written go back into the buffer for next time.
 */
export async function flushSharedCounts(): Promise<void> {
  if (state.buffer.size === 0) return;
  const rows = [...state.buffer.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.labels.localeCompare(b.labels),
  );
  state.buffer = new Map();
  try {
    await kysely
      .insertInto("MetricCounter")
      .values(rows.map((r) => ({ ...r, updatedAt: new Date() })))
      .onConflict((oc) =>
        oc.columns(["name", "labels"]).doUpdateSet((eb) => ({
          value: eb("MetricCounter.value", "+", eb.ref("excluded.value")),
          updatedAt: eb.ref("excluded.updatedAt"),
        })),
      )
      .execute();
  } catch (error) {
    for (const row of rows) add(row.name, row.labels, row.value);
    logger().warn({ component: "metrics", ...errorFields(error) }, "shared counts not written");
  }
}

/**
 * Sets every shared counter to the cluster's total: this process's own counts are written first,
 * so a scrape right after work done here sees it. When the database cannot answer the series are
 * left out of the scrape (absent, not a false 0), as the queue gauges are.
 */
export async function refreshSharedCounters(): Promise<void> {
  await flushSharedCounts();
  let rows: { name: string; labels: string; value: number }[] | null = null;
  try {
    rows = await kysely.selectFrom("MetricCounter").select(["name", "labels", "value"]).execute();
  } catch (error) {
    logger().warn({ component: "metrics", ...errorFields(error) }, "shared counts unreadable");
  }
  for (const { counter } of state.exposed.values()) counter.reset();
  for (const row of rows ?? []) {
    // A series another version of the app counts, unknown to this one: not exposed.
    const exposed = state.exposed.get(row.name);
    if (!exposed) continue;
    const stored = JSON.parse(row.labels) as Record<string, string>;
    // In the declared order, as the scrape has always shown them.
    const labels = Object.fromEntries(
      exposed.labelNames.filter((l) => l in stored).map((l) => [l, stored[l]]),
    );
    exposed.counter.inc(labels, row.value);
  }
}
