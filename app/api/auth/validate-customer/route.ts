// POST /api/auth/validate-customer: the sign-up form's fields, and whether the email is free.
import { publicRoute } from "@/lib/api/route";
import { EMAIL_CHECK_LIMIT } from "@/lib/rate-limit/per-address";
import { assertEmailAvailable, validateCustomerSchema } from "@/lib/auth/register-customer";

export const POST = publicRoute(
  { body: validateCustomerSchema, limit: EMAIL_CHECK_LIMIT },
  ({ body }) => assertEmailAvailable(body.email),
);
