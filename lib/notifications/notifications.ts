// A customer's notifications: the list behind the bell, and marking one read. The owner is part
// of every query, so a notification of someone else is simply not found.
import { z } from "zod";
import { db, pool } from "@/lib/db";
import { jsonDate, type Json } from "@/lib/db/json-dates";
import { notFound } from "@/lib/errors";
import { BELL_NOTIFICATION_TYPE, type NotificationDto, type NotificationListDto } from "./dto";

export const notificationListQuery = z.object({
  type: z.coerce.number().int().min(1).max(99).default(BELL_NOTIFICATION_TYPE),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** `{ read: true }` (the default) marks it read; `{ read: false }` marks it unread again. */
export const markNotificationBody = z
  .object({ read: z.boolean({ message: "read must be true or false" }).default(true) })
  .strict()
  .default({ read: true });
export type MarkNotificationBody = z.infer<typeof markNotificationBody>;

const select = {
  id: true,
  type: true,
  title: true,
  body: true,
  link: true,
  readAt: true,
  createdAt: true,
} as const;

function toDto(row: {
  id: string;
  type: number;
  title: string;
  body: string;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

// The bell is on every customer page: the page of rows and both counts in one prepared statement
// (three ORM reads before, each compiled by Prisma; docs/decisions/read-paths.md).
const NOTIFICATION_LIST = {
  name: "notification-list",
  text: `
  SELECT
    (SELECT COALESCE(json_agg(n ORDER BY n."createdAt" DESC, n.id DESC), '[]'::json) FROM (
       SELECT id, type, title, body, link, "readAt" AT TIME ZONE 'UTC' AS "readAt",
              "createdAt" AT TIME ZONE 'UTC' AS "createdAt"
       FROM "Notification" WHERE "userId" = $1 AND type = $2
       ORDER BY "createdAt" DESC, id DESC LIMIT $3) n) AS items,
    (SELECT count(*)::int FROM "Notification"
     WHERE "userId" = $1 AND type = $2 AND "readAt" IS NULL) AS "unreadCount",
    (SELECT count(*)::int FROM "Notification" WHERE "userId" = $1 AND type = $2) AS total`,
};

type JsonRow = Json<Parameters<typeof toDto>[0]>;

/** Newest first, with the unread count of the same type. */
export async function listNotifications(
  userId: string,
  { type, limit }: NotificationListQuery,
): Promise<NotificationListDto> {
  const { rows } = await pool.query<{ items: JsonRow[]; unreadCount: number; total: number }>({
    ...NOTIFICATION_LIST,
    values: [userId, type, limit],
  });
  const { items, unreadCount, total } = rows[0];
  return {
    items: items.map((row) =>
      toDto({
        ...row,
        readAt: jsonDate(row.readAt),
        createdAt: jsonDate(row.createdAt),
      }),
    ),
    unreadCount,
    total,
  };
}

/** Marks the owner's notification read (or unread). Someone else's id is a 404. */
export async function markNotification(
  notificationId: string,
  ownerId: string,
  { read }: MarkNotificationBody,
  now: Date,
): Promise<{ notification: NotificationDto; unreadCount: number }> {
  const where = { id: notificationId, userId: ownerId };
  // Reading it again keeps the first read time.
  const data = read ? { readAt: now } : { readAt: null };
  await db.notification.updateMany({ where: read ? { ...where, readAt: null } : where, data });
  const row = await db.notification.findFirst({ where, select });
  if (!row) throw notFound("Notification");
  const unreadCount = await db.notification.count({
    where: { userId: ownerId, type: row.type, readAt: null },
  });
  return { notification: toDto(row), unreadCount };
}
