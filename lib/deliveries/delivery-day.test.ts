// Under TZ=Asia/Kathmandu (npm run test:unit): every instant is Toronto's, never the machine's.
import { dayHasCome, defaultRouteDay, routeDayOf } from "./delivery-day";

const at = (iso: string) => new Date(iso);

test.each([
  // Toronto local time → the route the page opens on
  ["Monday 7:00 AM: today's Monday route", "2026-12-07T07:00:00-05:00", "2026-12-07", "MONDAY"],
  [
    "Tuesday: Thursday's route of the same week",
    "2026-12-08T12:00:00-05:00",
    "2026-12-07",
    "THURSDAY",
  ],
  [
    "Thursday 11:30 PM: still Thursday's route",
    "2026-12-10T23:30:00-05:00",
    "2026-12-07",
    "THURSDAY",
  ],
  ["Friday: next Monday's route", "2026-12-11T09:00:00-05:00", "2026-12-14", "MONDAY"],
  ["Sunday 11:59 PM: tomorrow's Monday", "2026-12-13T23:59:00-05:00", "2026-12-14", "MONDAY"],
])("%s", (_, now, week, day) => {
  expect(defaultRouteDay(at(now))).toEqual({ week, day });
});

test("a day's stops may be started and marked from that day on, in Toronto", () => {
  // Sunday 11:30 PM Toronto is already Monday in UTC: not yet Monday.
  expect(dayHasCome("2026-12-07", "MONDAY", at("2026-12-07T04:30:00Z"))).toBe(false);
  expect(dayHasCome("2026-12-07", "MONDAY", at("2026-12-07T05:00:00Z"))).toBe(true);
  expect(dayHasCome("2026-12-07", "THURSDAY", at("2026-12-08T17:00:00Z"))).toBe(false);
  expect(dayHasCome("2026-12-07", "MONDAY", at("2026-12-11T17:00:00Z"))).toBe(true);
});

test("a week's link opens Monday's route until Monday is over, then Thursday's", () => {
  expect(routeDayOf("2026-12-07", at("2026-12-03T12:00:00-05:00"))).toBe("monday");
  expect(routeDayOf("2026-12-07", at("2026-12-07T23:59:00-05:00"))).toBe("monday");
  expect(routeDayOf("2026-12-07", at("2026-12-08T00:01:00-05:00"))).toBe("thursday");
});
