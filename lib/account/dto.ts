// GET /api/users/{userId}/customer-account: what the account page's tabs show. Types only.
import type { IsoDate } from "@/lib/clock";
import type { CustomerPlanDto } from "@/lib/meals/dto";
import type { PausePreview } from "@/lib/subscriptions/pause-preview";
import type { ResumeWeekChoice } from "@/lib/subscriptions/pause-rules";

export interface CustomerAccountDto {
  user: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    status: "active" | "disabled" | "suspicious";
    isAdmin: boolean;
  };
  /** Active, paused or on hold; null with no plan or a cancelled one. */
  plan: CustomerPlanDto | null;
  /** The last cancellation, when there is no live plan. */
  cancelled: { cancelledAt: string; reason: string | null } | null;
  deliverySchedule: {
    deliveryDay: "MONDAY" | "THURSDAY" | null;
    deliveryTime: string | null;
    deliveryWindow: string;
    /** Half the meals on Monday, half on Thursday (the plan's standing choice). */
    splitDelivery: boolean;
    /** Whether the plan's size allows split delivery, and why not. */
    splitRule: { available: boolean; reason?: string };
  };
  address: {
    street: string;
    unit: string | null;
    city: string;
    province: string;
    postalCode: string;
    buzzer: string | null;
    phone: string;
    instructions: string | null;
  } | null;
  card: {
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    problem: string | null;
    testMode: boolean;
  } | null;
  /** True while a week's charge is under way (locked, or a failed charge being retried). */
  chargeInProgress: boolean;
  /** "A payment method update takes 24-48 hours to apply." while a charge is under way. */
  paymentUpdateNotice: string | null;
  /** The week customers choose for now and its deadline. */
  upcomingWeek: { weekStart: IsoDate; orderDeadline: string; deadlineLabel: string };
  /** The pause rule: the resume date's bounds, the weeks one may come back with, and what a
   * pause would skip (the confirmation lists it). */
  pause: {
    earliestResumeDate: IsoDate;
    latestResumeDate: IsoDate;
    resumeWeeks: ResumeWeekChoice[];
    preview: PausePreview;
  };
}
