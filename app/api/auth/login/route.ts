// POST /api/auth/login { email, password } → { token, user }; 401 or 429 otherwise.
import { publicRoute } from "@/lib/api/route";
import { login } from "@/lib/auth/login";
import { clientIp } from "@/lib/auth/request-ip";
import { loginSchema } from "@/lib/auth/schemas";
import { getMe } from "@/lib/users/me";

export const POST = publicRoute({ body: loginSchema }, async ({ req, body, now }) => {
  const { userId, token } = await login(body, clientIp(req.headers), now);
  return { token, user: await getMe(userId) };
});
