import fc from "fast-check";
import { z } from "zod";
import { DELIVERY_DAYS } from "@/lib/delivery-schedule/delivery-days";
import { ALLERGENS, canonicalAllergens } from "@/lib/menus/allergens";
import { DIET_IDS } from "@/lib/users/diet-preference-schema";
import { MEAL_SLOTS } from "@/lib/orders/meal-selection-rules";
import {
  COUPON_DURATIONS,
  DISCOUNT_TYPES,
  EMPTY_FUNNEL,
  parseFunnelState,
  type FunnelState,
} from "./funnel-state";

// The stored state as a zod schema, built from the same lists: the reference the hand-written
// reader must agree with (the browser loads the reader, not zod).
const allergenList = z.array(z.string()).transform(canonicalAllergens);
const funnelStateSchema = z.object({
  referralCode: z.string().optional(),
  postalCode: z.string().optional(),
  city: z.string().optional(),
  plan: z
    .object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      mealsPerWeek: z.number().int().positive(),
      pricePerMealCents: z.number().int(),
      pricePerWeekCents: z.number().int(),
    })
    .optional(),
  deliveryDay: z.enum(DELIVERY_DAYS).optional(),
  deliveryTime: z.string().optional(),
  skipFirstWeek: z.boolean().default(false),
  firstDelivery: z
    .object({
      weekStart: z.string(),
      deliveryDate: z.string(),
      deliveryDateLabel: z.string(),
      orderDeadline: z.string(),
    })
    .optional(),
  cart: z
    .array(
      z.object({
        dishId: z.string(),
        name: z.string(),
        imageUrl: z.string(),
        splitDeliveryEligible: z.boolean(),
        quantity: z.number().int().positive(),
        slot: z.enum(MEAL_SLOTS),
      }),
    )
    .default([]),
  cartWeekStart: z.string().optional(),
  splitDelivery: z.boolean().default(false),
  allergenExclusions: allergenList.default([]),
  dietPreference: z.enum(DIET_IDS).nullable().default(null),
  codes: z
    .array(
      z.discriminatedUnion("kind", [
        z.object({
          kind: z.literal("coupon"),
          code: z.string(),
          description: z.string(),
          attached: z.boolean(),
          discountType: z.enum(DISCOUNT_TYPES).optional(),
          percentOff: z.number().nullable().optional(),
          amountOffCents: z.number().nullable().optional(),
          duration: z.enum(COUPON_DURATIONS).optional(),
        }),
        z.object({
          kind: z.literal("gift"),
          code: z.string(),
          balanceCents: z.number(),
          attached: z.boolean(),
        }),
      ]),
    )
    .default([]),
  account: z
    .object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string(),
      deliveryDay: z.enum(DELIVERY_DAYS).optional(),
      deliveryTime: z.string().optional(),
      allergenExclusions: allergenList.optional(),
      dietPreference: z.enum(DIET_IDS).nullable().optional(),
    })
    .optional(),
  completedOrderId: z.string().optional(),
  progress: z
    .object({
      savedAddressKey: z.string().optional(),
      card: z.object({ brand: z.string(), last4: z.string() }).optional(),
      subscriptionPlanId: z.string().optional(),
    })
    .default({}),
});

// The hand-written type and the schema's output are the same type (a compile-time check).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameType: Same<FunnelState, z.output<typeof funnelStateSchema>> = true;

test("the type and the schema describe the same state", () => {
  expect(sameType).toBe(true);
});

test("a funnel stored before diets existed keeps none; an unknown diet is forgotten", () => {
  expect(parseFunnelState({ cart: [] })?.dietPreference).toBeNull();
  expect(parseFunnelState({ cart: [], dietPreference: "VEGETARIAN" })?.dietPreference).toBe(
    "VEGETARIAN",
  );
  expect(parseFunnelState({ cart: [], dietPreference: "KETO" })?.dietPreference).toBeNull();
});

test("a funnel stored before allergens existed still reads, avoiding nothing", () => {
  const stored = parseFunnelState({ postalCode: "M5V 2T6", cart: [] });
  expect(stored?.allergenExclusions).toEqual([]);
  expect(EMPTY_FUNNEL.allergenExclusions).toEqual([]);
});

test("allergens to avoid are kept once each, in list order; unknown names are dropped", () => {
  const stored = parseFunnelState({ allergenExclusions: ["Sesame", "Kiwi", "Milk", "Milk"] });
  expect(stored?.allergenExclusions).toEqual(["Milk", "Sesame"]);
});

test("nothing stored reads as the empty funnel; a wrong shape reads as nothing", () => {
  expect(parseFunnelState({})).toEqual(EMPTY_FUNNEL);
  expect(parseFunnelState(null)).toBeNull();
  expect(parseFunnelState([])).toBeNull();
  expect(parseFunnelState({ cart: [{ dishId: "d", quantity: 1 }] })).toBeNull();
  expect(parseFunnelState({ plan: { id: "p", mealsPerWeek: 6.5 } })).toBeNull();
  expect(parseFunnelState({ codes: [{ kind: "voucher", code: "X" }] })).toBeNull();
});

// Each field is mostly well formed, sometimes any JSON value at all, and may be missing; numbers
// include the edges (0, negative, fractional, beyond safe integers). So a good share of states is
// readable, and a state wrong in just one place turns up often.
const or = <T>(valid: fc.Arbitrary<T>, ...wrong: fc.Arbitrary<unknown>[]) =>
  fc.oneof(
    { weight: 30, arbitrary: valid },
    { weight: 1, arbitrary: fc.oneof(fc.jsonValue(), ...wrong) },
  );
/** An object with its required fields present (rarely missing some), the optional ones maybe. */
const shape = <T extends Record<string, fc.Arbitrary<unknown>>>(
  fields: T,
  optional: (keyof T & string)[] = [],
) => {
  const required = (Object.keys(fields) as (keyof T & string)[]).filter(
    (key) => !optional.includes(key),
  );
  return or(fc.record(fields, { requiredKeys: required }), fc.record(fields, { requiredKeys: [] }));
};
const optionalOnly = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) =>
  shape(fields, Object.keys(fields));
const word = fc.string({ maxLength: 8 });
const unsafe = fc.constantFrom(1.5, -0.5, 2 ** 53, -(2 ** 53), 1e300);
const int = or(fc.oneof(fc.integer(), fc.constantFrom(0, 2 ** 53 - 1, 1 - 2 ** 53)), unsafe);
const positive = or(
  fc.oneof(fc.integer({ min: 1 }), fc.constant(2 ** 53 - 1)),
  fc.constantFrom(0, -1),
  unsafe,
);
const number = or(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })));
const nullableNumber = or(
  fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null }),
);
const day = or(fc.constantFrom(...DELIVERY_DAYS), fc.constant("TUESDAY"));
const allergens = or(fc.array(or(fc.constantFrom(...ALLERGENS, "Kiwi")), { maxLength: 5 }));

const storedState = optionalOnly({
  referralCode: or(word),
  postalCode: or(word),
  city: or(word),
  plan: shape({
    id: or(word),
    slug: or(word),
    name: or(word),
    mealsPerWeek: positive,
    pricePerMealCents: int,
    pricePerWeekCents: int,
  }),
  deliveryDay: day,
  deliveryTime: or(word),
  skipFirstWeek: or(fc.boolean()),
  firstDelivery: shape({
    weekStart: or(word),
    deliveryDate: or(word),
    deliveryDateLabel: or(word),
    orderDeadline: or(word),
  }),
  cart: or(
    fc.array(
      shape({
        dishId: or(word),
        name: or(word),
        imageUrl: or(word),
        splitDeliveryEligible: or(fc.boolean()),
        quantity: positive,
        slot: or(fc.constantFrom(...MEAL_SLOTS), fc.constant("FRIDAY")),
      }),
      { maxLength: 3 },
    ),
  ),
  cartWeekStart: or(word),
  splitDelivery: or(fc.boolean()),
  allergenExclusions: allergens,
  codes: or(
    fc.array(
      fc.oneof(
        shape(
          {
            kind: or(fc.constant("coupon"), fc.constant("voucher")),
            code: or(word),
            description: or(word),
            attached: or(fc.boolean()),
            discountType: or(fc.constantFrom(...DISCOUNT_TYPES), fc.constant("FREE")),
            percentOff: nullableNumber,
            amountOffCents: nullableNumber,
            duration: or(fc.constantFrom(...COUPON_DURATIONS), fc.constant("FOREVER")),
          },
          ["discountType", "percentOff", "amountOffCents", "duration"],
        ),
        shape({
          kind: or(fc.constant("gift"), fc.constant("voucher")),
          code: or(word),
          balanceCents: number,
          attached: or(fc.boolean()),
        }),
      ),
      { maxLength: 3 },
    ),
  ),
  account: shape(
    {
      userId: or(word),
      email: or(word),
      firstName: or(word),
      deliveryDay: day,
      deliveryTime: or(word),
      allergenExclusions: allergens,
    },
    ["deliveryDay", "deliveryTime", "allergenExclusions"],
  ),
  completedOrderId: or(word),
  progress: optionalOnly({
    savedAddressKey: or(word),
    card: shape({ brand: or(word), last4: or(word) }),
    subscriptionPlanId: or(word),
  }),
});

test("the hand-written reader accepts, rejects and fills in exactly as the zod schema does", () => {
  let readable = 0;
  fc.assert(
    fc.property(storedState, (generated) => {
      // What sessionStorage hands back: JSON text, parsed.
      const stored: unknown = JSON.parse(JSON.stringify(generated));
      const expected = funnelStateSchema.safeParse(stored);
      const actual = parseFunnelState(stored);
      if (expected.success) readable++;
      expect(actual).toEqual(expected.success ? expected.data : null);
    }),
    { numRuns: 3000 },
  );
  // The generator must exercise both answers, or the agreement says little.
  expect(readable).toBeGreaterThan(300);
  expect(readable).toBeLessThan(2700);
});
