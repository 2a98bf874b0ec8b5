// The allergens a customer wants to avoid, as sent by the Plan tab and the sign-up funnel and
// checked by PUT /api/users/{userId}/allergens and POST /api/auth/register/customer.
// Client-safe: no server imports, so the forms validate with the same schema as the handlers.
import { z } from "zod";
import { ALLERGENS, canonicalAllergens, type Allergen } from "@/lib/menus/allergens";

export const UNKNOWN_ALLERGEN_MESSAGE = `Choose from the listed allergens: ${ALLERGENS.join(", ")}.`;

/** Known allergen ids only; repeats are dropped; never longer than the list of allergens. */
export const allergenExclusionsSchema = z
  .array(z.enum(ALLERGENS, { error: UNKNOWN_ALLERGEN_MESSAGE }), {
    error: "Send the allergens to avoid as a list.",
  })
  .max(ALLERGENS.length, `Choose at most ${ALLERGENS.length} allergens.`)
  .transform(canonicalAllergens);

export const allergenExclusionsBodySchema = z.object({
  allergenExclusions: allergenExclusionsSchema,
});
export type AllergenExclusionsBody = z.output<typeof allergenExclusionsBodySchema>;

/** What GET and PUT /api/users/{userId}/allergens answer. */
export interface AllergenExclusionsDto {
  allergenExclusions: Allergen[];
}
