// The one entry point behind the cron call and `npm run rollover`: the run itself, or with dryRun
// the preview of every week that is due (or of the week asked for).
import { fromDateColumn, type IsoDate } from "@/lib/clock";
import { previewRollover, type RolloverPreview } from "./preview";
import { dueWeeks, runRollover, type RolloverResult } from "./run-rollover";

export interface TriggerOptions {
  now: Date;
  dryRun?: boolean;
  weekStart?: IsoDate;
  waitMs?: number;
}

export type TriggerResult = RolloverResult | { status: "dry-run"; weeks: RolloverPreview[] };

export async function rolloverNow(options: TriggerOptions): Promise<TriggerResult> {
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
