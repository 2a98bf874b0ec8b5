// The shapes of the meals page's calls (GET .../orders/week/current-week and the per-week calls).
// Types only, so client components can import them.
import type { PriceBreakdown } from "@/lib/billing/pricing";
import type { IsoDate } from "@/lib/clock";
import type { WeekMenuItemDto } from "@/lib/menus/week-menu";
import type { OrderAddOnDto, WeekAddOnDto } from "@/lib/add-ons/dto";
import type { WeekStatus } from "./week-state";

export type { WeekStatus };

export interface CustomerWeekItemDto {
  dishId: string;
  name: string;
  imageUrl: string;
  splitDeliveryEligible: boolean;
  quantity: number;
  slot: "SINGLE" | "MONDAY" | "THURSDAY";
}

export interface CustomerWeekOrderDto {
  id: string;
  number: string;
  status: string;
  splitDelivery: boolean;
  chefSelected: boolean;
  mealsCount: number;
  items: CustomerWeekItemDto[];
  /** Desserts, drinks... on top of the meals (a skipped week has none: skipping drops them). */
  addOns: OrderAddOnDto[];
}

export interface CustomerWeekDto {
  /** The Week row's id (the `{weekId}` of PATCH /api/orders/week/{weekId}); null if not set up. */
  weekId: string | null;
  /** Monday, "YYYY-MM-DD" (Toronto). */
  startDate: IsoDate;
  endDate: IsoDate;
  /** ISO instant: Wednesday 11:59 PM Toronto of the week before. */
  orderDeadline: string;
  /** "Wednesday, November 25 at 11:59 PM" (Toronto). */
  deadlineLabel: string;
  /** The delivery day(s) this week: one, or Monday and Thursday with split delivery. */
  deliveryDates: IsoDate[];
  deliveryWindow: string;
  status: WeekStatus;
  beforeDeadline: boolean;
  /** Computed on the server: meals may be changed and the week skipped or unskipped now. */
  editable: boolean;
  /** Open with no meals chosen: "Chef's choice will be picked for you" at the deadline. */
  needsMeals: boolean;
  chefsChoice: boolean;
  order: CustomerWeekOrderDto | null;
  /**
   * The week's box: its own size (set for this week only) or the plan's; null without a plan.
   * The meal picker, the split rule and the price follow it.
   */
  box: { mealsPerWeek: number; pricePerMealCents: number; thisWeekOnly: boolean } | null;
  /** The week's published menu in the chef's order; null until the chef publishes it. */
  menu: WeekMenuItemDto[] | null;
  /** The week's add-ons, their own section of the menu; null until the menu is published. */
  addOnMenu: WeekAddOnDto[] | null;
  /**
   * A week to be charged (open or skipped, before its deadline): its live price from the one
   * pricing function, gift balance and credit applied as the open weeks before leave them. Null
   * otherwise.
   */
  price: PriceBreakdown | null;
}

export interface CustomerPlanDto {
  subscriptionId: string;
  status: "ACTIVE" | "PAUSED" | "ON_HOLD" | "CANCELLED";
  planId: string;
  planName: string;
  mealsPerWeek: number;
  pricePerMealCents: number;
  deliveryDay: "MONDAY" | "THURSDAY";
  deliveryTime: string;
  deliveryWindow: string;
  /** The standing split-delivery choice (Monday and Thursday halves) every new week follows. */
  splitDelivery: boolean;
  startsOn: IsoDate;
  pausedAt: string | null;
  resumeOn: IsoDate | null;
  /** With a resume date: the first delivery week after it. */
  resumesWeekStart: IsoDate | null;
}

export interface CustomerWeeksDto {
  now: string;
  /** The week customers choose for now (its deadline has not passed). */
  upcomingWeekStart: IsoDate;
  /** The customer's plan (active, paused or on hold); null with none or a cancelled one. */
  plan: CustomerPlanDto | null;
  splitDelivery: { available: boolean; reason?: string };
  /**
   * The latest week already past its deadline (read-only: being prepared or delivered), then the
   * upcoming week and the 4 after it.
   */
  weeks: CustomerWeekDto[];
  /** The first-order saving on the earliest open week (skipping that week moves it). */
  firstOrderSaving: { weekStart: IsoDate; cents: number } | null;
}
