import { userParams } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { createSetupSecret } from "@/lib/payments/setup";

// Stripe: the SetupIntent secret for Elements. Offline: { clientSecret: null, testMode: true }.
export const POST = userRoute({ params: userParams }, ({ params }) =>
  createSetupSecret(params.userId),
);
