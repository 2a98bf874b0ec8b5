// Chooses the delivery week (and day, for the kitchen's sheets) of a kitchen page: a plain GET
// form, so it works unhydrated.
import { selectClass } from "@/components/admin/admin-page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/form";
import { formatDay, type IsoDate } from "@/lib/clock";
import type { KitchenDay } from "@/lib/kitchen/kitchen-query";
import type { WeekChoice } from "@/lib/kitchen/week-choices";

export type { WeekChoice } from "@/lib/kitchen/week-choices";

export function WeekDayForm({
  weeks,
  week,
  day,
}: {
  weeks: WeekChoice[];
  week: IsoDate;
  /** Without a day, only the week is chosen. */
  day?: KitchenDay | "all";
}) {
  return (
    <Card padding="sm" className="print:hidden">
      <form
        method="get"
        className={`grid gap-3 ${day ? "sm:grid-cols-[1fr_1fr_auto]" : "sm:grid-cols-[1fr_auto]"}`}
      >
        <div>
          <Label htmlFor="k-week">Delivery week</Label>
          <select id="k-week" name="week" defaultValue={week} className={selectClass}>
            {weeks.map((w) => (
              <option key={w.weekStart} value={w.weekStart}>
                {formatDay(w.weekStart)}
                {w.note ? ` (${w.note})` : ""}
              </option>
            ))}
          </select>
        </div>
        {day ? (
          <div>
            <Label htmlFor="k-day">Delivery day</Label>
            <select id="k-day" name="day" defaultValue={day} className={selectClass}>
              <option value="all">Both days</option>
              <option value="monday">Monday</option>
              <option value="thursday">Thursday</option>
            </select>
          </div>
        ) : null}
        <div className="flex items-end">
          <Button type="submit" variant="secondary" fullWidth>
            Show
          </Button>
        </div>
      </form>
    </Card>
  );
}
