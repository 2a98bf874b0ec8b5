// Read-only while an admin views as a customer (issue 10): every write under /api is refused,
// whichever wrapper serves it, except the calls that end the view (back to admin, sign out).
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/errors";
import type { Caller } from "./sessions";
import { callerForToken } from "./sessions";
import { adminSessionTokenFromCookies, sessionTokenFromCookies } from "./web-session";

export const VIEW_AS_READ_ONLY_MESSAGE =
  "You're viewing this account as an admin, read-only: nothing can be changed. Go back to admin to make changes.";

/**
 * `caller` is the resolved caller of a signed-in route, or null on a public one: there the
 * browser's session cookie is looked up only when an admin session is parked beside it, so an
 * ordinary public call costs no query.
 */
export async function assertNotViewingAs(
  req: NextRequest,
  caller: Caller | null,
  now: Date,
): Promise<void> {
  let viewing = caller?.viewerId ?? null;
  if (!caller) {
    const get = (name: string) => req.cookies.get(name)?.value;
    const token = adminSessionTokenFromCookies(get) ? sessionTokenFromCookies(get) : null;
    viewing = token ? ((await callerForToken(token, "cookie", now))?.viewerId ?? null) : null;
  }
  if (viewing) throw new AppError("FORBIDDEN", VIEW_AS_READ_ONLY_MESSAGE);
}
