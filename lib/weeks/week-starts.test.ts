import { currentWeekStart, orderDeadline, upcomingWeekStart } from "@/lib/clock";
import { currentWeekStartAt, upcomingWeekStartAt } from "./week-starts";

const HOUR = 3_600_000;

// Hour by hour across both 2026 DST changes, in and out of order, plus each deadline's edges.
const instants: Date[] = [];
for (const start of ["2026-02-25T00:00:00Z", "2026-10-20T00:00:00Z"]) {
  for (let h = 0; h < 24 * 30; h += 3) instants.push(new Date(Date.parse(start) + h * HOUR));
}
for (const week of ["2026-03-09", "2026-03-16", "2026-11-02", "2026-11-09"]) {
  const deadline = orderDeadline(week).getTime();
  for (const delta of [-1, 0, 1]) instants.push(new Date(deadline + delta));
}

test.each([
  ["in order", instants],
  [
    "shuffled",
    [...instants].sort((a, b) => ((a.getTime() * 7919) % 104729) - ((b.getTime() * 7919) % 104729)),
  ],
])("matches lib/clock %s", (_, list) => {
  for (const now of list) {
    expect(currentWeekStartAt(now)).toBe(currentWeekStart(now));
    expect(upcomingWeekStartAt(now)).toBe(upcomingWeekStart(now));
  }
});

test("flips to the week after exactly one millisecond past the deadline", () => {
  const deadline = orderDeadline("2026-11-30");
  expect(upcomingWeekStartAt(deadline)).toBe("2026-11-30");
  expect(upcomingWeekStartAt(new Date(deadline.getTime() + 1))).toBe("2026-12-07");
});
