// GET /api/auth/me: the signed-in user (MeDto in lib/users/dto.ts).
import { userRoute } from "@/lib/api/route";
import { unauthenticated } from "@/lib/errors";
import { getMe } from "@/lib/users/me";

export const GET = userRoute({}, async ({ caller }) => {
  const user = await getMe(caller.userId);
  if (!user) throw unauthenticated();
  return user;
});
