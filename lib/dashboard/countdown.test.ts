import { clockOffsetMs, countdownParts, describeCountdown, pad2, remainingMs } from "./countdown";

const DEADLINE = "2026-11-26T04:59:59.999Z"; // Wednesday, November 25, 11:59:59.999 PM Toronto

describe("clock offset", () => {
  test("is the server's lead over the browser's clock", () => {
    const browserNow = Date.parse("2026-11-23T12:00:05Z");
    expect(clockOffsetMs("2026-11-23T12:00:00Z", browserNow)).toBe(-5000);
    expect(clockOffsetMs("2026-11-23T12:00:10Z", browserNow)).toBe(5000);
  });

  test("a garbled server time is ignored rather than breaking the countdown", () => {
    expect(clockOffsetMs("not a date", 123)).toBe(0);
  });
});

describe("remaining time", () => {
  test("counts from the server's time, whatever the browser's clock says", () => {
    // The browser is 3 hours slow: it thinks it is 9 AM when the server says noon.
    const serverNow = "2026-11-23T17:00:00Z";
    const receivedAt = Date.parse("2026-11-23T14:00:00Z");
    const offset = clockOffsetMs(serverNow, receivedAt);
    const left = remainingMs(DEADLINE, offset, receivedAt);
    expect(left).toBe(Date.parse(DEADLINE) - Date.parse(serverNow));
    // One second later by the browser's clock, one second less remains.
    expect(remainingMs(DEADLINE, offset, receivedAt + 1000)).toBe(left - 1000);
  });

  test("never goes below zero after the deadline", () => {
    expect(remainingMs(DEADLINE, 0, Date.parse("2026-11-26T06:00:00Z"))).toBe(0);
  });
});

describe("countdown parts", () => {
  test("splits into days, hours, minutes and seconds", () => {
    const ms = ((2 * 24 + 5) * 3600 + 3 * 60 + 9) * 1000 + 999;
    expect(countdownParts(ms)).toEqual({
      days: 2,
      hours: 5,
      minutes: 3,
      seconds: 9,
      totalMs: ms,
      done: false,
    });
  });

  test("from Monday noon to the Wednesday deadline (Toronto, EST)", () => {
    const parts = countdownParts(Date.parse(DEADLINE) - Date.parse("2026-11-23T17:00:00Z"));
    expect([parts.days, parts.hours, parts.minutes, parts.seconds]).toEqual([2, 11, 59, 59]);
  });

  test("zero and negative durations are done", () => {
    expect(countdownParts(0).done).toBe(true);
    expect(countdownParts(-5000)).toMatchObject({ days: 0, seconds: 0, done: true });
    expect(countdownParts(999).done).toBe(false);
  });

  test("reads out naturally", () => {
    expect(describeCountdown(countdownParts(((24 + 1) * 3600 + 60 + 1) * 1000))).toBe(
      "1 day, 1 hour, 1 minute and 1 second",
    );
    expect(describeCountdown(countdownParts(65_000))).toBe("1 minute and 5 seconds");
    expect(describeCountdown(countdownParts(0))).toBe("The deadline has passed");
    expect(pad2(7)).toBe("07");
  });
});
