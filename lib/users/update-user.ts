// PUT /api/users/{userId}: the delivery day and time window, or the customer's name. Email is
// shown but not editable (spec §5); it is never changed here.
import { z } from "zod";
import { fromDateColumn, isBeforeDeadline } from "@/lib/clock";
import { db } from "@/lib/db";
import {
  DELIVERY_DAYS,
  DELIVERY_WINDOWS,
  type DeliveryWindowId,
} from "@/lib/delivery-schedule/windows";
import { notFound } from "@/lib/errors";
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
    await tx.subscription.updateMany({
      where: { userId, status: { not: "CANCELLED" } },
      data: schedule,
    });
    // Weeks still open follow the new schedule; a new day means the meals must be chosen again
    // (spec §4), so those weeks' choices are cleared.
    const open = await tx.weeklyOrder.findMany({
      where: { userId, status: { in: ["OPEN", "SKIPPED"] } },
      select: { id: true, week: { select: { startDate: true } } },
    });
    for (const order of open) {
      if (!isBeforeDeadline(fromDateColumn(order.week.startDate), now)) continue;
      if (dayChanged) await tx.orderItem.deleteMany({ where: { orderId: order.id } });
      await tx.weeklyOrder.update({
        where: { id: order.id },
        data: { ...schedule, ...(dayChanged ? { splitDelivery: false } : {}) },
      });
    }
  });
  return { user: await getMe(userId), mealsCleared: dayChanged };
}
