"use client";
// A horizontal bar chart for a report, so long dish names stay readable (the table beside it
// carries the same numbers for everyone).
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export function BarsChart({
  data,
  label,
}: {
  data: { label: string; value: number }[];
  label: string;
}) {
  return (
    <figure>
      {/* Clipped: recharts keeps its hidden tooltip box beside the chart, which would widen the page. */}
      <div
        className="overflow-hidden"
        style={{ height: Math.max(120, data.length * 30 + 40) }}
        aria-hidden="true"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          >
            <CartesianGrid stroke="#e7e5e4" horizontal={false} />
            <XAxis type="number" tick={{ fontSize: 11, fill: "#57534e" }} allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="label"
              width={170}
              tick={{ fontSize: 11, fill: "#57534e" }}
            />
            <Tooltip />
            <Bar dataKey="value" name={label} fill="#2f5d46" radius={3} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-xs text-stone-600">
        {label}: the table below has the numbers.
      </figcaption>
    </figure>
  );
}
