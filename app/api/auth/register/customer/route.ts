// POST /api/auth/register/customer: the funnel's account, with delivery schedule and referral
// → { token, user } (the web client: an HttpOnly session cookie and a marker as token).
import { publicRoute } from "@/lib/api/route";
import { registerCustomer, registerCustomerSchema } from "@/lib/auth/register-customer";
import { signedInResponse } from "@/lib/auth/signed-in-response";

export const POST = publicRoute({ body: registerCustomerSchema }, async ({ req, body, now }) =>
  signedInResponse(req, await registerCustomer(body, now)),
);
