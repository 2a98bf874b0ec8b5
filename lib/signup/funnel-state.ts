// What the sign-up funnel remembers between steps: kept in sessionStorage so a reload or the back
// button loses nothing, and dropped when the tab closes. Never passwords or card data.
// Read back by hand, not with zod: every funnel step loads this file, and zod would be the
// biggest library on those pages. funnel-state.test.ts checks the reader against a zod schema.
import { DELIVERY_DAYS, type DeliveryDayValue } from "@/lib/delivery-schedule/delivery-days";
import { canonicalAllergens, type Allergen } from "@/lib/menus/allergens";
import { DIET_IDS, type DietPreference } from "@/lib/users/diet-preference-schema";
import { MEAL_SLOTS, type MealSlot } from "@/lib/orders/meal-selection-rules";

export const FUNNEL_STORAGE_KEY = "lakeshore.signup.v1";

export interface FunnelCartItem {
  dishId: string;
  name: string;
  imageUrl: string;
  splitDeliveryEligible: boolean;
  quantity: number;
  slot: MealSlot;
}

export interface FunnelPlan {
  id: string;
  slug: string;
  name: string;
  mealsPerWeek: number;
  pricePerMealCents: number;
  pricePerWeekCents: number;
}

/** The server's answer for the chosen day and skip option. */
export interface FunnelFirstDelivery {
  weekStart: string;
  deliveryDate: string;
  deliveryDateLabel: string;
  orderDeadline: string;
}

export const DISCOUNT_TYPES = ["PERCENT", "AMOUNT"] as const;
export const COUPON_DURATIONS = ["FIRST_ORDER", "RECURRING"] as const;

export type AppliedCode =
  | {
      kind: "coupon";
      code: string;
      description: string;
      attached: boolean;
      /** Its terms, so the summary can show the saving before the account exists. */
      discountType?: (typeof DISCOUNT_TYPES)[number];
      percentOff?: number | null;
      amountOffCents?: number | null;
      duration?: (typeof COUPON_DURATIONS)[number];
    }
  | { kind: "gift"; code: string; balanceCents: number; attached: boolean };

export interface FunnelAccount {
  userId: string;
  email: string;
  firstName: string;
  deliveryDay?: DeliveryDayValue;
  deliveryTime?: string;
  /** The list the account holds, to save it again only if it changed since. */
  allergenExclusions?: Allergen[];
  /** The diet the account holds (saved after registration), likewise. */
  dietPreference?: DietPreference | null;
}

export interface FunnelState {
  referralCode?: string;
  postalCode?: string;
  city?: string;
  plan?: FunnelPlan;
  deliveryDay?: DeliveryDayValue;
  deliveryTime?: string;
  skipFirstWeek: boolean;
  firstDelivery?: FunnelFirstDelivery;
  cart: FunnelCartItem[];
  /** The delivery week the cart's dishes were chosen from. */
  cartWeekStart?: string;
  splitDelivery: boolean;
  /** "Allergens to avoid" from the meal step: dishes with them are marked; sent at sign-up. */
  allergenExclusions: Allergen[];
  /** The diet chosen at the meal step: the menu shows its dishes; saved at sign-up. */
  dietPreference: DietPreference | null;
  codes: AppliedCode[];
  /** Set once the account exists, so a retry of "Place order" does not register twice. */
  account?: FunnelAccount;
  /** Set when the order is placed: every step then leads to the confirmation. */
  completedOrderId?: string;
  /** What "Place order" already finished, so a retry picks up where it stopped. */
  progress: {
    /** The address fields last saved, as one string, to skip saving the same address twice. */
    savedAddressKey?: string;
    card?: { brand: string; last4: string };
    subscriptionPlanId?: string;
  };
}

export const EMPTY_FUNNEL: FunnelState = {
  skipFirstWeek: false,
  cart: [],
  splitDelivery: false,
  allergenExclusions: [],
  dietPreference: null,
  codes: [],
  progress: {},
};

// The readers below throw on the first value of the wrong shape; parseFunnelState turns that
// into "nothing stored". Absent optional fields stay absent; missing lists and flags get defaults.
class Unreadable extends Error {}

function fail(): never {
  throw new Unreadable();
}

type Fields = Record<string, unknown>;

function record(value: unknown): Fields {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail();
  return value as Fields;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : fail();
}

function flag(value: unknown): boolean {
  return typeof value === "boolean" ? value : fail();
}

function finite(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fail();
}

function integer(value: unknown): number {
  return Number.isSafeInteger(value) ? (value as number) : fail();
}

function positiveInteger(value: unknown): number {
  const n = integer(value);
  return n > 0 ? n : fail();
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T =>
    (values as readonly unknown[]).includes(value) ? (value as T) : fail();

function list<T>(value: unknown, read: (item: unknown) => T): T[] {
  return Array.isArray(value) ? value.map(read) : fail();
}

function maybe<T>(value: unknown, read: (value: unknown) => T): T | undefined {
  return value === undefined ? undefined : read(value);
}

function orDefault<T>(value: unknown, read: (value: unknown) => T, fallback: T): T {
  return value === undefined ? fallback : read(value);
}

const nullable =
  (read: (value: unknown) => number) =>
  (value: unknown): number | null =>
    value === null ? null : read(value);

/** A known diet, else none (a diet dropped from the list since is forgotten, not fatal). */
const diet = (value: unknown): DietPreference | null =>
  (DIET_IDS as readonly unknown[]).includes(value) ? (value as DietPreference) : null;

/** Known allergens only, each once: a name dropped from the list since is forgotten, not fatal. */
const allergens = (value: unknown): Allergen[] => canonicalAllergens(list(value, text));

function cartItem(value: unknown): FunnelCartItem {
  const item = record(value);
  return {
    dishId: text(item.dishId),
    name: text(item.name),
    imageUrl: text(item.imageUrl),
    splitDeliveryEligible: flag(item.splitDeliveryEligible),
    quantity: positiveInteger(item.quantity),
    slot: oneOf(MEAL_SLOTS)(item.slot),
  };
}

function plan(value: unknown): FunnelPlan {
  const p = record(value);
  return {
    id: text(p.id),
    slug: text(p.slug),
    name: text(p.name),
    mealsPerWeek: positiveInteger(p.mealsPerWeek),
    pricePerMealCents: integer(p.pricePerMealCents),
    pricePerWeekCents: integer(p.pricePerWeekCents),
  };
}

function firstDelivery(value: unknown): FunnelFirstDelivery {
  const d = record(value);
  return {
    weekStart: text(d.weekStart),
    deliveryDate: text(d.deliveryDate),
    deliveryDateLabel: text(d.deliveryDateLabel),
    orderDeadline: text(d.orderDeadline),
  };
}

function appliedCode(value: unknown): AppliedCode {
  const c = record(value);
  if (c.kind === "gift") {
    return {
      kind: "gift",
      code: text(c.code),
      balanceCents: finite(c.balanceCents),
      attached: flag(c.attached),
    };
  }
  if (c.kind !== "coupon") fail();
  return {
    kind: "coupon",
    code: text(c.code),
    description: text(c.description),
    attached: flag(c.attached),
    discountType: maybe(c.discountType, oneOf(DISCOUNT_TYPES)),
    percentOff: maybe(c.percentOff, nullable(finite)),
    amountOffCents: maybe(c.amountOffCents, nullable(finite)),
    duration: maybe(c.duration, oneOf(COUPON_DURATIONS)),
  };
}

function account(value: unknown): FunnelAccount {
  const a = record(value);
  return {
    userId: text(a.userId),
    email: text(a.email),
    firstName: text(a.firstName),
    deliveryDay: maybe(a.deliveryDay, oneOf(DELIVERY_DAYS)),
    deliveryTime: maybe(a.deliveryTime, text),
    allergenExclusions: maybe(a.allergenExclusions, allergens),
    dietPreference: maybe(a.dietPreference, diet),
  };
}

function progress(value: unknown): FunnelState["progress"] {
  const p = record(value);
  const card = maybe(p.card, record);
  return {
    savedAddressKey: maybe(p.savedAddressKey, text),
    card: card && { brand: text(card.brand), last4: text(card.last4) },
    subscriptionPlanId: maybe(p.subscriptionPlanId, text),
  };
}

/** The stored state, or null when it has any other shape (an old version, a hand edit). */
export function parseFunnelState(value: unknown): FunnelState | null {
  try {
    const s = record(value);
    return {
      referralCode: maybe(s.referralCode, text),
      postalCode: maybe(s.postalCode, text),
      city: maybe(s.city, text),
      plan: maybe(s.plan, plan),
      deliveryDay: maybe(s.deliveryDay, oneOf(DELIVERY_DAYS)),
      deliveryTime: maybe(s.deliveryTime, text),
      skipFirstWeek: orDefault(s.skipFirstWeek, flag, false),
      firstDelivery: maybe(s.firstDelivery, firstDelivery),
      cart: orDefault(s.cart, (v) => list(v, cartItem), []),
      cartWeekStart: maybe(s.cartWeekStart, text),
      splitDelivery: orDefault(s.splitDelivery, flag, false),
      allergenExclusions: orDefault(s.allergenExclusions, allergens, []),
      dietPreference: orDefault(s.dietPreference, diet, null),
      codes: orDefault(s.codes, (v) => list(v, appliedCode), []),
      account: maybe(s.account, account),
      completedOrderId: maybe(s.completedOrderId, text),
      progress: orDefault(s.progress, progress, {}),
    };
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored state; anything unreadable (old shape, hand-edited) starts the funnel afresh. */
export function readFunnelState(): FunnelState {
  try {
    const raw = storage()?.getItem(FUNNEL_STORAGE_KEY);
    if (!raw) return EMPTY_FUNNEL;
    return parseFunnelState(JSON.parse(raw)) ?? EMPTY_FUNNEL;
  } catch {
    return EMPTY_FUNNEL;
  }
}

export function writeFunnelState(state: FunnelState): void {
  try {
    storage()?.setItem(FUNNEL_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Quota or privacy mode: the funnel still works in this tab, it just won't survive a reload.
  }
}

export function clearFunnelState(): void {
  try {
    storage()?.removeItem(FUNNEL_STORAGE_KEY);
  } catch {
    // ignore
  }
}
