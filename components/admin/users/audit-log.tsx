// The audit log on a customer's page: every admin action, newest first, with before and after.
import { Card } from "@/components/ui/card";
import type { AuditEntryDto } from "@/lib/admin/audit-log";
import { ZONE } from "@/lib/clock/labels";

function changes(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== "object" || typeof after !== "object") return [];
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return Object.keys(a)
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((key) => `${key}: ${String(b[key] ?? "—")} → ${String(a[key] ?? "—")}`);
}

export function AuditLog({ entries }: { entries: AuditEntryDto[] }) {
  return (
    <section aria-labelledby="audit-heading" className="space-y-3">
      <h2 id="audit-heading" className="text-lg font-semibold text-forest-950">
        Notes and audit log
      </h2>
      <Card padding="sm">
        {entries.length === 0 ? (
          <p className="text-sm text-stone-600">No admin action yet.</p>
        ) : (
          <ol className="divide-y divide-stone-100 text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="py-2.5">
                <p>
                  <span className="font-semibold text-forest-950">{entry.action}</span> by{" "}
                  {entry.actor} ·{" "}
                  <time dateTime={entry.createdAt}>
                    {new Date(entry.createdAt).toLocaleString("en-US", {
                      timeZone: ZONE,
                      dateStyle: "medium",
                      timeStyle: "short",
                    })}
                  </time>
                </p>
                {entry.detail ? <p className="text-stone-700">{entry.detail}</p> : null}
                {changes(entry.before, entry.after).map((line) => (
                  <p key={line} className="text-xs text-stone-600">
                    {line}
                  </p>
                ))}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </section>
  );
}
