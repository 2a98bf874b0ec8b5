import { arrivalDayLabel } from "./arrival-day";

test("on the day or ahead of it, the delivery date; once it has passed, today", () => {
  expect(arrivalDayLabel("2026-11-23", "2026-11-23")).toBe("Monday, November 23");
  expect(arrivalDayLabel("2026-11-26", "2026-11-23")).toBe("Thursday, November 26");
  expect(arrivalDayLabel("2026-11-23", "2026-11-24")).toBe("today");
});
