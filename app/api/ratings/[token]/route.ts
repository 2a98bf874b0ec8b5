// The "How was your box?" link's calls, without signing in: the signed token names the box
// (lib/ratings/rating-token.ts). GET: its dishes and ratings; PUT { dishId, stars, comment? }.
import { publicRoute } from "@/lib/api/route";
import { boxRatings, rateDish } from "@/lib/ratings/box-ratings";
import { orderOfRatingToken } from "@/lib/ratings/rating-token";
import { rateDishSchema, ratingTokenParams } from "@/lib/ratings/schemas";

export const GET = publicRoute({ params: ratingTokenParams }, ({ params, now }) =>
  boxRatings(orderOfRatingToken(params.token, now), null),
);

export const PUT = publicRoute(
  { params: ratingTokenParams, body: rateDishSchema },
  ({ params, body, now }) => rateDish(orderOfRatingToken(params.token, now), null, body, now),
);
