import { clockOffset, installShiftedClock } from "./fixed-today";

const RealDate = Date;
afterEach(() => {
  globalThis.Date = RealDate;
});

test("no TEST_NOW leaves the clock alone", () => {
  expect(clockOffset(undefined)).toBe(0);
  installShiftedClock(0);
  expect(globalThis.Date).toBe(RealDate);
});

test("TEST_NOW starts the clock at that instant, and it ticks", async () => {
  const start = "2020-12-30T12:00:00-05:00";
  installShiftedClock(clockOffset(start));
  const first = Date.now();
  expect(Math.abs(first - RealDate.parse(start))).toBeLessThan(1_000);
  expect(new Date().getUTCFullYear()).toBe(2020);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(Date.now()).toBeGreaterThan(first);
  expect(String(Date())).toContain("2020");
});

test("dates from values are untouched and every date is still a Date", () => {
  const before = new RealDate("2026-11-26T12:00:00Z");
  installShiftedClock(clockOffset("2021-03-10T00:00:00Z"));
  expect(new Date("2026-11-26T12:00:00Z").toISOString()).toBe("2026-11-26T12:00:00.000Z");
  expect(new Date(0).getTime()).toBe(0);
  expect(before instanceof Date).toBe(true);
  expect(new Date() instanceof RealDate).toBe(true);
  expect(Date.UTC(2021, 0, 1)).toBe(RealDate.UTC(2021, 0, 1));
});

test("a TEST_NOW that is not an instant is refused", () => {
  expect(() => clockOffset("next Thursday")).toThrow(/TEST_NOW/);
});
