// The integration tests' "today". With TEST_NOW unset the tests run at the real time; with
// TEST_NOW=<ISO instant> every test file starts its clock at that instant (then it ticks in real
// time), and so does the seed (tests/global-setup.mjs passes it to prisma/seed.ts). CI runs the
// suite once more at instants picked to break date arithmetic (scripts/test-dates.sh): the last
// second before a deadline, the first after it, both DST weeks and ISO week 53.
//
// Only `new Date()` and `Date.now()` move: a Date built from a value, performance.now() and the
// timers are untouched, so waits and timeouts keep their real length.
const RealDate = Date;

/** The milliseconds to add to the real clock, or 0 when no TEST_NOW is set. */
export function clockOffset(testNow: string | undefined, realNow = RealDate.now()): number {
  if (!testNow) return 0;
  const start = RealDate.parse(testNow);
  if (Number.isNaN(start)) throw new Error(`TEST_NOW is not an ISO instant: ${testNow}`);
  return start - realNow;
}

/** Replaces the global Date with one whose "now" is shifted by `offset` milliseconds. */
export function installShiftedClock(offset: number): void {
  if (offset === 0) return;
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
    // Dates made before the swap (or by code holding the real constructor) are still Dates.
    static [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof RealDate;
    }
  }
  // `Date()` called as a function returns the current time as a string.
  const callable = new Proxy(ShiftedDate, {
    apply: () => new ShiftedDate().toString(),
  });
  globalThis.Date = callable as DateConstructor;
}
