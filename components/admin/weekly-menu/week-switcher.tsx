// Arrows between delivery weeks, and a way back to the upcoming one.
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import type { IsoDate } from "@/lib/clock";

export function WeekSwitcher({
  week,
  previous,
  next,
  upcoming,
}: {
  week: IsoDate;
  previous: IsoDate;
  next: IsoDate;
  upcoming: IsoDate;
}) {
  const link = (to: IsoDate) => `/admin/weekly-menu?week=${to}`;
  return (
    <nav aria-label="Delivery weeks" className="flex items-center gap-2">
      <Link href={link(previous)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
        <span aria-hidden="true">←</span> Previous week
      </Link>
      {week !== upcoming ? (
        <Link href={link(upcoming)} className={buttonClasses({ variant: "ghost", size: "sm" })}>
          Upcoming week
        </Link>
      ) : null}
      <Link href={link(next)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
        Next week <span aria-hidden="true">→</span>
      </Link>
    </nav>
  );
}
