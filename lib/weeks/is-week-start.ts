// Checks a "YYYY-MM-DD" names a Monday, with plain date arithmetic: it runs on every menu read,
// where luxon would cost more than the cache hit it guards.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Weeks the business can have: anything else is a typo or a probe, refused up front. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** A Monday "YYYY-MM-DD" in a sane range, the first day of a delivery week. */
export function isWeekStart(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const day = new Date(`${value}T00:00:00.000Z`);
  return day.getUTCDay() === 1 && day.toISOString().startsWith(value);
}
