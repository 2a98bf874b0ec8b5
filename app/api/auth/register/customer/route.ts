// POST /api/auth/register/customer: the funnel's account, with delivery schedule and referral
// → { token, user } (the web client: an HttpOnly session cookie and a marker as token).
import { publicRoute } from "@/lib/api/route";
import { EMAIL_CHECK_LIMIT } from "@/lib/rate-limit/per-address";
import { registerCustomer, registerCustomerSchema } from "@/lib/auth/register-customer";
import { signedInResponse } from "@/lib/auth/signed-in-response";

export const POST = publicRoute(
  { body: registerCustomerSchema, limit: EMAIL_CHECK_LIMIT },
  async ({ req, body, now }) => signedInResponse(req, await registerCustomer(body, now)),
);
