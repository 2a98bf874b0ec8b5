// One stop of the route, as whoever delivers reads it on a phone: who, where (buzzer, phone,
// instructions), the window and the box, where the stop stands, and what may be done next.
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatCents } from "@/lib/format/money";
import type { RouteStopDto } from "@/lib/deliveries/route-dto";
import type { StopState } from "@/lib/deliveries/stop-state";
import { StopActions } from "./stop-actions";
import { stopTime } from "./times";

const TONE: Record<StopState, BadgeTone> = {
  pending: "neutral",
  redeliver: "amber",
  delivered: "green",
  assumed: "neutral",
  "not-delivered": "red",
  credited: "terracotta",
};

/** Where the stop stands, in a sentence with its times. */
function standing(stop: RouteStopDto, day: string): string | null {
  const at = (iso: string | null) => (iso ? stopTime(iso, day) : "");
  const by = (name: string | null) => (name ? ` by ${name}` : "");
  switch (stop.state) {
    case "delivered":
      return `Marked delivered ${at(stop.markedAt)}${by(stop.markedBy)}.`;
    case "assumed":
      return `Never marked: the weekly rollover assumed it delivered (${at(stop.deliveredAt)}).`;
    case "not-delivered":
      return `Not delivered (${at(stop.markedAt)}${by(stop.markedBy)}): ${stop.reason}.`;
    case "credited":
      return `Not delivered: ${stop.reason}. ${formatCents(stop.creditCents)} credited${by(stop.decidedBy)}.`;
    case "redeliver":
      return `Last try not delivered: ${stop.reason}. ${stop.decidedBy ?? "The manager"} set it to redeliver.`;
    case "pending":
      return stop.onItsWayAt ? `Told it is on its way at ${at(stop.onItsWayAt)}.` : null;
  }
}

export function StopCard({ stop, index, day }: { stop: RouteStopDto; index: number; day: string }) {
  const titleId = `stop-${stop.orderId}-${stop.day}`;
  const note = standing(stop, day);
  return (
    <li>
      <Card padding="none" className="pb-4" data-testid="delivery-stop">
        <article aria-labelledby={titleId}>
          <div className="flex flex-wrap items-start justify-between gap-2 px-4 pt-4 sm:px-5">
            <h2 id={titleId} className="text-base font-semibold text-forest-950">
              <span className="mr-1.5 text-stone-600 tabular-nums">{index}.</span>
              {stop.customer}
            </h2>
            <Badge tone={TONE[stop.state]}>{stop.stateLabel}</Badge>
          </div>
          <dl className="mt-2 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 px-4 text-sm sm:px-5">
            <dt className="text-stone-600">Address</dt>
            <dd className="font-medium text-forest-950">
              {stop.address ?? <span className="text-red-800">No address: call the customer</span>}
            </dd>
            {stop.buzzer ? (
              <>
                <dt className="text-stone-600">Buzzer</dt>
                <dd className="text-forest-950">{stop.buzzer}</dd>
              </>
            ) : null}
            {stop.phone ? (
              <>
                <dt className="text-stone-600">Phone</dt>
                <dd>
                  <a
                    href={`tel:${stop.phone.replace(/[^\d+]/g, "")}`}
                    className="font-medium text-forest-800 underline"
                  >
                    {stop.phone}
                  </a>
                </dd>
              </>
            ) : null}
            <dt className="text-stone-600">Window</dt>
            <dd className="text-forest-950">{stop.window}</dd>
            <dt className="text-stone-600">Box</dt>
            <dd className="text-forest-950">
              {stop.meals} meals · {stop.orderNumber}
            </dd>
            {stop.exceptions.length > 0 ? (
              <>
                <dt className="text-stone-600">Exception</dt>
                <dd className="font-medium text-red-800">
                  {stop.exceptions.join(", ")} (open:{" "}
                  <a href="/admin/exceptions" className="underline">
                    see Exceptions
                  </a>
                  )
                </dd>
              </>
            ) : null}
            {stop.instructions ? (
              <>
                <dt className="text-stone-600">Note</dt>
                <dd className="text-forest-950">{stop.instructions}</dd>
              </>
            ) : null}
          </dl>
          {note ? <p className="mt-2 px-4 text-sm text-stone-700 sm:px-5">{note}</p> : null}
          <StopActions
            stop={{
              orderId: stop.orderId,
              day: stop.day,
              customer: stop.customer,
              canMarkDelivered: stop.canMarkDelivered,
              canMarkNotDelivered: stop.canMarkNotDelivered,
              canDecide: stop.canDecide,
              creditCents: stop.boxCreditCents,
            }}
          />
        </article>
      </Card>
    </li>
  );
}
