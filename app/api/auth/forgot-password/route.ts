// POST /api/auth/forgot-password { email } → { message } (the same answer for every email).
import { publicRoute } from "@/lib/api/route";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { forgotPasswordSchema } from "@/lib/auth/schemas";

export const POST = publicRoute({ body: forgotPasswordSchema }, async ({ body, now }) => ({
  message: await requestPasswordReset(body.email, now),
}));
