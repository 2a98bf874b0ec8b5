// A kitchen table: a name column, then number columns set right so digits line up. Narrow
// enough for a phone as a table (no sideways scrolling): tighter cells below sm, names wrap.
import type { ReactNode } from "react";
import { EmptyRow, TableCard, td, th } from "@/components/admin/admin-page";
import { cn } from "@/components/ui/cn";

const narrow = "max-sm:px-1.5 max-sm:first:pl-3 max-sm:last:pr-3";

export function AmountTable({
  label,
  columns,
  rows,
  empty,
}: {
  label: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  return (
    <TableCard label={label}>
      <table className="w-full divide-y divide-stone-100">
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  th,
                  narrow,
                  "max-sm:tracking-normal max-sm:normal-case",
                  i > 0 && "text-right",
                )}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={cn(td, narrow, "text-left font-medium")}>
                    {cell}
                  </th>
                ) : (
                  <td
                    key={i}
                    className={cn(td, narrow, "text-right whitespace-nowrap tabular-nums")}
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
          {rows.length === 0 ? <EmptyRow span={columns.length}>{empty}</EmptyRow> : null}
        </tbody>
      </table>
    </TableCard>
  );
}
