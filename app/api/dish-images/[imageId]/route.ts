// GET /api/dish-images/{imageId}: an uploaded dish photo. Ids are never reused, so it caches forever.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { publicRoute } from "@/lib/api/route";
import { readDishImage } from "@/lib/menus/dish-images";

export const GET = publicRoute({ params: z.object({ imageId: id }) }, async ({ params }) => {
  const image = await readDishImage(params.imageId);
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "content-type": image.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
});
