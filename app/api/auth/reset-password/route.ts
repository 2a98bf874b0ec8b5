// POST /api/auth/reset-password { token, password } → { message }; 400 for a bad or used token.
import { publicRoute } from "@/lib/api/route";
import { resetPassword } from "@/lib/auth/password-reset";
import { resetPasswordSchema } from "@/lib/auth/schemas";

export const POST = publicRoute({ body: resetPasswordSchema }, async ({ body, now }) => ({
  message: await resetPassword(body.token, body.password, now),
}));
