// "3 left" / "Sold out" / "No more left" on a capped dish (issue 10: the admin's per-dish cap).
// Shared by the public menu card, the sign-up and Meals page cards and the dish details.
import { Badge } from "@/components/ui/badge";

export function portionsLeftText(left: number, inBox = 0): string {
  if (left > 0) return `${left} left`;
  // The customer holds the last ones: the dish is not sold out to them, they just can't add more.
  return inBox > 0 ? "No more left" : "Sold out";
}

export function PortionsLeftBadge({
  left,
  inBox = 0,
  className,
}: {
  /** More portions this customer may take (null: the dish has no cap, nothing is shown). */
  left: number | null | undefined;
  /** Portions of the dish already in the customer's box. */
  inBox?: number;
  className?: string;
}) {
  if (left === null || left === undefined) return null;
  return (
    <Badge tone={left === 0 ? "dark" : "amber"} className={className} data-testid="portions-left">
      {portionsLeftText(left, inBox)}
    </Badge>
  );
}
