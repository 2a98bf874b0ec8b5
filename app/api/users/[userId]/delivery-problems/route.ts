// GET /api/users/{userId}/delivery-problems: the boxes still open to a report (48 hours from
// delivery) and the reports made. POST { orderId, day, kind, dishId?, quantity?, details?,
// photoId? }: report a problem; 201 with the report and what the customer is told (credited at
// once within the policy, else waiting for an admin).
import { userParams } from "@/lib/api/params";
import { userReadRoute, userRoute } from "@/lib/api/route";
import { listProblems } from "@/lib/delivery-problems/list-problems";
import { reportProblem } from "@/lib/delivery-problems/report-problem";
import { reportProblemSchema } from "@/lib/delivery-problems/schemas";

export const GET = userReadRoute({ params: userParams }, ({ params, now }) =>
  listProblems(params.userId, now),
);

export const POST = userRoute(
  { params: userParams, body: reportProblemSchema },
  async ({ params, body, now }) =>
    Response.json(await reportProblem(params.userId, body, now), { status: 201 }),
);
