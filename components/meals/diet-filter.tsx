"use client";
// One diet at a time (radio chips): "Show" on the public menu, the meal editor and the sign-up meal
// step (the menu lists only that diet's dishes), "Your diet" on the Plan tab. The diets and their
// dish tags are lib/users/diets.ts'.
import { useId } from "react";
import { DIETS, type DietPreference } from "@/lib/users/diets";
import { Chip, ChipGroup, type ChipGroupProps } from "./filter-chips";

export function DietFilter({
  value,
  onChange,
  noneLabel = "All dishes",
  ...group
}: Omit<ChipGroupProps, "titleHidden"> & {
  value: DietPreference | null;
  onChange: (diet: DietPreference | null) => void;
  /** The chip for no diet. */
  noneLabel?: string;
}) {
  const name = useId();
  const options: { id: DietPreference | null; label: string }[] = [
    { id: null, label: noneLabel },
    ...DIETS.map((diet) => ({ id: diet.id, label: diet.label })),
  ];
  return (
    <ChipGroup {...group}>
      {options.map((option) => (
        <Chip
          key={option.id ?? "none"}
          type="radio"
          name={name}
          checked={option.id === value}
          onChange={() => onChange(option.id)}
        >
          {option.label}
        </Chip>
      ))}
    </ChipGroup>
  );
}
