"use client";
// The last 8 weeks: revenue charged and meals in orders side by side, with a table for screen
// readers and anyone who wants the numbers.
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatCents } from "@/lib/format/money";

export interface HistoryPoint {
  weekStart: string;
  chargedCents: number;
  meals: number;
}

const short = (weekStart: string) =>
  new Date(`${weekStart}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

export function RevenueChart({ history }: { history: HistoryPoint[] }) {
  const data = history.map((p) => ({
    week: short(p.weekStart),
    revenue: p.chargedCents / 100,
    meals: p.meals,
  }));
  return (
    <figure>
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="#e7e5e4" vertical={false} />
            <XAxis dataKey="week" tick={{ fontSize: 12, fill: "#57534e" }} />
            <YAxis
              yAxisId="revenue"
              tick={{ fontSize: 12, fill: "#57534e" }}
              tickFormatter={(v: number) => `$${v}`}
              width={56}
            />
            <YAxis
              yAxisId="meals"
              orientation="right"
              tick={{ fontSize: 12, fill: "#57534e" }}
              width={40}
            />
            <Tooltip />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              name="Revenue ($)"
              fill="#2f5d46"
              radius={4}
              isAnimationActive={false}
            />
            <Bar
              yAxisId="meals"
              dataKey="meals"
              name="Meals"
              fill="#c2552d"
              radius={4}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-xs text-stone-600">
        Green: revenue charged (left axis). Orange: meals in orders (right axis).
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-forest-800">Show the numbers</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3 text-xs text-stone-600">
                Week
              </th>
              <th scope="col" className="py-1 pr-3 text-xs text-stone-600">
                Revenue
              </th>
              <th scope="col" className="py-1 text-xs text-stone-600">
                Meals
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((p) => (
              <tr key={p.weekStart}>
                <td className="py-1 pr-3">{short(p.weekStart)}</td>
                <td className="py-1 pr-3">{formatCents(p.chargedCents)}</td>
                <td className="py-1">{p.meals}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
