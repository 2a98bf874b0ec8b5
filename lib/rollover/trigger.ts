// The one entry point behind the cron call and `npm run rollover`: the run itself, or with dryRun
// the preview of every week that is due (or of the week asked for).
import { fromDateColumn, type IsoDate } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { paymentProvider } from "@/lib/payments";
import { previewRollover, type RolloverPreview } from "./preview";
import { dueWeeks, runRollover, type RolloverResult } from "./run-rollover";

export interface TriggerOptions {
  now: Date;
  dryRun?: boolean;
  weekStart?: IsoDate;
  waitMs?: number;
}

export type TriggerResult = RolloverResult | { status: "dry-run"; weeks: RolloverPreview[] };

/** A rehearsal may run ahead of the clock only where no real money moves. */
const REHEARSAL_SLACK_MS = 5 * 60_000;

export async function rolloverNow(options: TriggerOptions): Promise<TriggerResult> {
  if (
    !options.dryRun &&
    !paymentProvider().testMode &&
    options.now.getTime() > Date.now() + REHEARSAL_SLACK_MS
  ) {
    throw new AppError(
      "BAD_REQUEST",
      "A rollover at a future time would charge real cards early: rehearse with test-mode cards, or use dryRun.",
    );
  }
  if (!options.dryRun) {
    return runRollover({
      now: options.now,
      weekStart: options.weekStart,
      waitMs: options.waitMs ?? 240_000,
    });
  }
  const starts = options.weekStart
    ? [options.weekStart]
    : (await dueWeeks(options.now)).map((w) => fromDateColumn(w.startDate));
  const weeks: RolloverPreview[] = [];
  for (const start of starts) weeks.push(await previewRollover(start, options.now));
  return { status: "dry-run", weeks };
}
