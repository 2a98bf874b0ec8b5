// GET /api/users/{userId}/allergens → { allergenExclusions }; PUT { allergenExclusions } replaces
// the list of allergens the customer avoids (known allergen ids only).
import { userParams } from "@/lib/api/params";
import { userReadRoute, userRoute } from "@/lib/api/route";
import {
  allergenExclusionsBodySchema,
  getAllergenExclusions,
  setAllergenExclusions,
} from "@/lib/users/allergen-exclusions";

export const GET = userReadRoute({ params: userParams }, ({ params }) =>
  getAllergenExclusions(params.userId),
);

export const PUT = userRoute(
  { params: userParams, body: allergenExclusionsBodySchema },
  ({ params, body }) => setAllergenExclusions(params.userId, body.allergenExclusions),
);
