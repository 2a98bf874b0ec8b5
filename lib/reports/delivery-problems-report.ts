// The kitchen's count of delivery problems per dish for a delivery week (the orders' week):
// meals reported missing, damaged and wrong (a report's quantity), whatever became of each
// report; late boxes are not a dish's and are counted under the table.
import { dateColumn, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import type { Cell } from "./report-table";

const COUNTED = ["MISSING", "DAMAGED", "WRONG"] as const;

export async function deliveryProblemsByDish(weekStart: IsoDate) {
  const groups = await db.deliveryProblem.groupBy({
    by: ["dishId", "kind"],
    where: { order: { week: { startDate: dateColumn(weekStart) } } },
    _count: { _all: true },
    _sum: { quantity: true },
  });
  const late = groups.find((g) => g.kind === "LATE")?._count._all ?? 0;
  const dishIds = [...new Set(groups.flatMap((g) => (g.dishId ? [g.dishId] : [])))];
  const dishes = await db.dish.findMany({
    where: { id: { in: dishIds } },
    select: { id: true, name: true },
  });
  const rows: Cell[][] = dishes.map((dish) => {
    const counts = COUNTED.map(
      (kind) => groups.find((g) => g.dishId === dish.id && g.kind === kind)?._sum.quantity ?? 0,
    );
    return [dish.name, ...counts, counts.reduce((a, b) => a + b, 0)];
  });
  rows.sort((a, b) => Number(b[4]) - Number(a[4]) || String(a[0]).localeCompare(String(b[0])));
  const reports = rows.reduce((sum, row) => sum + Number(row[4]), 0);
  return {
    columns: ["Dish", "Missing", "Damaged", "Wrong", "Total"],
    rows,
    chart: rows.slice(0, 12).map((row) => ({ label: String(row[0]), value: Number(row[4]) })),
    summary: `${reports} ${reports === 1 ? "meal" : "meals"} reported across ${rows.length} ${rows.length === 1 ? "dish" : "dishes"}; ${late} late ${late === 1 ? "box" : "boxes"} reported.`,
  };
}
