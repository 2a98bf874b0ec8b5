// Sessions shared by the web cookie (HttpOnly) and API bearer tokens: one table, one lookup.
import { db, pool, type Db, type Tx } from "@/lib/db";
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
  viewAs?: { viewerId: string; parentSessionId: string; expiresAt: Date },
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
      parentSessionId: viewAs?.parentSessionId ?? null,
    },
    select: { id: true },
  });
  return { token, expiresAt, sessionId };
}

interface CallerRow {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  viewerId: string | null;
  revoked: boolean;
  email: string;
  status: string;
  roles: string[];
  /** A view-as session's parent (the admin's own session) and its admin, null elsewhere. */
  parentUserId: string | null;
  parentRevoked: boolean | null;
  parentExpiresAt: Date | null;
  viewerStatus: string | null;
  viewerIsAdmin: boolean | null;
}

// The session, its user and the user's role slugs in one round trip, as a prepared statement on
// the shared pool: this runs before every signed-in request, where Prisma's include sent four
// queries. Timestamps are read as timestamptz so node-postgres cannot apply the machine's zone.
// A view-as session also brings the admin session that opened it, and that admin's standing.
const CALLER_QUERY = {
  name: "caller-for-token",
  text: `SELECT s.id AS "sessionId", s."userId", s."expiresAt" AT TIME ZONE 'UTC' AS "expiresAt",
                s."viewerId", s."revokedAt" IS NOT NULL AS revoked, u.email, u.status::text AS status,
                ARRAY(SELECT r.slug FROM "UserRole" ur JOIN "Role" r ON r.id = ur."roleId"
                      WHERE ur."userId" = u.id ORDER BY r.slug) AS roles,
                p."userId" AS "parentUserId", p."revokedAt" IS NOT NULL AS "parentRevoked",
                p."expiresAt" AT TIME ZONE 'UTC' AS "parentExpiresAt",
                v.status::text AS "viewerStatus",
                EXISTS (SELECT 1 FROM "UserRole" ur JOIN "Role" r ON r.id = ur."roleId"
                        WHERE ur."userId" = v.id AND r.slug = 'admin') AS "viewerIsAdmin"
         FROM "Session" s JOIN "User" u ON u.id = s."userId"
         LEFT JOIN "Session" p ON s."viewerId" IS NOT NULL AND p.id = s."parentSessionId"
         LEFT JOIN "User" v ON v.id = p."userId"
         WHERE s."tokenHash" = $1`,
};

/**
 * A view-as session lives only while the admin session that opened it does: signed out, expired,
 * the admin deactivated or no longer an admin, and the view ends too (as does one with no parent).
 */
function viewAsAlive(row: CallerRow, now: Date): boolean {
  return (
    row.parentUserId === row.viewerId &&
    row.parentRevoked === false &&
    row.parentExpiresAt !== null &&
    row.parentExpiresAt > now &&
    row.viewerStatus !== "disabled" &&
    row.viewerIsAdmin === true
  );
}

/** The caller a raw session token stands for, or null when it is unknown, expired or revoked. */
export async function callerForToken(
  token: string,
  via: Caller["via"],
  now: Date,
): Promise<Caller | null> {
  const { rows } = await pool.query<CallerRow>({ ...CALLER_QUERY, values: [hashToken(token)] });
  const row = rows[0];
  if (!row || row.revoked || row.expiresAt <= now) return null;
  if (row.status === "disabled") return null;
  if (row.viewerId && !viewAsAlive(row, now)) return null;
  return {
    userId: row.userId,
    email: row.email,
    // Viewing as a customer never carries admin rights, whoever the account is.
    roles: row.viewerId ? row.roles.filter((slug) => slug !== "admin") : row.roles,
    sessionId: row.sessionId,
    via,
    viewerId: row.viewerId,
    expiresAt: row.expiresAt,
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
