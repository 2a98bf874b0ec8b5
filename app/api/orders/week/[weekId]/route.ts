// PATCH /api/orders/week/{weekId} (no body): skip or unskip the caller's week → CustomerWeekDto.
// `weekId` is the Week's id (or its Monday, "YYYY-MM-DD").
import { z } from "zod";
import { id } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { toggleWeekSkip } from "@/lib/meals/toggle-skip";

export const PATCH = userRoute({ params: z.object({ weekId: id }) }, ({ caller, params, now }) =>
  toggleWeekSkip(caller.userId, params.weekId, now),
);
