// The rollover's log lines (one per phase, with its counts) and its metrics, in one place so the
// phases themselves stay about orders.
import { logger } from "@/lib/log/logger";
import { rolloverOrders, rolloverRuns, rolloverSeconds } from "@/lib/metrics/work-counters";
import type { WeekSummary } from "./summary";

export function logPhase(
  weekStart: string | undefined,
  phase: string,
  counts: Record<string, number>,
  startedMs: number,
): void {
  logger().info(
    {
      component: "rollover",
      ...(weekStart ? { weekStart } : {}),
      phase,
      ...counts,
      durationMs: Math.round(performance.now() - startedMs),
    },
    `rollover ${phase}`,
  );
}

/** A closed week: its counts and the whole run's duration, counted once (by the closing run). */
export function recordWeekClosed(summary: WeekSummary, startedMs: number): void {
  const { locked, filled, paid, failed } = summary.counts;
  rolloverOrders.inc({ outcome: "locked" }, locked);
  rolloverOrders.inc({ outcome: "filled" }, filled);
  rolloverOrders.inc({ outcome: "charged" }, paid);
  rolloverOrders.inc({ outcome: "failed" }, failed);
  rolloverRuns.inc({});
  rolloverSeconds.inc({}, (performance.now() - startedMs) / 1000);
  logPhase(summary.weekStart, "closed", { ...summary.counts }, startedMs);
}
