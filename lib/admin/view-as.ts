// "View as customer" (issue 10): an admin opens a customer's pages through a short, read-only
// session of its own. The session carries the admin as its viewer, so the API wrapper refuses
// every write (lib/auth/view-as-guard.ts) and both ends are written to the customer's audit log.
import { hasRole } from "@/lib/auth/roles";
import { createSession, revokeSession, type Caller, type IssuedSession } from "@/lib/auth/sessions";
import { formatMoment } from "@/lib/clock/labels";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import type { MeDto } from "@/lib/users/dto";
import { writeAudit } from "./audit-log";

/** Long enough to look around; an admin who forgets is signed out of it, not left in it. */
export const VIEW_AS_MINUTES = 60;

/** POST /api/admin/users/{userId}/view-as's body; the web client's tokens are cookie markers. */
export interface ViewAsAnswer {
  token: string;
  /** Web client only: the marker for the admin's own session, parked in an HttpOnly cookie. */
  adminToken?: string;
  expiresAt: Date;
  user: MeDto | null;
}

/** POST /api/auth/view-as/end's body: an API client's, or the web client's with its admin back. */
export type ViewAsEndAnswer =
  { ok: true; returnTo: string } | { token: string; user: MeDto | null; returnTo: string };

export interface ViewAsStarted {
  session: IssuedSession;
  name: string;
}

export async function startViewAs(
  admin: Caller,
  targetUserId: string,
  now: Date,
): Promise<ViewAsStarted> {
  const target = await db.user.findUnique({
    where: { id: targetUserId },
    select: {
      firstName: true,
      lastName: true,
      status: true,
      roles: { select: { role: { select: { slug: true } } } },
    },
  });
  if (!target) throw notFound("User");
  const name = `${target.firstName} ${target.lastName}`;
  const roles = target.roles.map((r) => r.role.slug);
  if (targetUserId === admin.userId) {
    throw new AppError("CONFLICT", "You are already signed in as yourself.");
  }
  // An admin's session must never be borrowed, even read-only.
  if (hasRole({ roles }, "admin") || !hasRole({ roles }, "customer")) {
    throw new AppError("CONFLICT", `${name} has no customer pages to view.`);
  }
  if (target.status === "disabled") {
    throw new AppError("CONFLICT", `${name} is deactivated: reactivate the account to view it.`);
  }
  const expiresAt = new Date(
    Math.min(now.getTime() + VIEW_AS_MINUTES * 60_000, admin.expiresAt.getTime()),
  );
  const session = await db.$transaction(async (tx) => {
    const issued = await createSession(
      targetUserId,
      admin.via === "cookie" ? "WEB" : "API",
      now,
      tx,
      // The view ends with the admin session that opened it (lib/auth/sessions.ts).
      { viewerId: admin.userId, parentSessionId: admin.sessionId, expiresAt },
    );
    await writeAudit(
      tx,
      {
        actorId: admin.userId,
        targetUserId,
        action: "view-as-customer",
        detail: `Opened the customer's pages read-only until ${formatMoment(expiresAt)}.`,
      },
      now,
    );
    return issued;
  });
  return { session, name };
}

/** Ends the caller's view-as session; returns whom they were viewing. */
export async function endViewAs(caller: Caller, now: Date): Promise<{ viewedUserId: string }> {
  if (!caller.viewerId) throw new AppError("CONFLICT", "You are not viewing as a customer.");
  await revokeSession(caller.sessionId, now);
  await writeAudit(
    db,
    {
      actorId: caller.viewerId,
      targetUserId: caller.userId,
      action: "view-as-customer-ended",
    },
    now,
  );
  return { viewedUserId: caller.userId };
}
