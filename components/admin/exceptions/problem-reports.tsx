// The delivery problem reports waiting for an admin (the policy did not credit them at once):
// who, which box, what they say, the photo, what approving credits and why it waits.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatMoment } from "@/lib/clock/labels";
import type { PendingProblem } from "@/lib/delivery-problems/pending-problems";
import { formatCents } from "@/lib/format/money";
import { PROBLEMS_HEADING_ID, ProblemDecision } from "./problem-decision";

export function ProblemReports({ items }: { items: PendingProblem[] }) {
  const count = items.length;
  return (
    <section aria-labelledby={PROBLEMS_HEADING_ID} className="space-y-3">
      <h2
        id={PROBLEMS_HEADING_ID}
        tabIndex={-1}
        className="text-lg font-semibold text-forest-950 focus:outline-none focus-visible:outline-2"
      >
        {count === 0
          ? "No delivery problems to decide"
          : `${count} delivery ${count === 1 ? "problem" : "problems"} to decide`}
      </h2>
      {count === 0 ? (
        <Card>
          <p className="text-sm text-stone-700">
            Reports within the policy are credited at once; the others wait here.
          </p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id}>
              <Card padding="sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="amber">{item.label}</Badge>
                  <h3 className="text-sm font-semibold text-forest-950">
                    Box {item.orderNumber} ·{" "}
                    <Link
                      href={`/admin/users/${item.customer.userId}`}
                      className="text-forest-800 underline"
                    >
                      {item.customer.name}
                    </Link>
                  </h3>
                </div>
                <p className="mt-2 text-sm text-stone-800">
                  Approving credits {formatCents(item.creditCents)}.{" "}
                  {item.reviewReason ? `Waiting because: ${item.reviewReason}` : null}
                </p>
                {item.details ? (
                  <p className="mt-1 text-sm text-stone-800">
                    The customer says: &ldquo;{item.details}&rdquo;
                  </p>
                ) : null}
                <p className="mt-1 text-xs text-stone-600">
                  Reported {formatMoment(new Date(item.createdAt))}
                  {item.photoUrl ? (
                    <>
                      {" · "}
                      <a
                        href={item.photoUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="font-semibold text-forest-800 underline"
                      >
                        See the photo<span className="sr-only"> of {item.label}</span>
                      </a>
                    </>
                  ) : null}
                </p>
                <ProblemDecision problemId={item.id} label={item.label} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
