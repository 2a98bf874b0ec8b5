// Business time: Toronto delivery weeks, the Wednesday 11:59 PM order deadline and the Thursday
// maintenance window. Every rule takes "now" as an argument so tests can set it (DESIGN.md §2).
import { DateTime } from "luxon";
import { remembered } from "@/lib/cache/remembered";
import { deliveryDate } from "@/lib/delivery-schedule/delivery-days";
import { ZONE } from "./labels";

export { ZONE };

/** A source of "now". Production uses the system clock; tests and e2e inject their own. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** A calendar day in Toronto, as "YYYY-MM-DD". */
export type IsoDate = string;

export function toronto(instant: Date): DateTime {
  return DateTime.fromJSDate(instant, { zone: ZONE });
}

/** The calendar day it is in Toronto at `instant`. */
export function torontoDay(instant: Date): IsoDate {
  return toronto(instant).toISODate() as IsoDate;
}

// Zone arithmetic and formatting are luxon's slow steps (tens of microseconds each), and every
// screen asks about the same few weeks again and again (the Meals page six per request, the pause
// picker 26): a day's facts never change, so each is remembered.

/** Midnight in Toronto at the start of a calendar day. */
export const fromIsoDate = remembered((day: IsoDate): DateTime => {
  const parsed = DateTime.fromISO(day, { zone: ZONE });
  if (!parsed.isValid) throw new RangeError(`Not a calendar day: ${day}`);
  return parsed.startOf("day");
});

function isoDate(dt: DateTime): IsoDate {
  return dt.toISODate() as IsoDate;
}

// The week "now" falls in, kept with its bounds: nearly every call asks about the same week.
let lastWeek: { start: IsoDate; from: number; until: number } | undefined;

/** Monday 00:00 Toronto of the delivery week that contains the instant. */
export function weekStartOf(instant: Date): IsoDate {
  const ms = instant.getTime();
  if (lastWeek && ms >= lastWeek.from && ms < lastWeek.until) return lastWeek.start;
  const start = isoDate(toronto(instant).startOf("week"));
  const { startsAt, endsAt } = weekBounds(start);
  lastWeek = { start, from: startsAt, until: endsAt + 1 };
  return start;
}

const weeksLater = remembered((key: string): IsoDate => {
  const [day, weeks] = key.split("|");
  return isoDate(fromIsoDate(day).plus({ weeks: Number(weeks) }));
});

export function addWeeks(weekStart: IsoDate, weeks: number): IsoDate {
  return weeksLater(`${weekStart}|${weeks}`);
}

export interface DeliveryWeek {
  /** Monday, the first day of the delivery week. */
  startDate: IsoDate;
  /** Sunday, the last day. */
  endDate: IsoDate;
  /** Monday 00:00 Toronto. */
  startsAt: Date;
  /** The last instant of Sunday, Toronto. */
  endsAt: Date;
  /** Wednesday 11:59 PM Toronto of the week before: the last moment to change this week's order. */
  orderDeadline: Date;
}

const weekBounds = remembered((weekStart: IsoDate) => {
  const start = fromIsoDate(weekStart);
  if (start.weekday !== 1) throw new RangeError(`A delivery week starts on a Monday: ${weekStart}`);
  const end = start.plus({ days: 6 });
  return { endDate: isoDate(end), startsAt: start.toMillis(), endsAt: end.endOf("day").toMillis() };
});

export function deliveryWeek(weekStart: IsoDate): DeliveryWeek {
  const { endDate, startsAt, endsAt } = weekBounds(weekStart);
  return {
    startDate: weekStart,
    endDate,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    orderDeadline: orderDeadline(weekStart),
  };
}

const deadlines = remembered((weekStart: IsoDate) =>
  fromIsoDate(weekStart).minus({ days: 5 }).endOf("day").toMillis(),
);

/** Wednesday 23:59:59.999 Toronto, five days before the delivery week starts. */
export function orderDeadline(weekStart: IsoDate): Date {
  return new Date(deadlines(weekStart));
}

/** True while a week's order may still be changed. */
export function isBeforeDeadline(weekStart: IsoDate, now: Date): boolean {
  return now.getTime() <= orderDeadline(weekStart).getTime();
}

/** The delivery week in progress. */
export function currentWeekStart(now: Date): IsoDate {
  return weekStartOf(now);
}

/**
 * The next delivery week whose menu customers choose from now: next week until this Wednesday's
 * deadline, the week after from Thursday 12:00 AM on. A sign-up gets this as its first week.
 */
export function upcomingWeekStart(now: Date): IsoDate {
  const next = addWeeks(weekStartOf(now), 1);
  return isBeforeDeadline(next, now) ? next : addWeeks(next, 1);
}

/**
 * The weeks in the kitchen: locked at their deadline and not yet all delivered. Usually one, the
 * week whose deadline passed last (from Thursday 12:00 AM until its own Thursday deliveries); on a
 * Thursday also the week delivering its last boxes that day. Oldest first.
 */
export function weeksInKitchen(now: Date): IsoDate[] {
  const cooking = kitchenWeekStart(now);
  const finishing = addWeeks(cooking, -1);
  const today = torontoDay(now);
  return lastDeliveryDay(finishing) >= today ? [finishing, cooking] : [cooking];
}

/** The week the kitchen is cooking for: the newest whose order deadline has passed. */
export function kitchenWeekStart(now: Date): IsoDate {
  return addWeeks(upcomingWeekStart(now), -1);
}

/** A delivery week's last delivery day (its Thursday). */
export function lastDeliveryDay(weekStart: IsoDate): IsoDate {
  return deliveryDate(weekStart, "THURSDAY");
}

/** The weekly rollover's maintenance window: Thursday 12:00 AM to 6:00 AM Toronto. */
export function isMaintenanceWindow(now: Date): boolean {
  const local = toronto(now);
  return local.weekday === 4 && local.hour < 6;
}

/** Seconds until the maintenance window ends (0 outside it), for Retry-After. */
export function secondsUntilMaintenanceEnds(now: Date): number {
  if (!isMaintenanceWindow(now)) return 0;
  const end = toronto(now).startOf("day").plus({ hours: 6 });
  return Math.ceil(end.diff(toronto(now), "seconds").seconds);
}

/** Stores a Toronto calendar day in a @db.Date column (UTC midnight of that date). */
export function dateColumn(day: IsoDate): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** Reads a @db.Date column back as a Toronto calendar day. */
export function fromDateColumn(value: Date): IsoDate {
  return value.toISOString().slice(0, 10);
}

// "Wednesday, November 25 at 11:59 PM" and "Monday, November 30": browser-safe, without luxon.
export { formatDay, formatDeadline } from "./labels";
