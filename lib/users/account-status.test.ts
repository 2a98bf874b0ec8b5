import {
  ACCOUNT_ACTIONS,
  ACCOUNT_STATUSES,
  canApplyAccountAction,
  nextAccountStatus,
  type AccountAction,
  type AccountStatus,
} from "./account-status";

// Every (from, action) pair: the allowed ones listed with where they lead, everything else refused.
const allowed: Record<string, AccountStatus> = {
  "active:deactivate": "disabled",
  "suspicious:deactivate": "disabled",
  "active:mark-suspicious": "suspicious",
  "suspicious:reactivate": "active",
  "disabled:reactivate": "active",
};

const table: [AccountStatus, AccountAction, AccountStatus | null][] = [];
for (const from of ACCOUNT_STATUSES)
  for (const action of ACCOUNT_ACTIONS)
    table.push([from, action, allowed[`${from}:${action}`] ?? null]);

test.each(table)("%s, %s → %s", (from, action, to) => {
  expect(canApplyAccountAction(from, action)).toBe(to !== null);
  if (to) expect(nextAccountStatus(from, action, "Sam Lee")).toBe(to);
  else
    expect(() => nextAccountStatus(from, action, "Sam Lee")).toThrow(
      expect.objectContaining({ status: 409 }),
    );
});

test("a deactivated account leaves `disabled` only through reactivate", () => {
  const ways = ACCOUNT_ACTIONS.filter((a) => canApplyAccountAction("disabled", a));
  expect(ways).toEqual(["reactivate"]);
});

test("refusals name the account and say what to do", () => {
  expect(() => nextAccountStatus("disabled", "mark-suspicious", "Sam Lee")).toThrow(
    "Sam Lee is deactivated: marking the account suspicious would let it sign in again. Reactivate it first if that is what you mean.",
  );
  expect(() => nextAccountStatus("active", "reactivate", "Sam Lee")).toThrow(
    "Sam Lee is already active.",
  );
  expect(() => nextAccountStatus("disabled", "deactivate", "Sam Lee")).toThrow(
    "Sam Lee is already deactivated.",
  );
  expect(() => nextAccountStatus("suspicious", "mark-suspicious", "Sam Lee")).toThrow(
    "Sam Lee is already marked suspicious.",
  );
});
