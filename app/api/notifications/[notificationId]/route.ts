// PUT /api/notifications/{notificationId} (body { read: true }, optional): marks the caller's own
// notification read. Anyone else's id, an admin's included, is a 404.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { markNotification, markNotificationBody } from "@/lib/notifications/notifications";

const params = z.object({ notificationId: id });

export const PUT = userRoute(
  { params, body: markNotificationBody },
  ({ params, body, caller, now }) =>
    markNotification(params.notificationId, caller.userId, body, now),
);
