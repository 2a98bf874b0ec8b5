// GET /api/invoices/{invoiceId}/receipt: the receipt as a PDF download (owner or admin).
import { z } from "zod";
import { id } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { hasRole } from "@/lib/auth/roles";
import { receiptFor } from "@/lib/invoices/receipt";

const params = z.object({ invoiceId: id });

export const GET = userRoute({ params }, async ({ params, caller }) => {
  const { filename, pdf } = await receiptFor(
    params.invoiceId,
    caller.userId,
    hasRole(caller, "admin"),
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
});
