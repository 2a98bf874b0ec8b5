// An admin may call a customer's own `{userId}` routes for them (lib/api/route.ts lets them past
// the ownership check). Every write that goes through is an audit entry, as an admin action is:
// the wrapper starts it before the handler and finishes it after a success, so no route can
// forget one.
import { hasRole } from "@/lib/auth/roles";
import type { Caller } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { readAuditState, writeAudit } from "./audit-log";
import { safeDecode } from "./audit-wording";

export const ON_BEHALF_ACTION = "customer-route";

export interface OnBehalfWrite {
  /** Writes the entry once the handler has succeeded. */
  done(now: Date): Promise<void>;
}

/** Null unless this is an admin's write on someone else's `{userId}` (an existing account). */
export async function startOnBehalfWrite(
  caller: Caller,
  userId: string,
  request: { method: string; pathname: string },
): Promise<OnBehalfWrite | null> {
  if (caller.userId === userId || !hasRole(caller, "admin")) return null;
  const before = await readAuditState(userId);
  if (!before) return null;
  return {
    async done(now) {
      await writeAudit(
        db,
        {
          actorId: caller.userId,
          targetUserId: userId,
          action: ON_BEHALF_ACTION,
          detail: routeLabel(request, userId),
          before,
          after: (await readAuditState(userId)) ?? undefined,
        },
        now,
      );
    },
  };
}

/** "PUT /api/users/{userId}/allergens": the route, with the target's id named, not repeated. */
function routeLabel(request: { method: string; pathname: string }, userId: string): string {
  const path = request.pathname
    .split("/")
    .map((segment) => (safeDecode(segment) === userId ? "{userId}" : segment))
    .join("/");
  return `${request.method} ${path}`.slice(0, 300);
}
