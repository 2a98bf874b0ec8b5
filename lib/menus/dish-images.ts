// Dish photos uploaded by admins: checked for size and real type (by their first bytes, not the
// name or header a browser sends), stored in the database, served by id.
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const SIGNATURES: { type: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: "image/png",
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  {
    type: "image/webp",
    matches: (b) =>
      String.fromCharCode(...b.subarray(0, 4)) === "RIFF" &&
      String.fromCharCode(...b.subarray(8, 12)) === "WEBP",
  },
];

/** The image type the bytes really are, or null. */
export function sniffImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.matches(bytes))?.type ?? null;
}

export async function saveDishImage(bytes: Uint8Array): Promise<{ id: string; url: string }> {
  if (bytes.byteLength === 0) throw new AppError("VALIDATION", "Choose a photo to upload.");
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    throw new AppError("VALIDATION", "The photo is larger than 2 MB. Please choose a smaller one.");
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    throw new AppError("VALIDATION", "The photo must be a JPEG, PNG or WebP image.");
  }
  const row = await db.dishImage.create({
    data: { contentType, bytes: Buffer.from(bytes) },
    select: { id: true },
  });
  return { id: row.id, url: `/api/dish-images/${row.id}` };
}

export async function readDishImage(id: string): Promise<{ contentType: string; bytes: Buffer }> {
  const row = await db.dishImage.findUnique({
    where: { id },
    select: { contentType: true, bytes: true },
  });
  if (!row) throw notFound("Image");
  return { contentType: row.contentType, bytes: Buffer.from(row.bytes) };
}
