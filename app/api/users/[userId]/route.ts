import { userParams } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { updateUser, updateUserSchema } from "@/lib/users/update-user";

export const PUT = userRoute(
  { params: userParams, body: updateUserSchema },
  ({ params, body, now }) => updateUser(params.userId, body, now),
);
