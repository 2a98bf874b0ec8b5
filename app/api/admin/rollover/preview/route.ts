// GET /api/admin/rollover/preview?weekStart=YYYY-MM-DD: the rollover's dry run for a week (the
// upcoming one by default): what would be locked, filled and charged. Writes nothing.
import { adminRoute } from "@/lib/api/route";
import { upcomingWeekStart } from "@/lib/clock";
import { previewRollover } from "@/lib/rollover/preview";
import { previewQuery } from "@/lib/rollover/schemas";

export const GET = adminRoute({ query: previewQuery }, ({ query, now }) =>
  previewRollover(query.weekStart ?? upcomingWeekStart(now), now),
);
