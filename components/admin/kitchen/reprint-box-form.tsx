// Reprint one box's container labels (a label torn, a box repacked): the order number and its day,
// a plain GET form back to this page, which answers with the box's PDF link or why there is none.
import { selectClass } from "@/components/admin/admin-page";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/form";
import type { IsoDate } from "@/lib/clock";
import type { KitchenDay } from "@/lib/kitchen/kitchen-query";

export function ReprintBoxForm({
  week,
  day,
  order,
}: {
  week: IsoDate;
  day: KitchenDay | "all";
  order: string;
}) {
  return (
    <form
      method="get"
      action="/admin/production#reprint"
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]"
    >
      <input type="hidden" name="week" value={week} />
      <div>
        <Label htmlFor="reprint-order">Order number</Label>
        <Input
          id="reprint-order"
          name="reprint"
          className="mt-1.5"
          defaultValue={order}
          placeholder="LK-1000004"
          autoComplete="off"
          maxLength={40}
          required
        />
      </div>
      <div>
        <Label htmlFor="reprint-day">Delivery day</Label>
        <select
          id="reprint-day"
          name="day"
          defaultValue={day === "all" ? "monday" : day}
          className={selectClass}
        >
          <option value="monday">Monday</option>
          <option value="thursday">Thursday</option>
        </select>
      </div>
      <div className="flex items-end">
        <Button type="submit" variant="secondary" fullWidth>
          Find the box
        </Button>
      </div>
    </form>
  );
}
