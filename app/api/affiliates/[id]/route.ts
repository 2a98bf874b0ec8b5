// GET /api/affiliates/{id}: an affiliate's code, link, commission and sign-ups, for its owner or
// an admin (anyone else gets a 404).
import { z } from "zod";
import { id } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { hasRole } from "@/lib/auth/roles";
import { getAffiliate } from "@/lib/referrals/affiliates";

const params = z.object({ id });

export const GET = userRoute({ params }, ({ params, caller }) =>
  getAffiliate(params.id, caller.userId, hasRole(caller, "admin")),
);
