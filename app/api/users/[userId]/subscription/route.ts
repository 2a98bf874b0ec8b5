import { z } from "zod";
import { id, userParams } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { startOrChangeSubscription } from "@/lib/subscriptions/start-subscription";

const body = z.object({ planId: id });

export const POST = userRoute({ params: userParams, body }, ({ params, body, now }) =>
  startOrChangeSubscription(params.userId, body.planId, now),
);
