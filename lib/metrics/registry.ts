// The process's Prometheus metrics (prom-client), served by GET /api/metrics: this web instance's
// HTTP requests, and the queue gauges, read from the database at scrape time (lib/jobs/queue-depth.ts)
// so they are the same on every instance. The work counters (jobs, charges, mail, webhooks, the
// rollover) are the cluster's totals: lib/metrics/work-counters.ts.
// prom-client is loaded by Node, not bundled (next.config.js), so scripts/serve.ts and every Next
// route bundle share its default registry; each metric is created once, by whichever copy of this
// module runs first.
import { collectDefaultMetrics, Gauge, Histogram, register, type Metric } from "prom-client";

// The process's CPU, memory, event-loop lag and handles, once per process.
if (!register.getSingleMetric("process_cpu_user_seconds_total")) collectDefaultMetrics();

function once<T extends Metric>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

export const httpRequestDuration = once(
  "http_request_duration_seconds",
  () =>
    new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP requests by app route, method and status, with their duration in seconds",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const jobQueueDepth = once(
  "job_queue_depth",
  () =>
    new Gauge({
      name: "job_queue_depth",
      help: "Jobs waiting to run (created or retrying), by queue, read from the database",
      labelNames: ["queue"] as const,
    }),
);

export const jobQueueAge = once(
  "job_queue_oldest_age_seconds",
  () =>
    new Gauge({
      name: "job_queue_oldest_age_seconds",
      help: "Age in seconds of the oldest waiting job, by queue (0 when none waits)",
      labelNames: ["queue"] as const,
    }),
);

/** The Prometheus text exposition of every metric. */
export function metricsText(): Promise<string> {
  return register.metrics();
}

export const METRICS_CONTENT_TYPE = register.contentType;
