// POST /api/cron/rollover (Authorization: Bearer $CRON_SECRET): runs the weekly rollover now (or
// at a rehearsal instant) and answers its summary; with dryRun, what it would do.
import { cronRoute } from "@/lib/api/route";
import { rolloverNow } from "@/lib/rollover/trigger";
import { cronRolloverBody } from "@/lib/rollover/schemas";

export const maxDuration = 300;

export const POST = cronRoute({ body: cronRolloverBody }, ({ body, now }) =>
  rolloverNow({ ...body, now: body.now ? new Date(body.now) : now }),
);
