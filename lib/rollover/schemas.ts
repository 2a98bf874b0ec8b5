// Request schemas of the rollover's calls (cron trigger and admin dry run).
import { z } from "zod";
import type { IsoDate } from "@/lib/clock";
import { isWeekStart } from "@/lib/weeks/is-week-start";

export const weekStartSchema = z
  .string()
  .refine(isWeekStart, "weekStart must be a Monday written as YYYY-MM-DD.")
  .transform((value) => value as IsoDate);

export const cronRolloverBody = z
  .object({
    /** A rehearsal instant; the real clock when absent. */
    now: z.iso.datetime({ offset: true }).optional(),
    dryRun: z.boolean().default(false),
    weekStart: weekStartSchema.optional(),
  })
  .strict()
  .default({ dryRun: false });

export const previewQuery = z.object({ weekStart: weekStartSchema.optional() });
