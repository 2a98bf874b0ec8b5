// What the sign-up funnel remembers between steps: kept in sessionStorage so a reload or the back
// button loses nothing, and dropped when the tab closes. Never passwords or card data.
import { z } from "zod";
import { DELIVERY_DAYS } from "@/lib/delivery-schedule/windows";
import { canonicalAllergens } from "@/lib/menus/allergens";

export const FUNNEL_STORAGE_KEY = "lakeshore.signup.v1";

const cartItemSchema = z.object({
  dishId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  splitDeliveryEligible: z.boolean(),
  quantity: z.number().int().positive(),
  slot: z.enum(["SINGLE", "MONDAY", "THURSDAY"]),
});

/** Known allergens only, each once: a name dropped from the list since is forgotten, not fatal. */
const allergenListSchema = z.array(z.string()).transform(canonicalAllergens);

const planSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  mealsPerWeek: z.number().int().positive(),
  pricePerMealCents: z.number().int(),
  pricePerWeekCents: z.number().int(),
});

const firstDeliverySchema = z.object({
  weekStart: z.string(),
  deliveryDate: z.string(),
  deliveryDateLabel: z.string(),
  orderDeadline: z.string(),
});

const appliedCodeSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("coupon"),
    code: z.string(),
    description: z.string(),
    attached: z.boolean(),
    /** Its terms, so the summary can show the saving before the account exists. */
    discountType: z.enum(["PERCENT", "AMOUNT"]).optional(),
    percentOff: z.number().nullable().optional(),
    amountOffCents: z.number().nullable().optional(),
    duration: z.enum(["FIRST_ORDER", "RECURRING"]).optional(),
  }),
  z.object({
    kind: z.literal("gift"),
    code: z.string(),
    balanceCents: z.number(),
    attached: z.boolean(),
  }),
]);

export const funnelStateSchema = z.object({
  referralCode: z.string().optional(),
  postalCode: z.string().optional(),
  city: z.string().optional(),
  plan: planSchema.optional(),
  deliveryDay: z.enum(DELIVERY_DAYS).optional(),
  deliveryTime: z.string().optional(),
  skipFirstWeek: z.boolean().default(false),
  /** The server's answer for the chosen day and skip option. */
  firstDelivery: firstDeliverySchema.optional(),
  cart: z.array(cartItemSchema).default([]),
  /** The delivery week the cart's dishes were chosen from. */
  cartWeekStart: z.string().optional(),
  splitDelivery: z.boolean().default(false),
  /** "Allergens to avoid" from the meal step: dishes with them are marked; sent at sign-up. */
  allergenExclusions: allergenListSchema.default([]),
  codes: z.array(appliedCodeSchema).default([]),
  /** Set once the account exists, so a retry of "Place order" does not register twice. */
  account: z
    .object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string(),
      deliveryDay: z.enum(DELIVERY_DAYS).optional(),
      deliveryTime: z.string().optional(),
      /** The list the account holds, to save it again only if it changed since. */
      allergenExclusions: allergenListSchema.optional(),
    })
    .optional(),
  /** Set when the order is placed: every step then leads to the confirmation. */
  completedOrderId: z.string().optional(),
  /** What "Place order" already finished, so a retry picks up where it stopped. */
  progress: z
    .object({
      /** The address fields last saved, as one string, to skip saving the same address twice. */
      savedAddressKey: z.string().optional(),
      card: z.object({ brand: z.string(), last4: z.string() }).optional(),
      subscriptionPlanId: z.string().optional(),
    })
    .default({}),
});

export type FunnelState = z.infer<typeof funnelStateSchema>;
export type AppliedCode = FunnelState["codes"][number];
export type FunnelPlan = NonNullable<FunnelState["plan"]>;

export const EMPTY_FUNNEL: FunnelState = funnelStateSchema.parse({});

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
    const parsed = funnelStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_FUNNEL;
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
