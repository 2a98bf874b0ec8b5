// The shapes the sign-up screens read from the API (see the route handlers under app/api).
// Types only, so every screen can import them.
import type { DeliveryDayValue, FirstDelivery } from "@/lib/delivery-schedule/windows";
import type { OrderDto } from "@/lib/orders/order-dto";
import type { PlanDto } from "@/lib/plans/plan-dto";
import type { MeDto } from "@/lib/users/dto";

export type { DeliveryDayValue, FirstDelivery, MeDto, OrderDto, PlanDto };

export type PostalCheckResult =
  | { deliverable: true; postalCode: string; city: string }
  | { deliverable: false; postalCode: string; message: string };

export interface NotifyMeResult {
  ok: boolean;
  message: string;
}

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface MenuDishDto {
  id: string;
  slug: string;
  name: string;
  description: string;
  protein: number;
  carbs: number;
  fat: number;
  calories: number;
  ingredients: string;
  allergens: string[];
  tags: string[];
  splitDeliveryEligible: boolean;
  imageUrl: string;
  isNew: boolean;
}

export interface WeekMenu {
  id: string;
  startDate: string;
  endDate: string;
  orderDeadline: string;
  menus: { id: string; isNew: boolean; sortingOrder: number; dish: MenuDishDto }[];
}

export interface PlaceOption {
  placeId: string;
  description: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
}

export interface AutocompleteResult {
  provider: string;
  options: PlaceOption[];
}

export type PromoLookup =
  | { kind: "coupon"; code: string; description: string }
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

export interface OrderSummary {
  subtotalCents: number;
  firstOrderPromoCents: number;
  couponSavingsCents: number;
  splitDeliveryFeeCents: number;
  taxCents: number;
  giftCardSavingsCents: number;
  creditsAppliedCents: number;
  totalCents: number;
  giftCardBalanceCents: number;
  mealsPerWeek: number;
  pricePerMealCents: number;
  splitDelivery: boolean;
  couponCode: string | null;
}

export interface RegisteredCustomer {
  token: string;
  user: MeDto;
}
