// A customer's notifications: the list behind the bell, and marking one read. The owner is part
// of every query, so a notification of someone else is simply not found.
import { z } from "zod";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { db } from "@/lib/db";
import { jsonDate, utcText } from "@/lib/db/json-dates";
import { kysely } from "@/lib/db/kysely";
import { preparedStatement } from "@/lib/db/prepared";
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

// The bell is on every customer page: the page of rows and both counts in one statement (three ORM
// reads before, each compiled by Prisma; docs/decisions/read-paths.md).
function bellRows({ userId, type, limit }: { userId: string; type: number; limit: number }) {
  const ofType = kysely
    .selectFrom("Notification")
    .where("userId", "=", userId)
    .where("type", "=", type);
  const count = ofType.select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("n"));
  return kysely.selectNoFrom([
    jsonArrayFrom(
      ofType
        .select((eb) => [
          "id",
          "type",
          "title",
          "body",
          "link",
          utcText(eb.ref("readAt")).as("readAt"),
          utcText(eb.ref("createdAt")).as("createdAt"),
        ])
        // The column, not the text of the same name selected above.
        .orderBy("Notification.createdAt", "desc")
        .orderBy("id", "desc")
        .limit(limit),
    ).as("items"),
    count.where("readAt", "is", null).$asScalar().$notNull().as("unreadCount"),
    count.$asScalar().$notNull().as("total"),
  ]);
}

const bellStatement = preparedStatement(bellRows);

/** Newest first, with the unread count of the same type. */
export async function listNotifications(
  userId: string,
  { type, limit }: NotificationListQuery,
): Promise<NotificationListDto> {
  const [{ items, unreadCount, total }] = (await bellStatement({ userId, type, limit })).rows;
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
