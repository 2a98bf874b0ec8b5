// An account's status as a coloured word.
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<string, BadgeTone> = { active: "green", suspicious: "amber", disabled: "red" };

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={TONES[status] ?? "neutral"}>{status[0]?.toUpperCase() + status.slice(1)}</Badge>
  );
}
