// Sessions shared by the web cookie (HttpOnly) and API bearer tokens: one table, one lookup.
import { db, type Db, type Tx } from "@/lib/db";
import type { SessionKind } from "@/generated/prisma/enums";
import { hashToken, newToken } from "./tokens";

export const SESSION_DAYS = 30;

export interface Caller {
  userId: string;
  email: string;
  roles: string[];
  sessionId: string;
  via: "bearer" | "cookie";
  /** The admin looking through a read-only "view as customer" session, else null. */
  viewerId: string | null;
  expiresAt: Date;
}

/** Issues a session; pass a transaction client to create it together with other rows. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
  sessionId: string;
}

export async function createSession(
  userId: string,
  kind: SessionKind,
  now: Date,
  client: Db | Tx = db,
  viewAs?: { viewerId: string; expiresAt: Date },
): Promise<IssuedSession> {
  const token = newToken();
  const expiresAt = viewAs?.expiresAt ?? new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000);
  const { id: sessionId } = await client.session.create({
    data: {
      userId,
      kind,
      tokenHash: hashToken(token),
      expiresAt,
      createdAt: now,
      viewerId: viewAs?.viewerId ?? null,
    },
    select: { id: true },
  });
  return { token, expiresAt, sessionId };
}

/** The caller a raw session token stands for, or null when it is unknown, expired or revoked. */
export async function callerForToken(
  token: string,
  via: Caller["via"],
  now: Date,
): Promise<Caller | null> {
  const session = await db.session.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { email: true, status: true, roles: { select: { role: true } } } } },
  });
  if (!session || session.revokedAt || session.expiresAt <= now) return null;
  if (session.user.status === "disabled") return null;
  const roles = session.user.roles.map((r) => r.role.slug);
  return {
    userId: session.userId,
    email: session.user.email,
    // Viewing as a customer never carries admin rights, whoever the account is.
    roles: session.viewerId ? roles.filter((slug) => slug !== "admin") : roles,
    sessionId: session.id,
    via,
    viewerId: session.viewerId,
    expiresAt: session.expiresAt,
  };
}

export async function revokeSession(sessionId: string, now: Date): Promise<void> {
  await db.session.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: now },
  });
}

export async function revokeAllSessions(
  userId: string,
  now: Date,
  client: Db | Tx = db,
): Promise<void> {
  await client.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
}

/** Marks a session as carried by the browser's HttpOnly cookie (it stays one row). */
export async function markSessionWeb(sessionId: string): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, kind: "API" }, data: { kind: "WEB" } });
}
