// POST { planId, keep? }: start the plan, or change the live plan's size (`keep`: the meals to keep
// in a week that chose more than the new size holds).
// PUT { status, resumeOn?, reason? }: pause (optionally until a date), resume or cancel it.
import { userParams } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { startOrChangeSubscription } from "@/lib/subscriptions/start-subscription";
import { changePlanSchema, subscriptionStatusSchema } from "@/lib/subscriptions/status-schema";
import { updateSubscriptionStatus } from "@/lib/subscriptions/update-status";

export const POST = userRoute(
  { params: userParams, body: changePlanSchema },
  ({ params, body, now }) => startOrChangeSubscription(params.userId, body.planId, now, body.keep),
);

export const PUT = userRoute(
  { params: userParams, body: subscriptionStatusSchema },
  ({ params, body, now }) => updateSubscriptionStatus(params.userId, body, now),
);
