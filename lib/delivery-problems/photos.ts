// A photo a customer attaches to a delivery problem: uploaded first (raw bytes), named by the
// report after. Checked like dish photos (size, and the real type from the first bytes), stored
// in the database, read back only on its owner's path (an admin may read any customer's).
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { sniffImageType } from "@/lib/menus/dish-images";
import { MAX_PHOTO_BYTES } from "./schemas";

export const PHOTO_TOO_LARGE = `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Please choose a smaller one.`;

export async function saveProblemPhoto(userId: string, bytes: Uint8Array, now: Date) {
  if (bytes.byteLength === 0) throw new AppError("VALIDATION", "Choose a photo to upload.");
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new AppError("VALIDATION", PHOTO_TOO_LARGE);
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    throw new AppError("VALIDATION", "The photo must be a JPEG, PNG or WebP image.");
  }
  const row = await db.deliveryProblemPhoto.create({
    data: { userId, contentType, bytes: Buffer.from(bytes), createdAt: now },
    select: { id: true },
  });
  return { id: row.id, url: problemPhotoUrl(userId, row.id) };
}

export const problemPhotoUrl = (userId: string, photoId: string) =>
  `/api/users/${userId}/delivery-problem-photos/${photoId}`;

export async function readProblemPhoto(userId: string, photoId: string) {
  const row = await db.deliveryProblemPhoto.findFirst({
    where: { id: photoId, userId },
    select: { contentType: true, bytes: true },
  });
  if (!row) throw notFound("Photo");
  return { contentType: row.contentType, bytes: Buffer.from(row.bytes) };
}
