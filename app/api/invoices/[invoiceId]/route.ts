// GET /api/invoices/{invoiceId}: one invoice with its lines, savings and card, for its owner or
// an admin (another customer's is a 404). Shape: InvoiceDetailDto in lib/invoices/dto.ts.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { hasRole } from "@/lib/auth/roles";
import { getInvoice } from "@/lib/invoices/invoices";

const params = z.object({ invoiceId: id });

export const GET = userRoute({ params }, ({ params, caller }) =>
  getInvoice(params.invoiceId, caller.userId, hasRole(caller, "admin")),
);
