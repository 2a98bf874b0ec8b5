// Which week and delivery day a kitchen sheet is for, as the calls and pages take it.
import { z } from "zod";
import type { DeliveryDayValue } from "@/lib/delivery-schedule/delivery-days";
import { isWeekStart } from "@/lib/weeks/is-week-start";

export const KITCHEN_DAYS = ["monday", "thursday"] as const;
export type KitchenDay = (typeof KITCHEN_DAYS)[number];

const weekStart = z.string().refine(isWeekStart, "Choose a delivery week (a Monday, YYYY-MM-DD).");

/** "1000004" or "lk-1000004" as the order numbers are written: "LK-1000004". */
export const orderNumber = (raw: string): string => {
  const tidy = raw.trim().toUpperCase();
  return /^\d+$/.test(tidy) ? `LK-${tidy}` : tidy;
};

/** Labels are packed one delivery day at a time; `order` reprints one box's. */
export const labelsQuery = z.object({
  weekStart,
  day: z.enum(KITCHEN_DAYS, { message: "Choose the delivery day: monday or thursday." }),
  order: z
    .string()
    .trim()
    .min(1, "Enter the box's order number, like LK-1000004.")
    .max(40, "Enter the box's order number, like LK-1000004.")
    .transform(orderNumber)
    .optional(),
});

/** The production sheet is for one delivery day, or for the whole week ("all"). */
export const productionQuery = z.object({
  weekStart,
  day: z
    .enum([...KITCHEN_DAYS, "all"], {
      message: "Choose the delivery day: monday, thursday or all.",
    })
    .default("all"),
});

export const deliveryDayOf = (day: KitchenDay): DeliveryDayValue =>
  day === "monday" ? "MONDAY" : "THURSDAY";

/** "Monday", "Thursday" or "Monday and Thursday" for a sheet's heading. */
export const kitchenDayName = (day: KitchenDay | "all"): string =>
  day === "all" ? "Monday and Thursday" : day[0].toUpperCase() + day.slice(1);
