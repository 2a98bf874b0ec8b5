// POST /api/users/{userId}/delivery-problem-photos: a photo for a delivery problem report, as the
// raw bytes of the body (JPEG, PNG or WebP, 5 MB at most); 201 with its id for the report.
import { userParams } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { PHOTO_TOO_LARGE, saveProblemPhoto } from "@/lib/delivery-problems/photos";
import { MAX_PHOTO_BYTES } from "@/lib/delivery-problems/schemas";

export const POST = userRoute(
  // The content decides the type (saveProblemPhoto sniffs it); the header only has to be a photo's.
  {
    params: userParams,
    bodyTypes: ["image/jpeg", "image/png", "image/webp", "application/octet-stream"],
  },
  async ({ req, params, now }) => {
    if (Number(req.headers.get("content-length") ?? "0") > MAX_PHOTO_BYTES) {
      throw new AppError("VALIDATION", PHOTO_TOO_LARGE);
    }
    const bytes = new Uint8Array(await req.arrayBuffer());
    return Response.json(await saveProblemPhoto(params.userId, bytes, now), { status: 201 });
  },
);
