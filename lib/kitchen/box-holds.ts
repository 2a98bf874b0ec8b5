// A manager's hold and release of a box, each with a reason and written to the audit log. The
// order's own columns are written by lib/orders/hold-box.ts (the one owner of order writes).
import { z } from "zod";
import { readAuditState, writeAudit } from "@/lib/admin/audit-log";
import type { Caller } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { holdBox, releaseBox, type HeldBox } from "@/lib/orders/hold-box";

export const holdBody = z.object({
  reason: z
    .string({ error: "Say why, in a few words." })
    .trim()
    .min(3, "Say why, in a few words.")
    .max(200, "Keep the reason under 200 characters."),
});
export type HoldInput = z.infer<typeof holdBody>;

async function audit(box: HeldBox, admin: Caller, action: string, detail: string, now: Date) {
  const state = (await readAuditState(box.userId)) ?? undefined;
  await writeAudit(
    db,
    {
      actorId: admin.userId,
      targetUserId: box.userId,
      action,
      detail,
      before: state,
      after: state,
    },
    now,
  );
}

export async function holdBoxAsAdmin(
  orderId: string,
  input: HoldInput,
  admin: Caller,
  now: Date,
): Promise<{ message: string }> {
  const box = await holdBox(orderId, { actorId: admin.userId, reason: input.reason }, now);
  await audit(box, admin, "hold-box", `Box ${box.number}: ${input.reason}`, now);
  return {
    message: `Box ${box.number} is held: off the kitchen's lists, not charged and not delivered until it is released.`,
  };
}

export async function releaseBoxAsAdmin(
  orderId: string,
  input: HoldInput,
  admin: Caller,
  now: Date,
): Promise<{ message: string }> {
  const box = await releaseBox(orderId, { actorId: admin.userId }, now);
  await audit(box, admin, "release-box", `Box ${box.number}: ${input.reason}`, now);
  return {
    message:
      box.status === "PAYMENT_FAILED"
        ? `Box ${box.number} is released: back on the kitchen's lists, and its payment is retried again.`
        : `Box ${box.number} is released: back on the kitchen's lists.`,
  };
}
