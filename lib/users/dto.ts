// The current-user shape returned by GET /api/auth/me, register and login. Types only, so
// client components can import it.
export interface MeDto {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: { slug: string }[];
  status: "active" | "disabled" | "suspicious";
  onboardingStatus: "pending" | "complete";
  onboardingCompletedAt: string | null;
  isNew: boolean;
  /** Cents, Stripe-style: negative means credit owed to the customer (flip the sign to show it). */
  balance: number;
  deliveryDay: "MONDAY" | "THURSDAY" | null;
  deliveryTime: string | null;
  lastAccessedRole: string | null;
  referralCode: string;
  activeSubscription: {
    id: string;
    planId: string;
    status: "ACTIVE" | "PAUSED" | "ON_HOLD" | "CANCELLED";
    deliveryDay: "MONDAY" | "THURSDAY";
    deliveryTime: string;
  } | null;
}
