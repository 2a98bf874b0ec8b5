// A five-point star, filled or outlined (amber-600 and stone-500 both pass 3:1 on white).
import { cn } from "@/components/ui/cn";

export function StarIcon({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={cn(
        "shrink-0",
        filled ? "fill-amber-600 stroke-amber-700" : "fill-none stroke-stone-500",
        className,
      )}
      strokeWidth={1.6}
      strokeLinejoin="round"
    >
      <path d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
    </svg>
  );
}
