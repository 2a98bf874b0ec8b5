// A table of facts with a header row. `data-text-format` makes the plain-text part keep it a
// table (columns) instead of one cell per line.
import type { ReactNode } from "react";
import { cell, headerCell } from "./styles";

export interface DataColumn {
  header: string;
  align?: "left" | "right";
}

export function DataTable({
  caption,
  columns,
  rows,
}: {
  /** Names the table for screen readers; the visible heading sits above it. */
  caption: string;
  columns: DataColumn[];
  rows: ReactNode[][];
}) {
  return (
    <table
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      aria-label={caption}
      data-text-format="dataTable"
      style={{ borderCollapse: "collapse", width: "100%", margin: "0 0 16px" }}
    >
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" style={{ ...headerCell, textAlign: column.align }}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((value, c) => (
              <td key={c} style={{ ...cell, textAlign: columns[c]?.align }}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
