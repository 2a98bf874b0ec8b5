import { upcomingWeekStart } from "./index";

test("smoke", () => {
  expect(upcomingWeekStart(new Date("2026-11-24T12:00:00-05:00"))).toBe("2026-11-30");
});
