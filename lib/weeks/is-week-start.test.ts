import { addWeeks } from "@/lib/clock";
import { isWeekStart } from "./is-week-start";

test.each(["2026-11-30", "2027-03-15", "2027-11-08", "2028-01-03"])("%s is a Monday", (day) => {
  expect(isWeekStart(day)).toBe(true);
});

test.each([
  "2026-12-01",
  "2026-11-29",
  "2026-02-30",
  "2026-13-02",
  "26-11-30",
  "",
  "2026-11-30T00:00",
  "0000-01-03", // a Monday, but no week the business can have
  "9999-12-27",
])("%p is not a week start", (day) => {
  expect(isWeekStart(day)).toBe(false);
});

test("agrees with lib/clock across a year of weeks", () => {
  for (let week = "2026-11-02", i = 0; i < 60; i++, week = addWeeks(week, 1)) {
    expect(isWeekStart(week)).toBe(true);
  }
});
