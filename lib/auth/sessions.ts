// Sessions shared by the web cookie (HttpOnly) and API bearer tokens: one table, one lookup.
import { sql } from "kysely";
import { connectUnheld, db, forgetStatementNames, pool, type Db, type Tx } from "@/lib/db";
import { Ride, withRide } from "@/lib/db/ride-along";
import { kysely } from "@/lib/db/kysely";
import { preparedStatement } from "@/lib/db/prepared";
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

// The session, its user and the user's role slugs in one round trip on the shared pool: this runs
// before every signed-in request, where Prisma's include sent four queries. A view-as session also
// brings the admin session that opened it, and that admin's standing.
function callerRow({ tokenHash }: { tokenHash: string }) {
  return kysely
    .selectFrom("Session as s")
    .innerJoin("User as u", "u.id", "s.userId")
    .leftJoin("Session as p", (join) =>
      join.on("s.viewerId", "is not", null).onRef("p.id", "=", "s.parentSessionId"),
    )
    .leftJoin("User as v", "v.id", "p.userId")
    .where("s.tokenHash", "=", tokenHash)
    .select((eb) => [
      "s.id as sessionId",
      "s.userId",
      "s.expiresAt",
      "s.viewerId",
      eb("s.revokedAt", "is not", null).$castTo<boolean>().as("revoked"),
      "u.email",
      "u.status",
      sql<string[]>`ARRAY(${eb
        .selectFrom("UserRole as ur")
        .innerJoin("Role as r", "r.id", "ur.roleId")
        .whereRef("ur.userId", "=", "u.id")
        .select("r.slug")
        .orderBy("r.slug")})`.as("roles"),
      // A view-as session's parent (the admin's own session) and its admin, null elsewhere.
      "p.userId as parentUserId",
      eb("p.revokedAt", "is not", null).$castTo<boolean>().as("parentRevoked"),
      "p.expiresAt as parentExpiresAt",
      "v.status as viewerStatus",
      eb
        .exists(
          eb
            .selectFrom("UserRole as ur")
            .innerJoin("Role as r", "r.id", "ur.roleId")
            .whereRef("ur.userId", "=", "v.id")
            .where("r.slug", "=", "admin")
            .select(eb.lit(1).as("one")),
        )
        .$castTo<boolean>()
        .as("viewerIsAdmin"),
    ]);
}

const callerStatement = preparedStatement(callerRow);

type CallerRow = Awaited<ReturnType<typeof callerStatement>>["rows"][number];

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
  const [row] = (await callerStatement({ tokenHash: hashToken(token) })).rows;
  return callerOfRow(row, via, now);
}

function callerOfRow(row: CallerRow | undefined, via: Caller["via"], now: Date): Caller | null {
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

/**
 * A read of `userId`'s data whose first statement carries this token's session lookup
 * (lib/db/ride-along.ts): `caller` is what callerForToken would answer. The route decides.
 */
export function callerRide(
  token: string,
  via: Caller["via"],
  userId: string,
  now: Date,
): {
  ride: Ride;
  caller: Promise<Caller | null>;
  /** Runs the read with this ride as its request's. */
  run: <T>(read: () => Promise<T>) => Promise<T>;
} {
  const tokenHash = hashToken(token);
  const ride = new Ride(
    {
      lookup: callerStatement.compile({ tokenHash }),
      gate: (hash, user) =>
        `SELECT "userId" FROM "Session" WHERE "tokenHash" = ${hash} AND "userId" = ${user}`,
      tokenHash,
      userId,
    },
    { connect: () => connectUnheld(pool), forgetNames: () => forgetStatementNames(pool) },
  );
  const caller = ride.lookup.then(({ rows }) => callerOfRow(rows[0] as CallerRow, via, now));
  return { ride, caller, run: (read) => withRide(ride, read) };
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
