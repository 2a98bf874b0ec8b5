// GET /api/admin/outbox: the newest .eml messages the app wrote instead of sending (test mode).
import { adminRoute } from "@/lib/api/route";
import { adminOutbox } from "@/lib/mail/admin-outbox";

export const GET = adminRoute({}, () => adminOutbox());
