"use client";
// The plans as a radio group of cards (changing or starting a plan), and the plans' data.
import useSWR from "swr";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { formatCents } from "@/lib/format/money";
import type { PlanDto } from "@/lib/plans/plan-dto";

export function PlanChoices({
  plans,
  value,
  current,
  onChange,
  name,
}: {
  plans: PlanDto[];
  value: string;
  current?: string;
  onChange: (id: string) => void;
  name: string;
}) {
  return (
    <div role="radiogroup" aria-label="Plans" className="grid gap-3 sm:grid-cols-2">
      {plans.map((option) => {
        const checked = option.id === value;
        return (
          <label
            key={option.id}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-xl p-4 ring-1 transition-colors",
              "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-terracotta-500",
              checked
                ? "bg-forest-50 ring-2 ring-forest-600"
                : "bg-white ring-forest-900/12 hover:ring-forest-900/30",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={checked}
              onChange={() => onChange(option.id)}
              className="mt-1 size-4 accent-forest-700"
            />
            <span className="min-w-0">
              <span className="flex flex-wrap items-center gap-2 font-semibold text-forest-950">
                {option.name}
                {option.id === current ? <Badge tone="green">Current</Badge> : null}
              </span>
              <span className="mt-0.5 block text-sm text-muted">
                {formatCents(option.pricePerMealCents)} a meal ·{" "}
                {formatCents(option.pricePerWeekCents)} a week
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

export function usePlans() {
  return useSWR<PlanDto[]>("/api/plans");
}
