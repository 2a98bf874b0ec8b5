// The admin home's first card: how many boxes of the week being cooked cannot go out as they are,
// the first few, and the way to the exceptions page.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDay } from "@/lib/clock";
import type { KitchenExceptions } from "@/lib/kitchen/exceptions";

const SHOWN = 3;

export function ExceptionsCard({ data }: { data: KitchenExceptions }) {
  const count = data.open.length;
  return (
    <Card role="region" aria-labelledby="exceptions-card-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="exceptions-card-heading" className="text-base font-semibold text-forest-950">
          Exceptions{" "}
          <span className="font-normal text-stone-600">· week of {formatDay(data.weekStart)}</span>
        </h2>
        <Badge tone={count === 0 ? "green" : "red"}>
          {count === 0 ? "None open" : `${count} open`}
        </Badge>
      </div>
      {count === 0 ? (
        <p className="mt-3 text-sm text-stone-700">Every box of the week can go out as it is.</p>
      ) : (
        <ul className="mt-3 space-y-1.5 text-sm text-stone-800">
          {data.open.slice(0, SHOWN).map((item) => (
            <li key={item.key}>
              <span className="font-semibold">{item.label}</span>: box {item.box.number},{" "}
              {item.customer.name}
              {item.box.held ? " (held)" : ""}
            </li>
          ))}
          {count > SHOWN ? <li className="text-stone-600">and {count - SHOWN} more</li> : null}
        </ul>
      )}
      <Link
        href={`/admin/exceptions?week=${data.weekStart}`}
        className="mt-3 inline-block text-sm font-semibold text-forest-800 underline"
      >
        {count === 0 ? "Open the exceptions" : "Work the exceptions"}
      </Link>
    </Card>
  );
}
