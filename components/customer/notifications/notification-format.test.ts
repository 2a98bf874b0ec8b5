import { notificationsKey, relativeTime } from "./notification-format";

test("times read naturally", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  expect(relativeTime("2026-11-23T11:59:30Z", now)).toBe("just now");
  expect(relativeTime("2026-11-23T11:00:00Z", now)).toBe("1 hour ago");
  expect(relativeTime("2026-11-22T12:00:00Z", now)).toBe("yesterday");
  expect(relativeTime("2026-11-11T12:00:00Z", now)).toBe("2 weeks ago");
});

test("the bell reads type 1", () => {
  expect(notificationsKey("u1")).toBe("/api/notifications/users/u1?type=1");
});
