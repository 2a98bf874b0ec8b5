// Exceptions marked resolved: by a manager (audited, with who and why), or by their cause going
// away where nothing else keeps that fact (a box that got its address).
import { z } from "zod";
import { writeAudit, readAuditState } from "@/lib/admin/audit-log";
import type { Caller } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { timeOrderedId } from "@/lib/db/ids";
import { kyselyIn } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";
import { AppError, notFound } from "@/lib/errors";
import { KIND_LABELS, RESOLVABLE, type KitchenExceptionKind } from "./kinds";
import { exceptionsOfBox } from "./exceptions";

export const resolveBody = z.object({
  kind: z.enum(RESOLVABLE as [KitchenExceptionKind, ...KitchenExceptionKind[]], {
    error: "Choose an exception a manager can resolve.",
  }),
  note: z
    .string()
    .trim()
    .min(3, "Say what was done, in a few words.")
    .max(300, "Keep the note under 300 characters."),
});
export type ResolveInput = z.infer<typeof resolveBody>;

/** Records that the cause of `kind` went away on these boxes (by an admin's act, if named). */
export async function resolveByCause(
  tx: RawTx,
  orderIds: readonly string[],
  kind: KitchenExceptionKind,
  note: string,
  now: Date,
  resolvedById: string | null = null,
): Promise<void> {
  if (orderIds.length === 0) return;
  await kyselyIn(tx)
    .insertInto("KitchenExceptionResolution")
    .values(
      orderIds.map((orderId) => ({
        id: timeOrderedId(),
        orderId,
        kind,
        note,
        resolvedAt: now,
        resolvedById,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A manager marks one of a box's open exceptions resolved; written to the audit log. */
export async function resolveException(
  orderId: string,
  input: ResolveInput,
  admin: Caller,
  now: Date,
): Promise<{ message: string }> {
  const box = await db.weeklyOrder.findUnique({
    where: { id: orderId },
    select: { number: true, userId: true },
  });
  if (!box) throw notFound("Order");
  const open = await exceptionsOfBox(orderId);
  const label = KIND_LABELS[input.kind].toLowerCase();
  if (!open.some((e) => e.kind === input.kind && !e.resolved)) {
    throw new AppError("CONFLICT", `Box ${box.number} has no open ${label} to resolve.`);
  }
  const state = await readAuditState(box.userId);
  await db.$transaction(async (tx) => {
    // Two managers at once: the unique (order, kind) keeps one; the other is told.
    const { count } = await tx.kitchenExceptionResolution.createMany({
      data: [
        {
          orderId,
          kind: input.kind,
          resolvedById: admin.userId,
          note: input.note,
          resolvedAt: now,
        },
      ],
      skipDuplicates: true,
    });
    if (count === 0)
      throw new AppError("CONFLICT", `Box ${box.number}: ${label} was resolved already.`);
    await writeAudit(
      tx,
      {
        actorId: admin.userId,
        targetUserId: box.userId,
        action: "resolve-exception",
        detail: `Box ${box.number}, ${label}: ${input.note}`,
        before: state ?? undefined,
        after: state ?? undefined,
      },
      now,
    );
  });
  return { message: `Box ${box.number}: ${label} marked resolved.` };
}
