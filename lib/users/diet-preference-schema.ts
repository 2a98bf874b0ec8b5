// The diet preference as sent by the Plan tab and the sign-up funnel and checked by
// PUT /api/users/{userId}/diet. Client-safe: no server imports. The diets themselves, and whether
// a dish fits one, are diets.ts' (re-exported here for the forms).
import { z } from "zod";
import { DIET_IDS, DIETS, type DietPreference } from "./diets";

export { DIET_IDS, DIETS, dietOf, dietTag, fitsDiet, type DietPreference } from "./diets";

export const UNKNOWN_DIET_MESSAGE = `Choose one of: ${DIETS.map((d) => d.label).join(", ")}, or none.`;

/** One diet, or null for none. */
export const dietPreferenceSchema = z.enum(DIET_IDS, { error: UNKNOWN_DIET_MESSAGE }).nullable();

export const dietPreferenceBodySchema = z.object({ dietPreference: dietPreferenceSchema });
export type DietPreferenceBody = z.output<typeof dietPreferenceBodySchema>;

/** What GET and PUT /api/users/{userId}/diet answer. */
export interface DietPreferenceDto {
  dietPreference: DietPreference | null;
}
