import {
  auditWords,
  balanceWords,
  readableDetail,
  shortWindow,
  stateChanges,
} from "./audit-wording";

const state = (status: string, balanceCents: number, subscription: string | null) => ({
  status,
  balanceCents,
  subscription,
});

describe("audit entries in words", () => {
  it.each([
    ["grant-credit", "Granted credit"],
    ["mark-suspicious", "Marked the account suspicious"],
    ["view-as-customer", "Viewed the account as the customer"],
    ["customer-route", "Changed on the customer's behalf"],
    ["something-new", "Something new"],
  ])("the action %s reads %s", (action, title) => {
    expect(auditWords({ action, detail: null, before: null, after: null }).title).toBe(title);
  });

  it("a $10 credit reads +$10.00 credit, not balanceCents: 0 → -1000", () => {
    expect(stateChanges(state("active", 0, "ACTIVE"), state("active", -1000, "ACTIVE"))).toEqual([
      "+$10.00 credit (balance: no credit → $10.00 credit)",
    ]);
  });

  it("a credit taken back, a status and a plan change each read as a sentence", () => {
    expect(
      stateChanges(state("active", -1500, "ACTIVE"), state("suspicious", -500, "PAUSED")),
    ).toEqual([
      "Account: Active → Suspicious",
      "−$10.00 credit (balance: $15.00 credit → $5.00 credit)",
      "Plan: Active → Paused",
    ]);
    expect(stateChanges(state("active", 0, null), state("disabled", 0, "CANCELLED"))).toEqual([
      "Account: Active → Deactivated",
      "Plan: no plan → Cancelled",
    ]);
  });

  it("nothing changed, or no state kept, reads no change lines", () => {
    expect(stateChanges(state("active", 0, "ACTIVE"), state("active", 0, "ACTIVE"))).toEqual([]);
    expect(stateChanges(null, undefined)).toEqual([]);
  });

  it("balances read as credit or owed", () => {
    expect(balanceWords(-250)).toBe("$2.50 credit");
    expect(balanceWords(250)).toBe("$2.50 owed");
    expect(balanceWords(0)).toBe("no credit");
  });

  it("instants read in Toronto time and schedules as a day and a window", () => {
    expect(
      readableDetail("Opened the customer's pages read-only until 2026-11-26T14:13:00.000Z."),
    ).toBe("Opened the customer's pages read-only until Thursday, November 26, 9:13 AM.");
    expect(readableDetail("Moved to monday, 16-20")).toBe("Moved to Monday, 4–8 PM");
    expect(readableDetail("Moved to THURSDAY, 08-12")).toBe("Moved to Thursday, 8 AM–12 PM");
  });

  it.each([
    ["16-20", "4–8 PM"],
    ["08-12", "8 AM–12 PM"],
    ["12-16", "12–4 PM"],
    ["nonsense", "nonsense"],
  ])("the window %s reads %s", (id, words) => {
    expect(shortWindow(id)).toBe(words);
  });

  it.each([
    ["PUT /api/users/{userId}/allergens", "Changed the allergens they avoid"],
    [
      "PUT /api/users/{userId}/orders/week/2026-12-07",
      "Chose the meals for the week of Monday, December 7",
    ],
    ["POST /api/users/{userId}/coupons/welcome50", "Applied the code WELCOME50"],
    [
      "PUT /api/users/{userId}/subscription",
      "Changed their plan (size, day, skip, pause, resume or cancel)",
    ],
    ["DELETE /api/users/{userId}/unknown", "DELETE /api/users/{userId}/unknown"],
  ])("a write on the customer's behalf, %s, reads %s", (route, words) => {
    expect(
      auditWords({ action: "customer-route", detail: route, before: null, after: null }).detail,
    ).toBe(words);
  });
});
