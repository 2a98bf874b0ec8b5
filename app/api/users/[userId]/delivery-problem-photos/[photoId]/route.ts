// GET /api/users/{userId}/delivery-problem-photos/{photoId}: a report's photo, to its customer
// and to admins only (never cached by a shared cache).
import { z } from "zod";
import { id } from "@/lib/api/params";
import { userReadRoute } from "@/lib/api/route";
import { readProblemPhoto } from "@/lib/delivery-problems/photos";

export const GET = userReadRoute(
  { params: z.object({ userId: id, photoId: id }) },
  async ({ params }) => {
    const photo = await readProblemPhoto(params.userId, params.photoId);
    return new Response(new Uint8Array(photo.bytes), {
      headers: {
        "content-type": photo.contentType,
        "cache-control": "private, max-age=3600",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
