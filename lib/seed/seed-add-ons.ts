// Seeds the add-on catalogue and offers every add-on on each seeded week that offers none yet (a
// week an admin has given add-ons keeps them). None is capped: a capped add-on costs every read of
// the week's menu a count (lib/menus/week-menu.ts), which the benchmarks would then measure.
import { db } from "@/lib/db";
import { ADD_ONS } from "./add-ons";

export async function seedAddOns(weekIds: readonly string[]): Promise<number> {
  const rows = await Promise.all(
    ADD_ONS.map((addOn) =>
      db.addOn.upsert({
        where: { slug: addOn.slug },
        create: addOn,
        update: addOn,
        select: { id: true, slug: true },
      }),
    ),
  );
  const offering = new Set(
    (
      await db.weekAddOn.findMany({
        where: { weekId: { in: [...weekIds] } },
        distinct: ["weekId"],
        select: { weekId: true },
      })
    ).map((row) => row.weekId),
  );
  await db.weekAddOn.createMany({
    data: weekIds
      .filter((weekId) => !offering.has(weekId))
      .flatMap((weekId) =>
        rows.map((row, sortingOrder) => ({
          weekId,
          addOnId: row.id,
          sortingOrder,
          cap: null,
        })),
      ),
    skipDuplicates: true,
  });
  return rows.length;
}
