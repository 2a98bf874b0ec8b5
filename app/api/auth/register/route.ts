// POST /api/auth/register: create a customer account and sign it in → 201 { token, user }
// (the web client: an HttpOnly session cookie and a marker as token).
import { publicRoute } from "@/lib/api/route";
import { EMAIL_CHECK_LIMIT } from "@/lib/rate-limit/per-address";
import { registerUser } from "@/lib/auth/register";
import { registerSchema } from "@/lib/auth/schemas";
import { signedInResponse } from "@/lib/auth/signed-in-response";

export const POST = publicRoute(
  { body: registerSchema, limit: EMAIL_CHECK_LIMIT },
  async ({ req, body, now }) => signedInResponse(req, await registerUser(body, now), 201),
);
