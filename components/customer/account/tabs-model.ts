// The account page's tabs, in order, and which tab a key press moves to (WAI-ARIA tabs pattern:
// arrows wrap around, Home and End jump to the ends). The active tab lives in ?tab= so a reload
// or a shared link keeps it.
export const ACCOUNT_TABS = [
  { id: "account", label: "Account" },
  { id: "rewards", label: "Rewards" },
  { id: "plan", label: "Plan" },
  { id: "delivery", label: "Delivery day and time" },
  { id: "payment", label: "Payment information" },
  { id: "address", label: "Delivery address" },
  { id: "user", label: "User information" },
  { id: "password", label: "Password" },
  { id: "deactivate", label: "Deactivate" },
] as const;

export type AccountTabId = (typeof ACCOUNT_TABS)[number]["id"];

export function tabFromQuery(value: string | null | undefined): AccountTabId {
  return ACCOUNT_TABS.find((tab) => tab.id === value)?.id ?? "account";
}

/** The index a key moves focus (and selection) to, or null for keys the tablist ignores. */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
