// The reports waiting for an admin (/admin/exceptions), oldest first: who, which box, what they
// say, the photo, what the policy would credit and why it did not.
import { db } from "@/lib/db";
import { problemLabel } from "./list-problems";
import { problemPhotoUrl } from "./photos";

export interface PendingProblem {
  id: string;
  label: string;
  orderNumber: string;
  customer: { userId: string; name: string; email: string };
  details: string | null;
  photoUrl: string | null;
  creditCents: number;
  reviewReason: string | null;
  createdAt: string;
}

export async function pendingProblems(): Promise<PendingProblem[]> {
  const rows = await db.deliveryProblem.findMany({
    where: { status: "PENDING" },
    orderBy: { createdAt: "asc" },
    take: 100,
    select: {
      id: true,
      kind: true,
      quantity: true,
      day: true,
      details: true,
      photoId: true,
      creditCents: true,
      reviewReason: true,
      createdAt: true,
      dish: { select: { name: true } },
      order: { select: { number: true, week: { select: { startDate: true } } } },
      user: { select: { id: true, firstName: true, lastName: true, email: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    label: problemLabel(row),
    orderNumber: row.order.number,
    customer: {
      userId: row.user.id,
      name: `${row.user.firstName} ${row.user.lastName}`,
      email: row.user.email,
    },
    details: row.details,
    photoUrl: row.photoId ? problemPhotoUrl(row.user.id, row.photoId) : null,
    creditCents: row.creditCents,
    reviewReason: row.reviewReason,
    createdAt: row.createdAt.toISOString(),
  }));
}
