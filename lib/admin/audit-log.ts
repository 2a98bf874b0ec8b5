// The admin audit log: every admin action on a customer, with who, what, whom, when, and the
// state before and after. Written in the same transaction as the change where there is one.
import type { Prisma } from "@/generated/prisma/client";
import { db, type Db, type Tx } from "@/lib/db";
import { auditWords, type AuditWords } from "./audit-wording";

export interface AuditEntry {
  actorId: string;
  /** Null when no account owns what was changed (a gift card bought without signing in). */
  targetUserId: string | null;
  giftCardId?: string;
  action: string;
  detail?: string;
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
}

/** The account facts each entry keeps before and after: status, balance, latest plan status. */
export const auditStateSelect = {
  status: true,
  balanceCents: true,
  subscriptions: { orderBy: { createdAt: "desc" }, take: 1, select: { status: true } },
} as const satisfies Prisma.UserSelect;

export function auditState(user: Prisma.UserGetPayload<{ select: typeof auditStateSelect }>) {
  return {
    status: user.status,
    balanceCents: user.balanceCents,
    subscription: user.subscriptions[0]?.status ?? null,
  };
}

/** The account's state for an entry, or null when there is no such user. */
export async function readAuditState(userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: auditStateSelect });
  return user ? auditState(user) : null;
}

export async function writeAudit(client: Db | Tx, entry: AuditEntry, now: Date): Promise<void> {
  await client.adminAuditLog.create({ data: { ...entry, createdAt: now } });
}

export interface AuditEntryDto {
  id: string;
  action: string;
  detail: string | null;
  actor: string;
  before: unknown;
  after: unknown;
  createdAt: string;
  /** The entry as a person reads it (lib/admin/audit-wording.ts). */
  words: AuditWords;
}

export async function auditFor(targetUserId: string, take = 50): Promise<AuditEntryDto[]> {
  const rows = await db.adminAuditLog.findMany({
    where: { targetUserId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      action: true,
      detail: true,
      before: true,
      after: true,
      createdAt: true,
      actor: { select: { firstName: true, lastName: true, email: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    detail: row.detail,
    actor: row.actor ? `${row.actor.firstName} ${row.actor.lastName}` : "A former admin",
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
    words: auditWords(row),
  }));
}
