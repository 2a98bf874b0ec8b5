// Reading invoices: a customer's page of past orders, and one invoice for its owner or an admin.
// The owner is part of the query, so another customer's invoice is simply not found (404).
import { z } from "zod";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { INVOICE_PAGE_SIZE_DEFAULT, INVOICE_PAGE_SIZE_MAX, type InvoicePageDto } from "./dto";
import { invoiceDetail, invoiceInclude, invoiceSummary, type InvoiceRow } from "./invoice-dto";
import { invoicePageRows } from "./invoice-page-rows";

export const invoicePageQuery = z.object({
  page: z.coerce
    .number({ message: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ message: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be 1 or more")
    .max(INVOICE_PAGE_SIZE_MAX, `pageSize must be at most ${INVOICE_PAGE_SIZE_MAX}`)
    .default(INVOICE_PAGE_SIZE_DEFAULT),
});
export type InvoicePageQuery = z.infer<typeof invoicePageQuery>;

/** Newest delivery first. */
export async function listInvoices(
  userId: string,
  { page, pageSize }: InvoicePageQuery,
): Promise<InvoicePageDto> {
  const { total, rows } = await invoicePageRows(userId, (page - 1) * pageSize, pageSize);
  return { items: rows.map((row) => invoiceSummary(row)), page, pageSize, total };
}

export async function findInvoice(
  invoiceId: string,
  callerId: string,
  isAdmin: boolean,
): Promise<InvoiceRow> {
  const row = await db.invoice.findFirst({
    where: { id: invoiceId, ...(isAdmin ? {} : { userId: callerId }) },
    include: invoiceInclude,
  });
  if (!row) throw notFound("Invoice");
  return row;
}

export async function getInvoice(invoiceId: string, callerId: string, isAdmin: boolean) {
  return invoiceDetail(await findInvoice(invoiceId, callerId, isAdmin));
}
