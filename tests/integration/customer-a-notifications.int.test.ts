// The bell's calls: GET /api/notifications/users/{userId}?type=1 and
// PUT /api/notifications/{notificationId}.
import * as list from "@/app/api/notifications/users/[userId]/route";
import * as mark from "@/app/api/notifications/[notificationId]/route";
import { db } from "@/lib/db";
import { call } from "../helpers";
import { demo, person, MAINTENANCE_NOW, type Person } from "./customer-a-fixtures";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

const DAY = 86_400_000;

async function inbox(who: Person) {
  const now = Date.now();
  const make = (title: string, daysAgo: number, read = false, type = 1) =>
    db.notification.create({
      data: {
        userId: who.userId,
        type,
        title,
        body: `${title} body`,
        link: "/customer/meals",
        createdAt: new Date(now - daysAgo * DAY),
        readAt: read ? new Date(now - daysAgo * DAY + 1000) : null,
      },
    });
  const oldest = await make("Oldest", 9, true);
  const middle = await make("Middle", 5);
  const newest = await make("Newest", 1);
  await make("Other channel", 0, false, 2);
  return { oldest, middle, newest };
}

const getList = (userId: string, token?: string, query = "?type=1") =>
  call(list.GET, `/api/notifications/users/${userId}${query}`, { token, params: { userId } });

const put = (
  notificationId: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  call(mark.PUT, `/api/notifications/${notificationId}`, {
    method: "PUT",
    token,
    body,
    headers,
    params: { notificationId },
  });

describe("GET /api/notifications/users/{userId}?type=1", () => {
  test("newest first, type 1 only, with the unread count", async () => {
    const me = await person();
    await inbox(me);
    const res = await getList(me.userId, me.token);
    expect(res.status).toBe(200);
    expect(res.json.items.map((n: { title: string }) => n.title)).toEqual([
      "Newest",
      "Middle",
      "Oldest",
    ]);
    expect(res.json.unreadCount).toBe(2);
    expect(res.json.total).toBe(3);
    expect(res.json.items[0]).toMatchObject({
      type: 1,
      body: "Newest body",
      link: "/customer/meals",
      read: false,
      readAt: null,
    });
    expect(res.json.items[2].read).toBe(true);
  });

  test("type defaults to 1; another type lists that channel; limit caps the list", async () => {
    const me = await person();
    await inbox(me);
    expect((await getList(me.userId, me.token, "")).json.total).toBe(3);
    const other = await getList(me.userId, me.token, "?type=2");
    expect(other.json.items.map((n: { title: string }) => n.title)).toEqual(["Other channel"]);
    const limited = await getList(me.userId, me.token, "?type=1&limit=1");
    expect(limited.json.items.map((n: { title: string }) => n.title)).toEqual(["Newest"]);
    expect(limited.json).toMatchObject({ unreadCount: 2, total: 3 });
  });

  test.each(["?type=abc", "?type=0", "?type=1&limit=500", "?limit=-1"])(
    "bad query %s is a 400 naming the parameter",
    async (query) => {
      const me = await person();
      const res = await getList(me.userId, me.token, query);
      expect(res.status).toBe(400);
      expect(res.json.errors[0].property).toMatch(/^query\./);
    },
  );

  test("the seeded customer has their notifications, newest first", async () => {
    const maya = await demo();
    const res = await getList(maya.userId, maya.token);
    expect(res.json.items[0].title).toBe("The new menu is live");
    expect(res.json.items.at(-1).title).toBe("Welcome to Lakeshore Kitchen!");
  });

  test("anonymous 401, another customer 403, an admin may read", async () => {
    const me = await person();
    const other = await person();
    const admin = await person(["admin"]);
    expect((await getList(me.userId)).status).toBe(401);
    expect((await getList(me.userId, other.token)).status).toBe(403);
    expect((await getList(me.userId, admin.token)).status).toBe(200);
  });
});

describe("PUT /api/notifications/{notificationId}", () => {
  test("marks it read (body optional) and answers the new unread count", async () => {
    const me = await person();
    const { newest, middle } = await inbox(me);
    const res = await put(newest.id, me.token);
    expect(res.status).toBe(200);
    expect(res.json.notification).toMatchObject({ id: newest.id, read: true });
    expect(res.json.unreadCount).toBe(1);

    const second = await put(middle.id, me.token, { read: true });
    expect(second.json.unreadCount).toBe(0);
    expect((await getList(me.userId, me.token)).json.unreadCount).toBe(0);
  });

  test("reading twice keeps the first read time", async () => {
    const me = await person();
    const { newest } = await inbox(me);
    const first = await put(newest.id, me.token);
    const again = await put(newest.id, me.token);
    expect(again.status).toBe(200);
    expect(again.json.notification.readAt).toBe(first.json.notification.readAt);
  });

  test("{ read: false } marks it unread again", async () => {
    const me = await person();
    const { oldest } = await inbox(me);
    const res = await put(oldest.id, me.token, { read: false });
    expect(res.json.notification.read).toBe(false);
    expect(res.json.unreadCount).toBe(3);
  });

  test.each([[{ read: "yes" }], [{ read: true, extra: 1 }], [[1, 2]]])(
    "bad body %j is a 400",
    async (body) => {
      const me = await person();
      const { newest } = await inbox(me);
      const res = await put(newest.id, me.token, body);
      expect(res.status).toBe(400);
    },
  );

  test("another customer's notification is a 404, and stays unread", async () => {
    const me = await person();
    const { newest } = await inbox(me);
    const other = await person();
    const res = await put(newest.id, other.token);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ statusCode: 404, message: "Notification not found." });
    expect(
      (await db.notification.findUniqueOrThrow({ where: { id: newest.id } })).readAt,
    ).toBeNull();
  });

  test("an admin cannot mark someone else's notification either (owner only)", async () => {
    const me = await person();
    const { newest } = await inbox(me);
    const admin = await person(["admin"]);
    expect((await put(newest.id, admin.token)).status).toBe(404);
  });

  test("anonymous 401; unknown id 404", async () => {
    const me = await person();
    const { newest } = await inbox(me);
    expect((await put(newest.id)).status).toBe(401);
    expect((await put("no-such-notification", me.token)).status).toBe(404);
  });

  test("during the Thursday maintenance window: 503 with Retry-After", async () => {
    const me = await person();
    const { newest } = await inbox(me);
    const res = await put(newest.id, me.token, { read: true }, { "x-test-now": MAINTENANCE_NOW });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe(String(3 * 3600));
    expect(
      (await db.notification.findUniqueOrThrow({ where: { id: newest.id } })).readAt,
    ).toBeNull();
  });
});
