import { DateTime } from "luxon";
import { deliveryDate } from "@/lib/delivery-schedule/delivery-days";
import { formatDay, formatDeadline } from "./labels";

// The labels were luxon's until the browser needed them without it: every day of two years,
// across both DST changes, must read exactly as luxon wrote it.
const days = Array.from({ length: 731 }, (_, i) =>
  DateTime.fromISO("2026-01-01", { zone: "America/Toronto" }).plus({ days: i }),
);

describe("calendar labels without luxon", () => {
  test("a day reads as luxon's 'cccc, LLLL d' for every day of 2026 and 2027", () => {
    for (const day of days) {
      expect(formatDay(day.toISODate() as string)).toBe(day.toFormat("cccc, LLLL d"));
    }
  });

  test("a deadline reads as luxon's Toronto label, on both sides of each DST change", () => {
    for (const day of days) {
      const instant = day.set({ hour: 23, minute: 59, second: 59 }).toJSDate();
      expect(formatDeadline(instant)).toBe(
        DateTime.fromJSDate(instant, { zone: "America/Toronto" }).toFormat(
          "cccc, LLLL d 'at' h:mm a",
        ),
      );
    }
    expect(formatDeadline(new Date("2026-07-02T03:59:59.999Z"))).toBe(
      "Wednesday, July 1 at 11:59 PM",
    );
    expect(formatDeadline(new Date("2026-11-25T17:05:00Z"))).toBe(
      "Wednesday, November 25 at 12:05 PM",
    );
  });

  test("a day that is not a calendar day is refused", () => {
    expect(() => formatDay("2026-02-30")).toThrow(RangeError);
    expect(() => formatDay("next monday")).toThrow(RangeError);
  });

  test("a Thursday delivery is three days after the Monday, across months and years", () => {
    expect(deliveryDate("2026-12-28", "THURSDAY")).toBe("2026-12-31");
    expect(deliveryDate("2027-03-08", "THURSDAY")).toBe("2027-03-11");
    expect(deliveryDate("2026-11-30", "THURSDAY")).toBe("2026-12-03");
    expect(deliveryDate("2027-03-08", "MONDAY")).toBe("2027-03-08");
    expect(() => deliveryDate("soon", "THURSDAY")).toThrow(RangeError);
    expect(() => deliveryDate("2026-02-30", "THURSDAY")).toThrow(RangeError);
  });
});
