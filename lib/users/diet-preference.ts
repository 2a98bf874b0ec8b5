// A customer's diet (User.dietPreference): the one place that reads and replaces it. Trusts its
// arguments: the route decides who may touch whose diet.
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { DietPreference, DietPreferenceDto } from "./diet-preference-schema";

export {
  dietPreferenceBodySchema,
  type DietPreferenceBody,
  type DietPreferenceDto,
} from "./diet-preference-schema";

export async function getDietPreference(userId: string): Promise<DietPreferenceDto> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { dietPreference: true },
  });
  if (!user) throw notFound("User");
  return { dietPreference: user.dietPreference };
}

/** The diet the public menu chooses first for a signed-in customer (none for an unknown id). */
export async function savedDietOf(userId: string): Promise<DietPreference | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { dietPreference: true },
  });
  return user?.dietPreference ?? null;
}

/** Sets the diet (null clears it). */
export async function setDietPreference(
  userId: string,
  dietPreference: DietPreference | null,
): Promise<DietPreferenceDto> {
  const { count } = await db.user.updateMany({ where: { id: userId }, data: { dietPreference } });
  if (count === 0) throw notFound("User");
  return { dietPreference };
}
