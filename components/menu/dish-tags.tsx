// A dish's tags ("High protein", "Spicy") as a labelled list of badges; nothing when it has none.
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";

export function DishTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone="green">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
