// Countdown arithmetic for the order deadline. The server sends its own "now" with the deadline;
// the browser keeps the offset between the two clocks, so a wrong clock on the customer's
// computer cannot move the deadline. Pure functions: the UI ticks them once a second.

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left (never negative). */
  totalMs: number;
  /** True once the deadline has passed. */
  done: boolean;
}

/**
 * How far the server's clock is ahead of the browser's, in ms. `receivedAtMs` is the browser's
 * Date.now() when the server's answer (carrying `serverNowIso`) arrived.
 */
export function clockOffsetMs(serverNowIso: string, receivedAtMs: number): number {
  const server = Date.parse(serverNowIso);
  if (Number.isNaN(server)) return 0;
  return server - receivedAtMs;
}

/** Milliseconds until the deadline at browser time `clientNowMs`, on the server's clock. */
export function remainingMs(deadlineIso: string, offsetMs: number, clientNowMs: number): number {
  const deadline = Date.parse(deadlineIso);
  if (Number.isNaN(deadline)) return 0;
  return Math.max(0, deadline - (clientNowMs + offsetMs));
}

/** Splits a duration into whole days, hours, minutes and seconds (rounded down). */
export function countdownParts(ms: number): CountdownParts {
  const totalMs = Math.max(0, Math.floor(ms));
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
    done: totalMs === 0,
  };
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** "2 days, 5 hours, 3 minutes and 9 seconds": the countdown read out for screen readers. */
export function describeCountdown(parts: CountdownParts): string {
  if (parts.done) return "The deadline has passed";
  const pieces = [
    parts.days ? plural(parts.days, "day") : null,
    parts.days || parts.hours ? plural(parts.hours, "hour") : null,
    plural(parts.minutes, "minute"),
    plural(parts.seconds, "second"),
  ].filter((p): p is string => p !== null);
  return pieces.length > 1
    ? `${pieces.slice(0, -1).join(", ")} and ${pieces.at(-1)}`
    : (pieces[0] ?? "");
}

/** Two digits: 7 → "07". */
export const pad2 = (n: number) => String(n).padStart(2, "0");
