// The sign-up's menu call for the first delivery: the meal step loads it, and the checkout drops
// it after a sold-out answer so the meal step reloads the portions left.
import type { FunnelState } from "./funnel-state";

export function signupMenuKey(state: Pick<FunnelState, "firstDelivery" | "skipFirstWeek">) {
  if (!state.firstDelivery) return null;
  return state.skipFirstWeek
    ? `/api/weeks/${state.firstDelivery.weekStart}`
    : "/api/weeks/upcoming-week";
}
