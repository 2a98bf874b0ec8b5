// PUT /api/users/{userId}: the delivery day and time window, or the customer's name. Email is
// shown but not editable (spec §5); it is never changed here.
import { z } from "zod";
import { db } from "@/lib/db";
import {
  DELIVERY_DAYS,
  DELIVERY_WINDOWS,
  type DeliveryWindowId,
} from "@/lib/delivery-schedule/windows";
import { notFound } from "@/lib/errors";
import { rescheduleEditableWeeks } from "@/lib/orders/week-orders";
import { LIVE_SUBSCRIPTION } from "@/lib/subscriptions/live-subscription";
import { getMe } from "./me";

const name = (label: string) => z.string().trim().min(1, `Enter your ${label}.`).max(60);

export const updateUserSchema = z
  .object({
    deliveryDay: z.enum(DELIVERY_DAYS, { message: "Choose Monday or Thursday." }).optional(),
    deliveryTime: z
      .enum(DELIVERY_WINDOWS.map((w) => w.id) as [DeliveryWindowId, ...DeliveryWindowId[]], {
        message: "Choose a delivery time window.",
      })
      .optional(),
    firstName: name("first name").optional(),
    lastName: name("last name").optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), "Nothing to update.");
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export async function updateUser(userId: string, input: UpdateUserInput, now: Date) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { deliveryDay: true } });
  if (!user) throw notFound("User");
  const dayChanged = input.deliveryDay !== undefined && input.deliveryDay !== user.deliveryDay;

  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: input });
    if (!input.deliveryDay && !input.deliveryTime) return;
    const schedule = { deliveryDay: input.deliveryDay, deliveryTime: input.deliveryTime };
    await tx.subscription.updateMany({ where: { userId, ...LIVE_SUBSCRIPTION }, data: schedule });
    await rescheduleEditableWeeks(tx, userId, schedule, dayChanged, now);
  });
  return { user: await getMe(userId), mealsCleared: dayChanged };
}
