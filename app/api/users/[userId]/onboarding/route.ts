import { userParams } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { completeOnboarding } from "@/lib/onboarding/complete-onboarding";

export const POST = userRoute({ params: userParams }, ({ params, now }) =>
  completeOnboarding(params.userId, now),
);
