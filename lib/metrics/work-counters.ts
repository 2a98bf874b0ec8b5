// The work the cluster did, counted by whichever process did it (a worker, the app's own worker,
// the CLI rollover, a web instance) and summed in the database (shared-counters.ts): a scrape of
// any web instance gives the same totals, which survive restarts.
import { sharedCounter } from "./shared-counters";

export const jobsTotal = sharedCounter({
  name: "jobs_total",
  help: "Jobs run by every process, by queue and outcome (completed or failed; a failed job retries)",
  labelNames: ["queue", "outcome"] as const,
});

export const rolloverOrders = sharedCounter({
  name: "rollover_orders_total",
  help: "Orders of the closed weeks, by what the rollover did: locked, filled (chef's selection), charged (paid), failed (payment failed)",
  labelNames: ["outcome"] as const,
});

export const rolloverRuns = sharedCounter({
  name: "rollover_weeks_total",
  help: "Weeks the rollover closed",
  labelNames: [] as const,
});

export const rolloverSeconds = sharedCounter({
  name: "rollover_duration_seconds_total",
  help: "Seconds the closed weeks' rollovers took, summed (the increase over a week is that week's run)",
  labelNames: [] as const,
});

export const chargesTotal = sharedCounter({
  name: "charges_total",
  help: "Charges settled, by outcome (succeeded, failed, requires_action)",
  labelNames: ["outcome"] as const,
});

export const webhookEvents = sharedCounter({
  name: "webhook_events_total",
  help: "Payment webhook events handled, by event type and outcome",
  labelNames: ["type", "outcome"] as const,
});

export const mailTotal = sharedCounter({
  name: "mail_total",
  help: "Mail handed to the transport, by outcome (sent or failed)",
  labelNames: ["outcome"] as const,
});
