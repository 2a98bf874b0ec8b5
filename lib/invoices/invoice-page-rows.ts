// A page of a customer's invoices and their count in one prepared statement (issue 12). Prisma
// read the same rows (invoiceInclude) as nine statements, each compiled by its query compiler.
// The rows keep the InvoiceRow shape, so invoice-dto.ts turns them into the API's shapes as before.
import { pool } from "@/lib/db";
import { jsonDate, type Json } from "@/lib/db/json-dates";
import type { InvoiceRow } from "./invoice-dto";

// Calendar days leave as "YYYY-MM-DD" (read back as UTC midnight, as Prisma reads a date column);
// timestamps as timestamptz (the columns hold UTC), so JSON carries the offset.
const INVOICE_PAGE = {
  name: "invoice-page",
  text: `
  SELECT
    (SELECT count(*)::int FROM "Invoice" WHERE "userId" = $1) AS total,
    (SELECT COALESCE(json_agg(page.invoice ORDER BY page."issuedAt" DESC, page.number DESC),
                     '[]'::json)
     FROM (
       SELECT i."issuedAt", i.number, json_build_object(
         'id', i.id, 'userId', i."userId", 'number', i.number, 'status', i.status,
         'issuedAt', i."issuedAt" AT TIME ZONE 'UTC', 'paidAt', i."paidAt" AT TIME ZONE 'UTC',
         'subtotalCents', i."subtotalCents", 'discountCents', i."discountCents",
         'giftCents', i."giftCents", 'creditCents', i."creditCents", 'taxCents', i."taxCents",
         'totalCents', i."totalCents", 'refundedCents', i."refundedCents",
         'cardBrand', i."cardBrand", 'cardLast4', i."cardLast4",
         'week', (SELECT json_build_object('startDate', w."startDate", 'endDate', w."endDate")
                  FROM "Week" w WHERE w.id = i."weekId"),
         'lines', COALESCE((SELECT json_agg(json_build_object(
                               'description', l.description, 'quantity', l.quantity,
                               'unitCents', l."unitCents", 'totalCents', l."totalCents")
                             ORDER BY l.id)
                            FROM "InvoiceLine" l WHERE l."invoiceId" = i.id), '[]'::json),
         'user', json_build_object('firstName', u."firstName", 'lastName', u."lastName",
                                   'email', u.email),
         'order', (SELECT json_build_object(
             'id', o.id, 'number', o.number, 'deliveryDay', o."deliveryDay",
             'deliveryTime', o."deliveryTime", 'splitDelivery', o."splitDelivery",
             'mealsCount', o."mealsCount",
             'week', json_build_object('startDate', ow."startDate", 'endDate', ow."endDate"),
             'plan', json_build_object('name', p.name, 'mealsPerWeek', p."mealsPerWeek"),
             'items', COALESCE((SELECT json_agg(json_build_object(
                                  'quantity', oi.quantity, 'dish', json_build_object('name', d.name))
                                ORDER BY oi.id)
                               FROM "OrderItem" oi JOIN "Dish" d ON d.id = oi."dishId"
                               WHERE oi."orderId" = o.id), '[]'::json),
             'address', (SELECT json_build_object('street', a.street, 'unit', a.unit,
                                                  'city', a.city, 'province', a.province,
                                                  'postalCode', a."postalCode")
                         FROM "Address" a WHERE a.id = o."addressId"))
           FROM "WeeklyOrder" o JOIN "Week" ow ON ow.id = o."weekId"
           JOIN "Plan" p ON p.id = o."planId"
           WHERE o.id = i."orderId")) AS invoice
       FROM "Invoice" i JOIN "User" u ON u.id = i."userId"
       WHERE i."userId" = $1
       ORDER BY i."issuedAt" DESC, i.number DESC
       OFFSET $2 LIMIT $3) page) AS items`,
};

const day = (span: { startDate: string; endDate: string }) => ({
  startDate: jsonDate(span.startDate),
  endDate: jsonDate(span.endDate),
});

function toRow(json: Json<InvoiceRow>): InvoiceRow {
  return {
    ...json,
    issuedAt: jsonDate(json.issuedAt),
    paidAt: jsonDate(json.paidAt),
    week: json.week && day(json.week),
    order: json.order && { ...json.order, week: day(json.order.week) },
  };
}

export async function invoicePageRows(
  userId: string,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: InvoiceRow[] }> {
  const { rows } = await pool.query<{ total: number; items: Json<InvoiceRow>[] }>({
    ...INVOICE_PAGE,
    values: [userId, offset, limit],
  });
  return { total: rows[0].total, rows: rows[0].items.map(toRow) };
}
