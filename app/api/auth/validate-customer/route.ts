// POST /api/auth/validate-customer: the sign-up form's fields, and whether the email is free.
import { publicRoute } from "@/lib/api/route";
import { assertEmailAvailable, validateCustomerSchema } from "@/lib/auth/register-customer";

export const POST = publicRoute({ body: validateCustomerSchema }, ({ body }) =>
  assertEmailAvailable(body.email),
);
