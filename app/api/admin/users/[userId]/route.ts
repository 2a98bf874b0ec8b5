// GET /api/admin/users/{userId}: one customer's whole record, with the audit log.
import { userParams } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { getUserDetail } from "@/lib/admin/users";

export const GET = adminRoute({ params: userParams }, ({ params }) => getUserDetail(params.userId));
