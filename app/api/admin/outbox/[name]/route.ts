// GET /api/admin/outbox/{name}: one captured message, raw (message/rfc822, opens in a mail app).
import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { adminOutboxMessage } from "@/lib/mail/admin-outbox";

const params = z.object({ name: z.string().regex(/^[\w.-]+\.eml$/, "Not an outbox message.") });

export const GET = adminRoute({ params }, async ({ params }) => {
  const raw = await adminOutboxMessage(params.name);
  return new Response(raw, {
    headers: {
      "content-type": "message/rfc822",
      "content-disposition": `attachment; filename="${params.name}"`,
      "x-content-type-options": "nosniff",
    },
  });
});
