"use client";
// Toggle chips over allergens (any number on): "Hide dishes containing" on the public menu and the
// meal editor, "Allergens to avoid" on the sign-up meal step and the Plan tab.
import { allergenKey } from "@/components/menu/types";
import { Chip, ChipGroup, type ChipGroupProps } from "./filter-chips";

export function AllergenFilter({
  allergens,
  avoid,
  onToggle,
  title = "Hide dishes containing",
  ...group
}: Omit<ChipGroupProps, "title"> & {
  allergens: readonly string[];
  /** Keys from allergenKey of the chips that are on. */
  avoid: ReadonlySet<string>;
  onToggle: (allergen: string) => void;
  title?: string;
}) {
  return (
    <ChipGroup title={title} {...group}>
      {allergens.map((allergen) => (
        <Chip
          key={allergen}
          type="checkbox"
          checked={avoid.has(allergenKey(allergen))}
          onChange={() => onToggle(allergen)}
        >
          {allergen}
        </Chip>
      ))}
    </ChipGroup>
  );
}
