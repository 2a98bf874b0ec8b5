// Small helpers for the bell: its SWR key and "2 days ago" times.

export const notificationsKey = (userId: string) =>
  `/api/notifications/users/${encodeURIComponent(userId)}?type=1`;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "yesterday", "3 days ago", "just now". */
export function relativeTime(iso: string, nowMs: number): string {
  const diff = Date.parse(iso) - nowMs;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return format.format(Math.round(diff / ms), unit);
  }
  return "just now";
}
