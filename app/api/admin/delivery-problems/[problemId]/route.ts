// POST /api/admin/delivery-problems/{problemId} { decision: "approve" | "deny", note }: an admin's
// decision on a report waiting on /admin/exceptions (audited; the customer is told either way).
import { z } from "zod";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { decideProblem } from "@/lib/delivery-problems/decide-problem";
import { decideProblemSchema } from "@/lib/delivery-problems/schemas";

export const POST = adminRoute(
  { params: z.object({ problemId: id }), body: decideProblemSchema },
  ({ params, body, caller, now }) => decideProblem(params.problemId, body, caller.userId, now),
);
