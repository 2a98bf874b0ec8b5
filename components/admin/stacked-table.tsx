// A kitchen table that a phone reads without scrolling sideways: from md up it is a real table;
// below, each row is a stacked card with every cell under its column's name (the cell's
// data-label, drawn before it). One set of cells serves both, so nothing is said twice. A column
// named "" holds a row's actions: screen readers hear "Actions", a phone shows the buttons alone
// at the card's foot, and a wide screen sets them on the right. On paper it is always a table, every
// column kept (a phone-width print read as cards).
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { TableCard, th } from "./admin-page";

export interface StackedRow {
  key: string;
  cells: ReactNode[];
}

const cell = cn(
  "px-4 py-3 align-top text-sm text-stone-800",
  // The phone's card: the column's name on the left, the value beside it.
  "max-md:grid max-md:grid-cols-[6.5rem_minmax(0,1fr)] max-md:justify-items-start max-md:gap-x-3 max-md:px-0 max-md:py-1",
  "max-md:before:text-xs max-md:before:leading-5 max-md:before:font-semibold",
  "max-md:before:tracking-wide max-md:before:text-stone-600 max-md:before:uppercase",
  "max-md:before:content-[attr(data-label)]",
  "print:table-cell print:px-1.5 print:py-1 print:text-[10px] print:[overflow-wrap:anywhere] print:before:content-none",
);

const actionCell =
  "px-4 py-3 align-top text-right max-md:block max-md:px-0 max-md:pt-2 max-md:text-left max-md:empty:hidden print:hidden";

export function StackedTable({
  label,
  columns,
  rows,
  empty,
}: {
  /** The table's name, for the region around it. */
  label: string;
  columns: string[];
  rows: StackedRow[];
  /** The one line shown when there are no rows. */
  empty: ReactNode;
}) {
  return (
    <TableCard label={label}>
      <table className="w-full divide-y divide-stone-100 max-md:block print:table print:table-fixed">
        {/* On a phone the names are on every card; screen readers still get the header row. */}
        <thead className="max-md:sr-only print:not-sr-only print:table-header-group">
          <tr>
            {columns.map((column, i) => (
              <th
                key={`${column}-${i}`}
                scope="col"
                className={cn(
                  th,
                  "print:px-1 print:py-1 print:text-[9px] print:tracking-normal print:[overflow-wrap:anywhere]",
                  !column && "print:hidden",
                )}
              >
                {column || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 max-md:block print:table-row-group">
          {rows.map((row) => (
            <tr key={row.key} className="max-md:block max-md:px-4 max-md:py-3 print:table-row">
              {row.cells.map((value, i) => (
                <td
                  key={i}
                  data-label={columns[i] || undefined}
                  className={
                    columns[i]
                      ? cn(cell, i === 0 && "max-md:font-semibold max-md:text-forest-950")
                      : actionCell
                  }
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr className="max-md:block">
              <td
                colSpan={columns.length}
                className="block px-4 py-3 text-sm text-stone-800 md:table-cell"
              >
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </TableCard>
  );
}
