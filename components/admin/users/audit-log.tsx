// The audit log on a customer's page: every admin action, newest first, said in words
// (lib/admin/audit-wording.ts), with what it changed.
import { Card } from "@/components/ui/card";
import type { AuditEntryDto } from "@/lib/admin/audit-log";
import { ZONE } from "@/lib/clock/labels";

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
                  <span className="font-semibold text-forest-950">{entry.words.title}</span> by{" "}
                  {entry.actor} ·{" "}
                  <time dateTime={entry.createdAt}>
                    {new Date(entry.createdAt).toLocaleString("en-US", {
                      timeZone: ZONE,
                      dateStyle: "medium",
                      timeStyle: "short",
                    })}
                  </time>
                </p>
                {entry.words.detail ? <p className="text-stone-700">{entry.words.detail}</p> : null}
                {entry.words.changes.map((line) => (
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
