// Whether a locked week is closed, as the admin home's week cards and the Reports say it.
import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { WeekClose } from "@/lib/deliveries/week-close";

const BADGE: Record<WeekClose["state"], [string, BadgeTone]> = {
  open: ["Open for orders", "neutral"],
  cooking: ["Not out yet", "neutral"],
  delivering: ["Delivering", "amber"],
  closed: ["Week closed", "green"],
};

export function WeekCloseLine({
  close,
  className = "",
  children,
  ...rest
}: {
  close: WeekClose;
  className?: string;
  children?: ReactNode;
  "data-testid"?: string;
}) {
  const [label, tone] = BADGE[close.state];
  return (
    <p
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-800 ${className}`}
      {...rest}
    >
      <Badge tone={tone}>{label}</Badge>
      <span>{close.words}</span>
      {children}
    </p>
  );
}
