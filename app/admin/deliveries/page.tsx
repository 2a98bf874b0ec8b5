// /admin/deliveries?week=&day=: one delivery day's stops in route order (by city, then postal
// code), for whoever delivers, on a phone: start the day, mark each stop, decide on a box not
// delivered. Stops never marked show what the rollover assumed (docs/decisions/deliveries.md).
import type { Metadata } from "next";
import { AdminPage, selectClass } from "@/components/admin/admin-page";
import { StartDeliveriesButton } from "@/components/admin/deliveries/start-deliveries-button";
import { StopCard } from "@/components/admin/deliveries/stop-card";
import { stopTime } from "@/components/admin/deliveries/times";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/form";
import { adminPage } from "@/lib/auth/page-guard";
import { addWeeks, currentWeekStart, formatDay } from "@/lib/clock";
import { serverNow } from "@/lib/clock/server-now";
import { plural } from "@/lib/deliveries/boxes";
import { defaultRouteDay } from "@/lib/deliveries/delivery-day";
import { deliveryRoute } from "@/lib/deliveries/route-stops";
import { routeWeek, routeDay, toDeliveryDay, type DayParam } from "@/lib/deliveries/schemas";

export const metadata: Metadata = { title: "Deliveries · Admin" };

interface DeliveriesPageProps {
  searchParams: Promise<{ week?: string; day?: string }>;
}

export default adminPage(async (_admin, { searchParams }: DeliveriesPageProps) => {
  const now = await serverNow();
  const params = await searchParams;
  const fallback = defaultRouteDay(now);
  // Each on its own, and the day in any case (?day=MONDAY kept the default week before).
  const askedWeek = routeWeek.safeParse(params.week);
  const askedDay = routeDay.safeParse(params.day?.toLowerCase());
  const week = askedWeek.success ? askedWeek.data : fallback.week;
  const day = askedDay.success ? toDeliveryDay(askedDay.data) : fallback.day;
  const dayParam = day.toLowerCase() as DayParam;
  const dayName = day === "MONDAY" ? "Monday" : "Thursday";
  const route = await deliveryRoute(week, day, now);

  const current = currentWeekStart(now);
  const weeks = Array.from({ length: 8 }, (_, i) => addWeeks(current, i - 5));
  if (!weeks.includes(week)) weeks.push(week);
  const c = route.counts;
  const tiles = [
    ["To deliver", c.pending + c.redeliver],
    ["Delivered", c.delivered],
    ["Not delivered", c["not-delivered"] + c.credited],
    ["Assumed", c.assumed],
  ] as const;

  return (
    <AdminPage
      title="Deliveries"
      intro={`${route.dateLabel}: ${plural(route.stops.length, "stop", "stops")} in route order, by city, then postal code.`}
    >
      <Card padding="sm">
        <form method="get" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <div>
            <Label htmlFor="d-week">Delivery week</Label>
            <select id="d-week" name="week" defaultValue={week} className={selectClass}>
              {weeks.map((w) => (
                <option key={w} value={w}>
                  Week of {formatDay(w)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor="d-day">Day</Label>
            <select id="d-day" name="day" defaultValue={dayParam} className={selectClass}>
              <option value="monday">Monday</option>
              <option value="thursday">Thursday</option>
            </select>
          </div>
          <div className="flex items-end">
            <Button type="submit" variant="secondary" fullWidth>
              Show stops
            </Button>
          </div>
        </form>
      </Card>

      {route.stops.length > 0 ? (
        <Card>
          <h2 className="sr-only">The day so far</h2>
          <dl className="grid grid-cols-2 gap-3 text-center sm:grid-cols-4">
            {tiles.map(([label, value]) => (
              <div key={label} className="rounded-xl bg-stone-50 py-3">
                <dt className="text-xs font-semibold text-stone-600">{label}</dt>
                <dd className="font-display text-2xl font-semibold text-forest-950 tabular-nums">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
            <p>
              {route.settled
                ? `Every stop is settled: ${dayName}'s deliveries are done.`
                : !route.dayHasCome
                  ? `${dayName}'s stops can be started and marked from ${route.dateLabel}.`
                  : route.startedAt
                    ? `Started at ${stopTime(route.startedAt, route.date)}: customers were mailed that their box is on its way.`
                    : `Not started. Starting mails each customer "Your box is on its way"; the first stop marked today starts it too.`}
            </p>
            {route.dayHasCome && route.toTell > 0 ? (
              <StartDeliveriesButton
                week={week}
                day={dayParam}
                label={
                  route.startedAt
                    ? `Tell ${plural(route.toTell, "more stop", "more stops")}`
                    : `Start deliveries (${plural(route.toTell, "stop", "stops")})`
                }
              />
            ) : null}
          </div>
        </Card>
      ) : null}

      {route.homeless.length > 0 ? (
        <Alert tone="warning" title="No delivery address">
          {plural(route.homeless.length, "paid box has", "paid boxes have")} no address:{" "}
          {route.homeless.join(", ")}. Call the customer before the driver leaves.
        </Alert>
      ) : null}
      {route.unpaid ? (
        <Alert tone="info" title="Not on the route">
          {route.unpaid}. Unpaid boxes are not delivered.
        </Alert>
      ) : null}
      {route.held ? (
        <Alert tone="info" title="Held by the kitchen">
          {route.held}.
        </Alert>
      ) : null}

      {route.stops.length > 0 ? (
        <ol className="space-y-3" aria-label={`Stops on ${route.dateLabel}`}>
          {route.stops.map((stop, i) => (
            <StopCard key={stop.orderId} stop={stop} index={i + 1} day={route.date} />
          ))}
        </ol>
      ) : (
        <Card>
          <p className="text-sm text-stone-700">
            No paid boxes go out on {route.dateLabel}. Pick another week or day above.
          </p>
        </Card>
      )}
    </AdminPage>
  );
});
