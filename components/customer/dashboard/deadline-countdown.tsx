"use client";
// The live countdown to the order deadline. It runs on the server's clock: the offset between
// the server's `now` and the browser's clock is taken when the answer arrives, then the browser
// ticks once a second. At zero it asks for fresh data (the deadline moves to the next week).
import { useEffect, useRef, useState } from "react";
import {
  clockOffsetMs,
  countdownParts,
  describeCountdown,
  pad2,
  remainingMs,
} from "@/lib/dashboard/countdown";

export function DeadlineCountdown({
  deadline,
  serverNow,
  onDeadline,
}: {
  /** ISO instant of the deadline. */
  deadline: string;
  /** ISO instant of the server's clock when it answered. */
  serverNow: string;
  onDeadline?: () => void;
}) {
  // Before hydration (and on the server) the countdown is computed at the server's "now", so the
  // first client render matches the HTML exactly.
  const [clock, setClock] = useState<{ offset: number; now: number } | null>(null);
  const fired = useRef(false);

  useEffect(() => {
    const offset = clockOffsetMs(serverNow, Date.now());
    fired.current = false;
    // Syncing with the browser clock after mount is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setClock({ offset, now: Date.now() });
    const timer = window.setInterval(() => setClock({ offset, now: Date.now() }), 1000);
    return () => window.clearInterval(timer);
  }, [serverNow]);

  const ms = clock
    ? remainingMs(deadline, clock.offset, clock.now)
    : Math.max(0, Date.parse(deadline) - Date.parse(serverNow));
  const parts = countdownParts(ms);

  useEffect(() => {
    if (parts.done && clock && !fired.current) {
      fired.current = true;
      onDeadline?.();
    }
  }, [parts.done, clock, onDeadline]);

  const units = [
    { value: String(parts.days), label: parts.days === 1 ? "day" : "days" },
    { value: pad2(parts.hours), label: parts.hours === 1 ? "hour" : "hours" },
    { value: pad2(parts.minutes), label: "min" },
    { value: pad2(parts.seconds), label: "sec" },
  ];

  return (
    <div role="timer" aria-live="off" aria-label={describeCountdown(parts)} data-testid="countdown">
      <div className="grid grid-cols-4 gap-2 sm:gap-3" aria-hidden="true">
        {units.map((unit) => (
          <div
            key={unit.label}
            className="rounded-xl bg-white/10 px-2 py-3 text-center ring-1 ring-white/15 sm:py-4"
          >
            <span className="block font-display text-3xl font-semibold text-cream-50 tabular-nums sm:text-5xl">
              {unit.value}
            </span>
            <span className="mt-1 block text-[0.7rem] font-semibold tracking-wider text-cream-100/70 uppercase sm:text-xs">
              {unit.label}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
