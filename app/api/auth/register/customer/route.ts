// POST /api/auth/register/customer: the funnel's account, with delivery schedule and referral.
import { publicRoute } from "@/lib/api/route";
import { registerCustomer, registerCustomerSchema } from "@/lib/auth/register-customer";
import { getMe } from "@/lib/users/me";

export const POST = publicRoute({ body: registerCustomerSchema }, async ({ body, now }) => {
  const { userId, token } = await registerCustomer(body, now);
  return { token, user: await getMe(userId) };
});
