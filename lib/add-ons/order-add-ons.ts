// An order's add-ons as a JSON array inside a larger statement (the order summary, the Meals page,
// the rollover), so reading them costs no extra round trip.
import type { ExpressionBuilder } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { DB } from "@/lib/db/kysely";
import type { AddOnCategory } from "./categories";
import type { OrderAddOnDto } from "./dto";

/** The add-ons of the order `o` (aliased so in the caller's statement), by category then name. */
export function orderAddOnsJson(eb: ExpressionBuilder<DB & { o: DB["WeeklyOrder"] }, "o">) {
  return jsonArrayFrom(
    eb
      .selectFrom("OrderAddOn as oa")
      .innerJoin("AddOn as ad", "ad.id", "oa.addOnId")
      .whereRef("oa.orderId", "=", "o.id")
      .orderBy("ad.category")
      .orderBy("ad.name")
      .select([
        "oa.addOnId",
        "ad.name",
        "ad.category",
        "ad.imageUrl",
        "oa.quantity",
        "oa.unitCents",
      ]),
  ).$castTo<OrderAddOnRow[]>();
}

export interface OrderAddOnRow {
  addOnId: string;
  name: string;
  category: AddOnCategory;
  imageUrl: string;
  quantity: number;
  unitCents: number;
}

export function toOrderAddOns(rows: readonly OrderAddOnRow[]): OrderAddOnDto[] {
  return rows.map((row) => ({ ...row, totalCents: row.quantity * row.unitCents }));
}
