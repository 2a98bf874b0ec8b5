"use client";
// The delivery weeks side by side (scrolling sideways on a phone); the chosen one is open below.
import { useEffect, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import type { IsoDate } from "@/lib/clock";
import type { CustomerPlanDto, CustomerWeekDto } from "@/lib/meals/dto";
import { shortDay, statusBadge } from "./week-labels";

export function WeekStrip({
  weeks,
  plan,
  selected,
  upcoming,
  onSelect,
}: {
  weeks: CustomerWeekDto[];
  plan: CustomerPlanDto | null;
  selected: IsoDate;
  upcoming: IsoDate;
  onSelect: (weekStart: IsoDate) => void;
}) {
  const selectedRef = useRef<HTMLButtonElement>(null);
  // On a phone the strip scrolls sideways: keep the chosen week in view.
  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [selected]);
  return (
    <nav aria-label="Delivery weeks" className="-mx-5 overflow-x-auto px-5 pb-2 sm:-mx-8 sm:px-8">
      <ul className="flex min-w-max gap-2.5 lg:grid lg:min-w-0 lg:grid-cols-6">
        {weeks.map((week) => {
          const badge = statusBadge(week, plan);
          const active = week.startDate === selected;
          return (
            <li key={week.startDate}>
              <button
                ref={active ? selectedRef : undefined}
                type="button"
                onClick={() => onSelect(week.startDate)}
                aria-current={active ? "true" : undefined}
                data-testid={`week-${week.startDate}`}
                className={cn(
                  "flex h-full w-40 flex-col items-start gap-1.5 rounded-2xl px-4 py-3 text-left ring-1 transition-colors lg:w-full",
                  active
                    ? "bg-forest-800 text-cream-50 ring-forest-800"
                    : "bg-white text-forest-950 ring-forest-900/10 hover:ring-forest-900/30",
                )}
              >
                <span
                  className={cn(
                    "text-xs font-semibold tracking-wide uppercase",
                    active ? "text-cream-100/80" : "text-muted",
                  )}
                >
                  {week.startDate === upcoming ? "Next up" : "Week of"}
                </span>
                <span className="font-display text-lg leading-none font-semibold">
                  {shortDay(week.startDate)}
                </span>
                <Badge
                  tone={badge.tone}
                  className={cn("whitespace-nowrap", active && "ring-1 ring-white/30")}
                >
                  {badge.label}
                </Badge>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
