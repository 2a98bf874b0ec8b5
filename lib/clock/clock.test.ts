// Runs with TZ=Asia/Kathmandu (npm run test:unit), so any reliance on the machine's zone fails.
import {
  addWeeks,
  currentWeekStart,
  dateColumn,
  deliveryWeek,
  formatDeadline,
  fromDateColumn,
  isBeforeDeadline,
  isMaintenanceWindow,
  orderDeadline,
  secondsUntilMaintenanceEnds,
  upcomingWeekStart,
  weekStartOf,
  weeksInKitchen,
} from "./index";

const at = (iso: string) => new Date(iso);

describe("delivery weeks", () => {
  test("a week runs Monday 00:00 to Sunday 23:59:59.999 Toronto", () => {
    const week = deliveryWeek("2026-11-30");
    expect(week.endDate).toBe("2026-12-06");
    expect(week.startsAt.toISOString()).toBe("2026-11-30T05:00:00.000Z");
    expect(week.endsAt.toISOString()).toBe("2026-12-07T04:59:59.999Z");
  });

  test("the week of an instant is decided in Toronto, not UTC or the machine zone", () => {
    // Monday 00:30 UTC is still Sunday evening in Toronto.
    expect(weekStartOf(at("2026-11-30T00:30:00Z"))).toBe("2026-11-23");
    expect(weekStartOf(at("2026-11-30T05:00:00Z"))).toBe("2026-11-30");
  });

  test("the week of an instant stays right whatever was asked before (the last week is kept)", () => {
    // Each boundary from both sides, in an order that hits and misses the kept week.
    const cases: [string, string][] = [
      ["2026-11-30T04:59:59.999Z", "2026-11-23"],
      ["2026-11-30T05:00:00.000Z", "2026-11-30"],
      ["2026-11-30T04:59:59.999Z", "2026-11-23"],
      ["2026-12-07T04:59:59.999Z", "2026-11-30"],
      ["2026-12-07T05:00:00.000Z", "2026-12-07"],
      ["2026-11-01T05:30:00.000Z", "2026-10-26"], // the repeated 1 AM of fall back
      ["2026-11-02T04:59:59.999Z", "2026-10-26"],
      ["2026-11-02T05:00:00.000Z", "2026-11-02"],
      ["2026-03-09T03:59:59.999Z", "2026-03-02"], // the week after spring forward starts at -04:00
      ["2026-03-09T04:00:00.000Z", "2026-03-09"],
    ];
    for (const [instant, week] of cases)
      expect([instant, weekStartOf(at(instant))]).toEqual([instant, week]);
  });

  test("a week must start on a Monday", () => {
    expect(() => deliveryWeek("2026-12-01")).toThrow(RangeError);
  });

  test("@db.Date columns round-trip calendar days", () => {
    expect(fromDateColumn(dateColumn("2026-11-30"))).toBe("2026-11-30");
  });
});

describe("order deadline: Wednesday 11:59 PM Toronto before the delivery week", () => {
  test("is the last instant of that Wednesday", () => {
    expect(orderDeadline("2026-11-30").toISOString()).toBe("2026-11-26T04:59:59.999Z");
    expect(formatDeadline(orderDeadline("2026-11-30"))).toBe("Wednesday, November 25 at 11:59 PM");
  });

  test.each([
    ["2026-11-25T23:59:00-05:00", true],
    ["2026-11-25T23:59:30-05:00", true],
    ["2026-11-25T23:59:59-05:00", true],
    ["2026-11-26T00:00:00-05:00", false],
    ["2026-11-26T00:00:30-05:00", false],
  ])("at %s a change to the week of Nov 30 is allowed: %s", (now, allowed) => {
    expect(isBeforeDeadline("2026-11-30", at(now))).toBe(allowed);
  });

  test("the upcoming week moves on one second after the deadline", () => {
    expect(upcomingWeekStart(at("2026-11-25T23:59:59-05:00"))).toBe("2026-11-30");
    expect(upcomingWeekStart(at("2026-11-26T00:00:00-05:00"))).toBe("2026-12-07");
    expect(upcomingWeekStart(at("2026-11-25T23:59:30-05:00"))).toBe("2026-11-30");
    expect(upcomingWeekStart(at("2026-11-26T00:00:30-05:00"))).toBe("2026-12-07");
  });

  test("early in the week the upcoming week is next week", () => {
    expect(currentWeekStart(at("2026-11-23T09:00:00-05:00"))).toBe("2026-11-23");
    expect(upcomingWeekStart(at("2026-11-23T09:00:00-05:00"))).toBe("2026-11-30");
    expect(upcomingWeekStart(at("2026-11-29T23:00:00-05:00"))).toBe("2026-12-07");
  });
});

describe("daylight saving time does not shift the deadline", () => {
  test("spring forward (Sunday March 8, 2026)", () => {
    // Before the change Toronto is UTC-5, after it UTC-4; the deadline stays at 11:59 PM local.
    expect(orderDeadline("2026-03-09").toISOString()).toBe("2026-03-05T04:59:59.999Z");
    expect(orderDeadline("2026-03-16").toISOString()).toBe("2026-03-12T03:59:59.999Z");
    const week = deliveryWeek("2026-03-02");
    expect(week.endsAt.toISOString()).toBe("2026-03-09T03:59:59.999Z");
    expect((week.endsAt.getTime() + 1 - week.startsAt.getTime()) / 3_600_000).toBe(167);
    expect(upcomingWeekStart(at("2026-03-11T23:59:59-04:00"))).toBe("2026-03-16");
    expect(upcomingWeekStart(at("2026-03-12T00:00:00-04:00"))).toBe("2026-03-23");
  });

  test("fall back (Sunday November 1, 2026)", () => {
    expect(orderDeadline("2026-11-02").toISOString()).toBe("2026-10-29T03:59:59.999Z");
    expect(orderDeadline("2026-11-09").toISOString()).toBe("2026-11-05T04:59:59.999Z");
    const week = deliveryWeek("2026-10-26");
    expect((week.endsAt.getTime() + 1 - week.startsAt.getTime()) / 3_600_000).toBe(169);
    // The repeated 1 AM hour on Nov 1 still belongs to the week of Oct 26.
    expect(weekStartOf(at("2026-11-01T01:30:00-05:00"))).toBe("2026-10-26");
    expect(weekStartOf(at("2026-11-02T00:00:00-05:00"))).toBe("2026-11-02");
  });
});

describe("ISO week 53 (the week of December 28, 2026)", () => {
  test("weeks roll through week 53 into 2027", () => {
    expect(addWeeks("2026-12-21", 1)).toBe("2026-12-28");
    expect(addWeeks("2026-12-28", 1)).toBe("2027-01-04");
    expect(upcomingWeekStart(at("2026-12-22T10:00:00-05:00"))).toBe("2026-12-28");
    expect(upcomingWeekStart(at("2026-12-24T10:00:00-05:00"))).toBe("2027-01-04");
    expect(currentWeekStart(at("2027-01-01T12:00:00-05:00"))).toBe("2026-12-28");
    expect(deliveryWeek("2026-12-28").endDate).toBe("2027-01-03");
    expect(orderDeadline("2027-01-04").toISOString()).toBe("2026-12-31T04:59:59.999Z");
  });
});

describe("maintenance window: Thursday 12:00 AM to 6:00 AM Toronto", () => {
  test.each([
    ["2026-11-25T23:59:59-05:00", false],
    ["2026-11-26T00:00:00-05:00", true],
    ["2026-11-26T03:00:00-05:00", true],
    ["2026-11-26T05:59:59-05:00", true],
    ["2026-11-26T06:00:00-05:00", false],
    ["2026-11-27T03:00:00-05:00", false],
    ["2026-07-02T03:00:00-04:00", true],
  ])("at %s: %s", (now, inside) => {
    expect(isMaintenanceWindow(at(now))).toBe(inside);
  });

  test("tells how long until it ends, for Retry-After", () => {
    expect(secondsUntilMaintenanceEnds(at("2026-11-26T03:00:00-05:00"))).toBe(3 * 3600);
    expect(secondsUntilMaintenanceEnds(at("2026-11-26T05:59:59.500-05:00"))).toBe(1);
    expect(secondsUntilMaintenanceEnds(at("2026-11-26T07:00:00-05:00"))).toBe(0);
  });
});

describe("the weeks in the kitchen: locked at their deadline, not yet all delivered", () => {
  // Deadline of the week of Nov 30: Wednesday Nov 25, 11:59 PM Toronto (Nov 26 04:59 UTC).
  test.each([
    ["Wednesday 11:59 PM, before the lock", "2026-11-26T04:58:00Z", ["2026-11-23"]],
    [
      "Thursday 12:00 AM: the week of Nov 30 is locked",
      "2026-11-26T05:00:30Z",
      ["2026-11-23", "2026-11-30"],
    ],
    ["Friday: only the week being cooked", "2026-11-27T17:00:00Z", ["2026-11-30"]],
    ["Monday, its first delivery day", "2026-11-30T15:00:00Z", ["2026-11-30"]],
    [
      "Thursday, its last delivery day, beside the next week",
      "2026-12-03T15:00:00Z",
      ["2026-11-30", "2026-12-07"],
    ],
    [
      "Thursday 11:30 PM Toronto (Friday in UTC)",
      "2026-12-04T04:30:00Z",
      ["2026-11-30", "2026-12-07"],
    ],
  ])("%s", (_, instant, weeks) => {
    expect(weeksInKitchen(at(instant))).toEqual(weeks);
  });
});
