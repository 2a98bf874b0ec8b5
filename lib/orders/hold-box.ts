// A manager holds a box the kitchen should not send as it is, and releases it later. A held box is
// off the prep, packing and delivery lists (lib/reports), never charged (retry-charge.ts) and never
// assumed delivered (bulk-moves.ts) until it is released. Only a box past its deadline and not yet
// delivered or cancelled can be held; a box being charged right now (LOCKED) waits for its charge.
import { AppError, notFound } from "@/lib/errors";
import { db } from "@/lib/db";
import type { OrderStatus } from "./transitions";

/** The states a box may be held in: settled by the rollover, not yet delivered. */
export const HOLDABLE: readonly OrderStatus[] = ["PAID", "PAYMENT_FAILED", "REQUIRES_ACTION"];

const words = (status: OrderStatus) => status.toLowerCase().replaceAll("_", " ");

export interface HeldBox {
  id: string;
  number: string;
  userId: string;
  status: OrderStatus;
}

const boxSelect = { id: true, number: true, userId: true, status: true } as const;

/**
 * Holds the box. Conditional on its state and on not being held, so two managers at once get one
 * hold and one 409, and a box the rollover is charging is refused until the charge ends.
 */
export async function holdBox(
  orderId: string,
  by: { actorId: string; reason: string },
  now: Date,
): Promise<HeldBox> {
  const { count } = await db.weeklyOrder.updateMany({
    where: { id: orderId, heldAt: null, status: { in: [...HOLDABLE] } },
    data: { heldAt: now, heldById: by.actorId, holdReason: by.reason, updatedAt: now },
  });
  const box = await db.weeklyOrder.findUnique({
    where: { id: orderId },
    select: { ...boxSelect, heldAt: true },
  });
  if (!box) throw notFound("Order");
  if (count === 0) {
    if (box.heldAt) throw new AppError("CONFLICT", `Box ${box.number} is held already.`);
    throw new AppError(
      "CONFLICT",
      box.status === "LOCKED"
        ? `Box ${box.number} is being charged right now: hold it once the charge has ended.`
        : `Box ${box.number} is ${words(box.status)}: only a box waiting to go out can be held.`,
    );
  }
  return { id: box.id, number: box.number, userId: box.userId, status: box.status };
}

/** Releases a held box: it goes back on the kitchen's lists, and an unpaid one may be charged. */
export async function releaseBox(
  orderId: string,
  by: { actorId: string },
  now: Date,
): Promise<HeldBox> {
  const { count } = await db.weeklyOrder.updateMany({
    where: { id: orderId, heldAt: { not: null } },
    data: {
      heldAt: null,
      heldById: null,
      holdReason: null,
      releasedAt: now,
      releasedById: by.actorId,
      updatedAt: now,
    },
  });
  const box = await db.weeklyOrder.findUnique({ where: { id: orderId }, select: boxSelect });
  if (!box) throw notFound("Order");
  if (count === 0) throw new AppError("CONFLICT", `Box ${box.number} is not held.`);
  return box;
}
