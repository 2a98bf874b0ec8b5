// GET /api/notifications/users/{userId}?type=1&limit=20: newest first, with the unread count.
import { userParams } from "@/lib/api/params";
import { userReadRoute } from "@/lib/api/route";
import { listNotifications, notificationListQuery } from "@/lib/notifications/notifications";

export const GET = userReadRoute(
  { params: userParams, query: notificationListQuery },
  ({ params, query }) => listNotifications(params.userId, query),
);
