// A week's menu for the API: the menu, or a 404 that names the week when none is published yet.
import { formatDay, type IsoDate } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { getWeekMenu, type WeekMenuDto } from "@/lib/menus/week-menu";

export async function publishedWeekMenu(weekStart: IsoDate): Promise<WeekMenuDto> {
  const menu = await getWeekMenu(weekStart);
  if (!menu) {
    throw new AppError(
      "NOT_FOUND",
      `The menu for the week of ${formatDay(weekStart)} has not been published yet.`,
    );
  }
  return menu;
}
