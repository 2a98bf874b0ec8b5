// POST /api/auth/login { email, password } → { token, user } (the web client: an HttpOnly
// session cookie and a marker as token); 401 or 429 otherwise.
import { publicRoute } from "@/lib/api/route";
import { login } from "@/lib/auth/login";
import { clientIp } from "@/lib/auth/request-ip";
import { loginSchema } from "@/lib/auth/schemas";
import { signedInResponse } from "@/lib/auth/signed-in-response";

export const POST = publicRoute({ body: loginSchema }, async ({ req, body, now }) =>
  signedInResponse(req, await login(body, clientIp(req.headers), now)),
);
