// The priced lines of an order (credits and gift balance are negative) and its total.
import { formatCents } from "@/lib/format/money";
import type { MoneyLine } from "../types";
import { cell, colors } from "./styles";

export function MoneyLines({
  lines,
  totalCents,
  totalLabel = "Total",
}: {
  lines: MoneyLine[];
  totalCents: number;
  totalLabel?: string;
}) {
  const total = { ...cell, fontWeight: 700, borderBottom: "none", paddingTop: "12px" };
  return (
    <table
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      aria-label="Price"
      data-text-format="dataTable"
      style={{ borderCollapse: "collapse", width: "100%", margin: "0 0 16px" }}
    >
      <tbody>
        {lines.map((line, i) => (
          <tr key={i}>
            <td style={cell}>{line.label}</td>
            <td
              style={{
                ...cell,
                textAlign: "right",
                whiteSpace: "nowrap",
                color: line.amountCents < 0 ? colors.brand : colors.text,
              }}
            >
              {formatCents(line.amountCents)}
            </td>
          </tr>
        ))}
        <tr>
          <td style={total}>{totalLabel}</td>
          <td style={{ ...total, textAlign: "right", whiteSpace: "nowrap" }}>
            {formatCents(totalCents)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
