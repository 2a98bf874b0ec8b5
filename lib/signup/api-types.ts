// The shapes the sign-up screens read from the API (see the route handlers under app/api).
// Types only, so every screen can import them.
import type { PlaceOption } from "@/lib/addresses/built-in-places";
import type { CouponTerms } from "@/lib/billing/pricing";
import type { DeliveryDayValue, FirstDelivery } from "@/lib/delivery-schedule/windows";
import type { DishDto } from "@/lib/menus/dish-dto";
import type { Quote } from "@/lib/orders/quote";
import type { OrderDto } from "@/lib/orders/order-dto";
import type { PlanDto } from "@/lib/plans/plan-dto";
import type { RatingSummary } from "@/lib/ratings/summaries";
import type { MeDto } from "@/lib/users/dto";

export type { DeliveryDayValue, FirstDelivery, MeDto, OrderDto, PlaceOption, PlanDto };
export type { PostalCheck as PostalCheckResult } from "@/lib/addresses/postal-check";
export type { FaqDto as FaqEntry } from "@/lib/faq/list-faqs";
export type { WeekMenuDto as WeekMenu } from "@/lib/menus/week-menu";

/** A dish on a week's menu, carrying its menu entry's isNew flag. */
/** `left`: portions left of a capped dish this week (0: sold out); null or absent: no cap. */
export type MenuDishDto = DishDto & {
  isNew: boolean;
  left?: number | null;
  /** The dish's average once 3 customers rated it (lib/ratings/summaries.ts). */
  rating?: RatingSummary | null;
};

/** The checkout's order summary (the server's quote, less the plan id). */
export type OrderSummary = Omit<Quote, "planId">;

export interface NotifyMeResult {
  ok: boolean;
  message: string;
}

export interface AutocompleteResult {
  provider: string;
  options: PlaceOption[];
}

export type PromoLookup =
  | ({ kind: "coupon"; code: string; description: string } & CouponTerms)
  | { kind: "gift"; code: string; balanceCents: number };

export interface OfflineCardToken {
  id: string;
  brand: string;
  last4: string;
  testMode: boolean;
}

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
}

export interface RegisteredCustomer {
  token: string;
  user: MeDto;
}
