// A customer's allergens to avoid (User.allergenExclusions): the one place that reads and replaces
// them. Trusts its arguments: the route decides who may touch whose list.
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { canonicalAllergens, type Allergen } from "@/lib/menus/allergens";
import type { AllergenExclusionsDto } from "./allergen-exclusions-schema";

export {
  allergenExclusionsBodySchema,
  allergenExclusionsSchema,
  type AllergenExclusionsBody,
  type AllergenExclusionsDto,
} from "./allergen-exclusions-schema";

export async function getAllergenExclusions(userId: string): Promise<AllergenExclusionsDto> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { allergenExclusions: true },
  });
  if (!user) throw notFound("User");
  // An allergen later taken off the list drops out here rather than failing the read.
  return { allergenExclusions: canonicalAllergens(user.allergenExclusions) };
}

/** Replaces the whole list (an empty list clears it). */
export async function setAllergenExclusions(
  userId: string,
  list: readonly Allergen[],
): Promise<AllergenExclusionsDto> {
  const allergenExclusions = canonicalAllergens(list);
  const { count } = await db.user.updateMany({
    where: { id: userId },
    data: { allergenExclusions },
  });
  if (count === 0) throw notFound("User");
  return { allergenExclusions };
}
