// A page of a customer's invoices and their count in one statement (issue 12). Prisma
// read the same rows (invoiceInclude) as nine statements, each compiled by its query compiler.
// The rows keep the InvoiceRow shape, so invoice-dto.ts turns them into the API's shapes as before.
import { expressionBuilder, type InferResult } from "kysely";
import { jsonArrayFrom, jsonBuildObject, jsonObjectFrom } from "kysely/helpers/postgres";
import { jsonDate, utcText } from "@/lib/db/json-dates";
import { kysely, type DB } from "@/lib/db/kysely";
import { preparedStatement } from "@/lib/db/prepared";
import type { InvoiceRow } from "./invoice-dto";

// The page's invoices, each with its rows as JSON. Calendar days leave as "YYYY-MM-DD" (read back
// as UTC midnight, as Prisma reads a date column); timestamps as timestamptz (the columns hold
// UTC), so JSON carries the offset.
function invoicePage(userId: string, offset: number, limit: number) {
  const eb = expressionBuilder<DB>();
  return eb
    .selectFrom("Invoice as i")
    .innerJoin("User as u", "u.id", "i.userId")
    .where("i.userId", "=", userId)
    .orderBy("i.issuedAt", "desc")
    .orderBy("i.number", "desc")
    .offset(offset)
    .limit(limit)
    .select((eb) => [
      "i.id",
      "i.userId",
      "i.number",
      "i.status",
      utcText(eb.ref("i.issuedAt")).as("issuedAt"),
      utcText(eb.ref("i.paidAt")).as("paidAt"),
      "i.subtotalCents",
      "i.discountCents",
      "i.giftCents",
      "i.creditCents",
      "i.taxCents",
      "i.totalCents",
      "i.refundedCents",
      "i.cardBrand",
      "i.cardLast4",
      jsonObjectFrom(
        eb
          .selectFrom("Week as w")
          .select(["w.startDate", "w.endDate"])
          .whereRef("w.id", "=", "i.weekId"),
      ).as("week"),
      jsonArrayFrom(
        eb
          .selectFrom("InvoiceLine as l")
          .select(["l.description", "l.quantity", "l.unitCents", "l.totalCents"])
          .whereRef("l.invoiceId", "=", "i.id")
          .orderBy("l.id"),
      ).as("lines"),
      jsonBuildObject({
        firstName: eb.ref("u.firstName"),
        lastName: eb.ref("u.lastName"),
        email: eb.ref("u.email"),
      }).as("user"),
      jsonObjectFrom(
        eb
          .selectFrom("WeeklyOrder as o")
          .innerJoin("Week as ow", "ow.id", "o.weekId")
          .innerJoin("Plan as p", "p.id", "o.planId")
          .innerJoin("Subscription as s", "s.id", "o.subscriptionId")
          .whereRef("o.id", "=", "i.orderId")
          .select((eb) => [
            "o.id",
            "o.number",
            "o.status",
            utcText(eb.ref("o.deliveredAt")).as("deliveredAt"),
            "o.deliveryAssumed",
            "o.deliveryDay",
            "o.deliveryTime",
            "o.splitDelivery",
            "o.mealsCount",
            jsonBuildObject({
              startDate: eb.ref("ow.startDate"),
              endDate: eb.ref("ow.endDate"),
            }).as("week"),
            "o.planId",
            jsonBuildObject({
              name: eb.ref("p.name"),
              mealsPerWeek: eb.ref("p.mealsPerWeek"),
            }).as("plan"),
            jsonBuildObject({ planId: eb.ref("s.planId") }).as("subscription"),
            jsonArrayFrom(
              eb
                .selectFrom("OrderItem as oi")
                .innerJoin("Dish as d", "d.id", "oi.dishId")
                .select((eb) => [
                  "oi.quantity",
                  jsonBuildObject({ name: eb.ref("d.name") }).as("dish"),
                ])
                .whereRef("oi.orderId", "=", "o.id")
                .orderBy("oi.id"),
            ).as("items"),
            jsonObjectFrom(
              eb
                .selectFrom("Address as a")
                .select(["a.street", "a.unit", "a.city", "a.province", "a.postalCode"])
                .whereRef("a.id", "=", "o.addressId"),
            ).as("address"),
          ]),
      ).as("order"),
    ]);
}

type JsonInvoice = InferResult<ReturnType<typeof invoicePage>>[number];

const day = (span: { startDate: string; endDate: string }) => ({
  startDate: jsonDate(span.startDate),
  endDate: jsonDate(span.endDate),
});

function toRow(json: JsonInvoice): InvoiceRow {
  return {
    ...json,
    issuedAt: jsonDate(json.issuedAt),
    paidAt: jsonDate(json.paidAt),
    week: json.week && day(json.week),
    order: json.order && {
      ...json.order,
      deliveredAt: jsonDate(json.order.deliveredAt),
      week: day(json.order.week),
    },
  };
}

const invoicePageStatement = preparedStatement(
  ({ userId, offset, limit }: { userId: string; offset: number; limit: number }) =>
    kysely.selectNoFrom((eb) => [
      eb
        .selectFrom("Invoice")
        .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("n"))
        .where("userId", "=", userId)
        .$asScalar()
        .$notNull()
        .as("total"),
      jsonArrayFrom(invoicePage(userId, offset, limit)).as("items"),
    ]),
);

export async function invoicePageRows(
  userId: string,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: InvoiceRow[] }> {
  const [{ total, items }] = (await invoicePageStatement({ userId, offset, limit })).rows;
  return { total, rows: items.map(toRow) };
}
