// A kitchen table: a name column, then number columns set right so digits line up.
import type { ReactNode } from "react";
import { EmptyRow, TableCard, td, th } from "@/components/admin/admin-page";

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
      <table className="w-full min-w-[20rem] divide-y divide-stone-100">
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={column} scope="col" className={i === 0 ? th : `${th} text-right`}>
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
                  <th key={i} scope="row" className={`${td} text-left font-medium`}>
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={`${td} text-right tabular-nums`}>
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
