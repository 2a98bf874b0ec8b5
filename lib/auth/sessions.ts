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

interface CallerRow {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  viewerId: string | null;
  revoked: boolean;
  email: string;
  status: string;
  roles: string[];
}

// The session, its user and the user's role slugs in one round trip, as a prepared statement on
// the shared pool: this runs before every signed-in request, where Prisma's include sent four
// queries. Timestamps are read as timestamptz so node-postgres cannot apply the machine's zone.
const CALLER_QUERY = {
  name: "caller-for-token",
  text: `SELECT s.id AS "sessionId", s."userId", s."expiresAt" AT TIME ZONE 'UTC' AS "expiresAt",
                s."viewerId", s."revokedAt" IS NOT NULL AS revoked, u.email, u.status::text AS status,
                ARRAY(SELECT r.slug FROM "UserRole" ur JOIN "Role" r ON r.id = ur."roleId"
                      WHERE ur."userId" = u.id ORDER BY r.slug) AS roles
         FROM "Session" s JOIN "User" u ON u.id = s."userId"
         WHERE s."tokenHash" = $1`,
};

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
