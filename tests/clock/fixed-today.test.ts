import { clockNow, installTestClock, restartClock, testClock } from "./fixed-today";

const RealDate = Date;
afterEach(() => {
  globalThis.Date = RealDate;
});

test("no TEST_NOW leaves the clock alone", () => {
  expect(testClock(undefined)).toBeNull();
  installTestClock(null);
  expect(globalThis.Date).toBe(RealDate);
});

test("TEST_NOW starts the clock at that instant; it runs at real speed and restarts there", () => {
  const clock = testClock("2026-11-18T23:59:59-05:00", 1_000_000)!;
  expect(new RealDate(clockNow(clock, 1_000_000)).toISOString()).toBe("2026-11-19T04:59:59.000Z");
  expect(new RealDate(clockNow(clock, 1_000_250)).toISOString()).toBe("2026-11-19T04:59:59.250Z");
  restartClock(clock, 1_005_000);
  expect(new RealDate(clockNow(clock, 1_005_000)).toISOString()).toBe("2026-11-19T04:59:59.000Z");
});

test("the installed clock: now, Date() and Date.now() read it; values and instanceof are untouched", async () => {
  const before = new RealDate("2026-11-26T12:00:00Z");
  installTestClock(testClock("2020-12-31T12:00:00-05:00"));
  const first = Date.now();
  expect(new Date().toISOString().slice(0, 16)).toBe("2020-12-31T17:00");
  expect(String(Date())).toContain("2020");
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(Date.now()).toBeGreaterThan(first);
  expect(new Date("2026-11-26T12:00:00Z").toISOString()).toBe("2026-11-26T12:00:00.000Z");
  expect(new Date(0).getTime()).toBe(0);
  expect(before instanceof Date).toBe(true);
  expect(new Date() instanceof RealDate).toBe(true);
  expect(Date.UTC(2021, 0, 1)).toBe(RealDate.UTC(2021, 0, 1));
});

test("a TEST_NOW that is not an instant is refused", () => {
  expect(() => testClock("next Thursday")).toThrow(/TEST_NOW/);
});
