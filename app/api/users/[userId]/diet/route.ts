// GET /api/users/{userId}/diet → { dietPreference }; PUT { dietPreference } sets the diet the menus
// filter by and the chef's selection keeps to (one of the listed diets, or null for none).
import { userParams } from "@/lib/api/params";
import { userReadRoute, userRoute } from "@/lib/api/route";
import {
  dietPreferenceBodySchema,
  getDietPreference,
  setDietPreference,
} from "@/lib/users/diet-preference";

export const GET = userReadRoute({ params: userParams }, ({ params }) =>
  getDietPreference(params.userId),
);

export const PUT = userRoute(
  { params: userParams, body: dietPreferenceBodySchema },
  ({ params, body }) => setDietPreference(params.userId, body.dietPreference),
);
