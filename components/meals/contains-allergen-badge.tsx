// "Contains milk": marks a dish holding an allergen the customer avoids, in words and with an
// icon (never colour alone). The dish stays choosable; this only warns. Shared by the sign-up
// meal step and the customer meal editor and week view.
import { cn } from "@/components/ui/cn";
import { AlertIcon } from "@/components/ui/icons";

/** "milk", "milk and eggs", "milk, eggs and soy". */
export function allergenListText(allergens: readonly string[]): string {
  const words = allergens.map((allergen) => allergen.trim().toLowerCase());
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

export function ContainsAllergenBadge({
  allergens,
  size = "md",
  className,
}: {
  /** The dish's allergens that are on the customer's list (see avoidedAllergens). */
  allergens: readonly string[];
  size?: "sm" | "md";
  className?: string;
}) {
  if (allergens.length === 0) return null;
  return (
    // A span (not a p) so it may sit inside a line of text; `flex w-fit` puts it on its own line.
    <span
      data-testid="contains-avoided-allergen"
      className={cn(
        "flex w-fit max-w-full items-start gap-1.5 rounded-lg bg-amber-100 font-semibold text-amber-950 ring-1 ring-amber-300 ring-inset",
        size === "sm" ? "px-2 py-0.5 text-xs leading-5" : "px-2.5 py-1 text-sm leading-5",
        className,
      )}
    >
      <AlertIcon
        className={cn("text-amber-800", size === "sm" ? "size-3.5 mt-0.5" : "size-4 mt-0.5")}
      />
      <span>
        Contains {allergenListText(allergens)}
        <span className="sr-only">, which you asked us to avoid</span>
      </span>
    </span>
  );
}
