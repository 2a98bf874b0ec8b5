import { notifyMeSchema, requestAreaNotification } from "@/lib/addresses/postal-check";
import { publicRoute } from "@/lib/api/route";

export const POST = publicRoute({ body: notifyMeSchema }, ({ body, now }) =>
  requestAreaNotification(body.email, body.postalCode, now),
);
