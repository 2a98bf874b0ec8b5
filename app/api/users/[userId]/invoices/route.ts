// GET /api/users/{userId}/invoices?page=&pageSize=: past orders, newest first.
// → { items, page, pageSize, total } (lib/invoices/dto.ts).
import { userParams } from "@/lib/api/params";
import { userReadRoute } from "@/lib/api/route";
import { invoicePageQuery, listInvoices } from "@/lib/invoices/invoices";

export const GET = userReadRoute(
  { params: userParams, query: invoicePageQuery },
  ({ params, query }) => listInvoices(params.userId, query),
);
