// Seeds delivery weeks around "now": two past weeks (for order history), the current week, the
// upcoming week and the four after it. A week that already has a menu keeps it (an admin may
// have edited it); an empty one gets the rotation.
import {
  addWeeks,
  currentWeekStart,
  dateColumn,
  deliveryWeek,
  upcomingWeekStart,
  type IsoDate,
} from "@/lib/clock";
import { db } from "@/lib/db";
import { menuRotation } from "./menu-rotation";

export interface SeededWeeks {
  /** weekStart → week id */
  ids: Map<IsoDate, string>;
  current: IsoDate;
  upcoming: IsoDate;
  menusCreated: number;
}

function idOf(dishIds: Map<string, string>, slug: string): string {
  const id = dishIds.get(slug);
  if (!id) throw new Error(`Seed dish missing: ${slug}`);
  return id;
}

export async function seedWeeks(now: Date, dishIds: Map<string, string>): Promise<SeededWeeks> {
  const current = currentWeekStart(now);
  const upcoming = upcomingWeekStart(now);
  const first = addWeeks(current, -2);
  const last = addWeeks(upcoming, 4);
  const slugs = [...dishIds.keys()];
  const starts: IsoDate[] = [];
  for (let week = first; week <= last; week = addWeeks(week, 1)) starts.push(week);

  const seeded = await Promise.all(
    starts.map(async (weekStart) => {
      const week = deliveryWeek(weekStart);
      // The seed writes the history of weeks already charged itself: the rollover must not
      // process them again (it starts with the upcoming week).
      const past = week.orderDeadline.getTime() < now.getTime();
      const row = await db.week.upsert({
        where: { startDate: dateColumn(week.startDate) },
        create: {
          startDate: dateColumn(week.startDate),
          endDate: dateColumn(week.endDate),
          rolledOverAt: past ? week.orderDeadline : null,
        },
        update: {},
        select: { id: true, _count: { select: { menus: true } } },
      });
      if (row._count.menus > 0) return { weekStart, id: row.id, created: 0 };
      const { count } = await db.weekMenu.createMany({
        data: menuRotation(weekStart, slugs).map((pick) => ({
          weekId: row.id,
          dishId: idOf(dishIds, pick.slug),
          isNew: pick.isNew,
          sortingOrder: pick.sortingOrder,
        })),
        skipDuplicates: true,
      });
      return { weekStart, id: row.id, created: count };
    }),
  );
  return {
    ids: new Map(seeded.map((week) => [week.weekStart, week.id])),
    current,
    upcoming,
    menusCreated: seeded.reduce((sum, week) => sum + week.created, 0),
  };
}
