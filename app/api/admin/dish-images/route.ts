// POST /api/admin/dish-images: the photo's raw bytes as the body (JPEG, PNG or WebP, 2 MB at
// most); answers 201 with the URL to put in the dish's imageUrl.
import { adminRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { MAX_IMAGE_BYTES, saveDishImage } from "@/lib/menus/dish-images";

export const POST = adminRoute(
  // The content decides the type (saveDishImage sniffs it); the header only has to be a photo's.
  { bodyTypes: ["image/jpeg", "image/png", "image/webp", "image/gif", "application/octet-stream"] },
  async ({ req }) => {
    if (Number(req.headers.get("content-length") ?? "0") > MAX_IMAGE_BYTES) {
      throw new AppError(
        "VALIDATION",
        "The photo is larger than 2 MB. Please choose a smaller one.",
      );
    }
    const bytes = new Uint8Array(await req.arrayBuffer());
    return Response.json(await saveDishImage(bytes), { status: 201 });
  },
);
