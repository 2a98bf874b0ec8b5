// The integration tests' "today". With TEST_NOW unset the tests run at the real time. With
// TEST_NOW=<ISO instant> the clock reads that instant at the start of every test file and again at
// the start of every test, then runs at real speed; the seed runs at the same instant
// (tests/global-setup.mjs passes it to prisma/seed.ts). CI runs the suite once more at instants
// picked to break date arithmetic (scripts/test-dates.sh). Restarting it per test keeps a test
// started at Wednesday 11:59:59 PM in that last second before the deadline, rather than wherever
// the suite's first minutes would have carried it; and each test's requests carry the instant it
// began (setup-fixed-today.ts pins them), so a slow one does not cross the deadline halfway.
//
// Only `new Date()` and `Date.now()` move: a Date built from a value, performance.now() and the
// timers are untouched, so waits, timeouts and caches keep their real length.
const RealDate = Date;
// Elapsed time from the monotonic clock: the machine's wall clock may be stepped back (a VM's time
// sync), and a test clock that went back a few milliseconds would make a row written a moment ago
// look like one from the future (a rate limit counting hits "up to now" would miss it).
const realNow = () => performance.timeOrigin + performance.now();

export interface TestClock {
  start: number;
  realStart: number;
}

/** The test clock for a TEST_NOW, or null when none is set (the real clock). */
export function testClock(testNow: string | undefined, now = realNow()): TestClock | null {
  if (!testNow) return null;
  const start = RealDate.parse(testNow);
  if (Number.isNaN(start)) throw new Error(`TEST_NOW is not an ISO instant: ${testNow}`);
  return { start, realStart: now };
}

export function clockNow(clock: TestClock, now = realNow()): number {
  return Math.floor(clock.start + (now - clock.realStart));
}

/** Sets the clock back to its start instant (the next test begins there). */
export function restartClock(clock: TestClock, now = realNow()): void {
  clock.realStart = now;
}

/** Replaces the global Date with one whose "now" is the test clock's. */
export function installTestClock(clock: TestClock | null): void {
  if (!clock) return;
  class TestDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(clockNow(clock!));
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return clockNow(clock!);
    }
    // Dates made before the swap (or by code holding the real constructor) are still Dates.
    static [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof RealDate;
    }
  }
  // `Date()` called as a function returns the current time as a string.
  const callable = new Proxy(TestDate, {
    apply: () => new TestDate().toString(),
  });
  globalThis.Date = callable as DateConstructor;
}
