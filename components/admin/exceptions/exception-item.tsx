// One open kitchen exception: what is wrong, the box and its customer, a hold if there is one, and
// the actions that fit.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatMoment } from "@/lib/clock/labels";
import type { KitchenException } from "@/lib/kitchen/exceptions";
import { ExceptionActions } from "./exception-actions";

const STATUS_WORDS: Record<string, string> = {
  LOCKED: "being charged",
  PAID: "paid",
  PAYMENT_FAILED: "not paid",
  REQUIRES_ACTION: "waiting for the bank",
  DELIVERED: "delivered",
  CANCELLED: "cancelled",
};

export function ExceptionItem({ item, week }: { item: KitchenException; week: string }) {
  const { box, customer } = item;
  return (
    <li>
      <Card padding="sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={item.kind === "held" ? "amber" : "red"}>{item.label}</Badge>
          {box.held && item.kind !== "held" ? <Badge tone="amber">Held</Badge> : null}
          <h3 className="text-sm font-semibold text-forest-950">
            Box {box.number} ·{" "}
            <Link href={`/admin/users/${customer.userId}`} className="text-forest-800 underline">
              {customer.name}
            </Link>
          </h3>
        </div>
        <p className="mt-2 text-sm text-stone-800">{item.detail}</p>
        <p className="mt-1 text-xs text-stone-600">
          {box.mealsCount} meals · {box.deliveryDay[0] + box.deliveryDay.slice(1).toLowerCase()}{" "}
          delivery · {STATUS_WORDS[box.status] ?? box.status.toLowerCase()}
          {box.status === "PAID" ? (
            <>
              {" · "}
              <Link
                href={`/admin/production?week=${week}&day=${box.deliveryDay.toLowerCase()}&reprint=${box.number}#reprint`}
                className="font-semibold text-forest-800 underline"
              >
                Reprint its labels
              </Link>
            </>
          ) : null}
        </p>
        {box.held ? (
          <p className="mt-1 text-xs text-stone-700">
            Held by {box.held.by} on {formatMoment(new Date(box.held.at))}: {box.held.reason}
          </p>
        ) : null}
        <ExceptionActions item={item} />
      </Card>
    </li>
  );
}
