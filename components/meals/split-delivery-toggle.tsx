"use client";
// Split delivery (Monday and Thursday halves) as a switch, or the reason it is unavailable.
import { useId } from "react";
import { cn } from "@/components/ui/cn";
import { TruckIcon } from "@/components/ui/icons";

export function SplitDeliveryToggle({
  available,
  reason,
  on,
  half,
  disabled,
  onToggle,
  note,
}: {
  available: boolean;
  reason?: string;
  on: boolean;
  half: number;
  disabled?: boolean;
  onToggle: (on: boolean) => void;
  /** Said under the hint when the switch is available (e.g. that the choice carries forward). */
  note?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-4 rounded-2xl bg-white p-4 ring-1 ring-forest-900/8 sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-forest-100 text-forest-800">
        <TruckIcon />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {available ? (
            <label htmlFor={`${id}-split`} className="font-semibold text-forest-950">
              Split delivery: Monday and Thursday
            </label>
          ) : (
            <p className="font-semibold text-forest-950">Split delivery: Monday and Thursday</p>
          )}
          {available ? (
            <input
              id={`${id}-split`}
              type="checkbox"
              role="switch"
              checked={on}
              disabled={disabled}
              onChange={(e) => onToggle(e.target.checked)}
              aria-describedby={`${id}-split-hint`}
              className={cn(
                "relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60",
                "before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform",
                on ? "bg-forest-700 before:translate-x-5" : "bg-stone-300",
              )}
            />
          ) : null}
        </div>
        <p id={`${id}-split-hint`} className="mt-1 text-sm leading-6 text-muted">
          {available
            ? `Get ${half} meals on Monday and ${half} on Thursday, so they're fresher all week. No extra charge.`
            : `Not available with your plan. ${reason ?? ""}`}
          {available && note ? ` ${note}` : null}
        </p>
      </div>
    </div>
  );
}
