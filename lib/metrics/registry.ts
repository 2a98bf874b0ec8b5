// The process's Prometheus metrics (prom-client), served by GET /api/metrics. Counters count what
// this process did since it started; the queue gauges are read from the database at scrape time
// (lib/jobs/queue-depth.ts), so they are the same on every instance.
// prom-client is loaded by Node, not bundled (next.config.js), so scripts/serve.ts and every Next
// route bundle share its default registry; each metric is created once, by whichever copy of this
// module runs first.
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
  type Metric,
} from "prom-client";

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

export const jobsTotal = once(
  "jobs_total",
  () =>
    new Counter({
      name: "jobs_total",
      help: "Jobs this process ran, by queue and outcome (completed or failed; a failed job retries)",
      labelNames: ["queue", "outcome"] as const,
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

export const rolloverDuration = once(
  "rollover_duration_seconds",
  () =>
    new Histogram({
      name: "rollover_duration_seconds",
      help: "Duration of each week's rollover run by this process, in seconds",
      buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1200, 3600],
    }),
);

export const rolloverOrders = once(
  "rollover_orders_total",
  () =>
    new Counter({
      name: "rollover_orders_total",
      help: "Orders of the weeks this process closed, by what the rollover did: locked, filled (chef's selection), charged (paid), failed (payment failed)",
      labelNames: ["outcome"] as const,
    }),
);

export const chargesTotal = once(
  "charges_total",
  () =>
    new Counter({
      name: "charges_total",
      help: "Charges settled by this process, by outcome (succeeded, failed, requires_action)",
      labelNames: ["outcome"] as const,
    }),
);

export const webhookEvents = once(
  "webhook_events_total",
  () =>
    new Counter({
      name: "webhook_events_total",
      help: "Payment webhook events handled by this process, by event type and outcome",
      labelNames: ["type", "outcome"] as const,
    }),
);

export const mailTotal = once(
  "mail_total",
  () =>
    new Counter({
      name: "mail_total",
      help: "Mail this process handed to the transport, by outcome (sent or failed)",
      labelNames: ["outcome"] as const,
    }),
);

/** The Prometheus text exposition of every metric. */
export function metricsText(): Promise<string> {
  return register.metrics();
}

export const METRICS_CONTENT_TYPE = register.contentType;
