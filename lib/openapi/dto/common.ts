// The small shapes many answers share: dates, instants and the enums the domain repeats.
// A date is a Toronto calendar day ("YYYY-MM-DD"); an instant is an ISO timestamp with its offset
// (a Date as JSON). Both carry their OpenAPI `format` and a pattern, which the tests check.
import { z } from "zod";

export const isoDate = z.iso.date();
export const instant = z.iso.datetime({ offset: true });

export const deliveryDay = z.enum(["MONDAY", "THURSDAY"]);
export const subscriptionStatus = z.enum(["ACTIVE", "PAUSED", "ON_HOLD", "CANCELLED"]);
export const accountStatus = z.enum(["active", "disabled", "suspicious"]);

/** Whether the customer may split a week's delivery (lib/delivery-schedule), and why not. */
export const splitRuleSchema = z
  .object({ available: z.boolean(), reason: z.string().optional() })
  .meta({ id: "SplitRule" });

/** A dish's nutrition and allergens, as dishes and add-ons both state them. */
export const nutritionFields = {
  protein: z.number().meta({ description: "grams" }),
  carbs: z.number().meta({ description: "grams" }),
  fat: z.number().meta({ description: "grams" }),
  calories: z.number().meta({ description: "kcal" }),
  ingredients: z.string(),
  allergens: z.array(z.string()),
};

/** A dish from the chef's library (lib/menus/week-menu.ts's DishDto). */
export const dishSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    ...nutritionFields,
    tags: z.array(z.string()),
    splitDeliveryEligible: z.boolean(),
    imageUrl: z.string(),
  })
  .meta({ id: "Dish" });

/** A name and how many of it (a box's meals, a day's dishes). */
export const quantityLineSchema = z
  .object({ name: z.string(), quantity: z.number() })
  .meta({ id: "QuantityLine" });
