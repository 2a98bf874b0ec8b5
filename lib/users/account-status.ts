// The account status machine in one place: every change of User.status (an admin's action or the
// customer's own deactivation) goes through nextAccountStatus. `disabled` refuses sign-in, and
// only a deliberate reactivation leaves it; `suspicious` flags an account that may still sign in.
import type { Db, Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

export const ACCOUNT_STATUSES = ["active", "suspicious", "disabled"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_ACTIONS = ["deactivate", "mark-suspicious", "reactivate"] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** Per action: the statuses it may start from and the one it leads to. */
const MOVES: Record<AccountAction, { from: readonly AccountStatus[]; to: AccountStatus }> = {
  deactivate: { from: ["active", "suspicious"], to: "disabled" },
  // Not from disabled: suspicious accounts sign in, so the flag would quietly reopen the account.
  "mark-suspicious": { from: ["active"], to: "suspicious" },
  reactivate: { from: ["suspicious", "disabled"], to: "active" },
};

export function canApplyAccountAction(from: AccountStatus, action: AccountAction): boolean {
  return MOVES[action].from.includes(from);
}

/** The status `action` leads to from `from`, or a 409 naming the account (`name`) and why. */
export function nextAccountStatus(
  from: AccountStatus,
  action: AccountAction,
  name: string,
): AccountStatus {
  if (canApplyAccountAction(from, action)) return MOVES[action].to;
  throw new AppError("CONFLICT", refusal(from, action, name));
}

function refusal(from: AccountStatus, action: AccountAction, name: string): string {
  if (action === "mark-suspicious" && from === "disabled")
    return `${name} is deactivated: marking the account suspicious would let it sign in again. Reactivate it first if that is what you mean.`;
  const already = { deactivate: "deactivated", "mark-suspicious": "marked suspicious" };
  if (action === "reactivate") return `${name} is already active.`;
  return `${name} is already ${already[action]}.`;
}

/**
 * Writes the move, conditional on the status it was decided from: a concurrent change (another
 * admin, the customer) makes it a 409 instead of overwriting what they did.
 */
export async function applyAccountAction(
  client: Db | Tx,
  user: { id: string; status: AccountStatus; name: string },
  action: AccountAction,
): Promise<AccountStatus> {
  const to = nextAccountStatus(user.status, action, user.name);
  const moved = await client.user.updateMany({
    where: { id: user.id, status: user.status },
    data: { status: to },
  });
  if (moved.count === 0) {
    throw new AppError(
      "CONFLICT",
      `${user.name}'s account changed meanwhile. Reload the page and try again.`,
    );
  }
  return to;
}
