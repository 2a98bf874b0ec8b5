// The delivery calls' inputs, shared by the route handlers and the page's forms (client-safe).
import { z } from "zod";
import { isWeekStart } from "@/lib/weeks/is-week-start";

export const DAY_PARAMS = ["monday", "thursday"] as const;
export type DayParam = (typeof DAY_PARAMS)[number];
export const toDeliveryDay = (day: DayParam) => (day === "monday" ? "MONDAY" : "THURSDAY");

const day = z.enum(DAY_PARAMS, { error: "Choose Monday or Thursday." });
const week = z.string().refine(isWeekStart, "Choose a delivery week (a Monday, YYYY-MM-DD).");

/** `?week=&day=` of the page and of GET /api/admin/deliveries. */
export const routeQuery = z.object({ week, day });
/** The page reads each on its own: a day written `MONDAY` must not throw the week away too. */
export const routeWeek = week;
export const routeDay = day;

export const startBody = z.object({ week, day });

export const stopParams = z.object({ orderId: z.string().min(1).max(64), day });

export const REASON_MAX = 200;

export const markBody = z
  .object({
    mark: z.enum(["delivered", "not-delivered"], { error: "Choose delivered or not delivered." }),
    reason: z
      .string()
      .trim()
      .max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters.`)
      .optional(),
  })
  .refine((body) => body.mark === "delivered" || (body.reason ?? "").length >= 3, {
    path: ["reason"],
    message: "Say why it was not delivered, in a few words.",
  });
export type MarkBody = z.infer<typeof markBody>;

export const decisionBody = z.object({
  decision: z.enum(["redeliver", "credit"], { error: "Choose redeliver or credit." }),
});
