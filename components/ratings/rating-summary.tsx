// A dish's average on the menu cards: "4.3 ★ (12 ratings)", read out as a sentence.
import { cn } from "@/components/ui/cn";
import type { RatingSummary as Summary } from "@/lib/ratings/summaries";
import { StarIcon } from "./star-icon";

export function RatingSummary({
  rating,
  className,
}: {
  rating: Summary | null | undefined;
  className?: string;
}) {
  if (!rating) return null;
  const average = rating.average.toFixed(1);
  return (
    <p
      className={cn("flex items-center gap-1 text-sm text-forest-900/80", className)}
      data-testid="dish-rating"
    >
      <StarIcon filled className="size-4" />
      <span aria-hidden="true">
        <span className="font-semibold text-forest-950">{average}</span> ({rating.count} ratings)
      </span>
      <span className="sr-only">
        Rated {average} out of 5 by {rating.count} customers
      </span>
    </p>
  );
}
