// GET /api/admin/users?q=&page=: accounts by name, email or order number, newest first.
import { adminRoute } from "@/lib/api/route";
import { listUsers, userListQuery } from "@/lib/admin/users";

export const GET = adminRoute({ query: userListQuery }, ({ query }) => listUsers(query));
