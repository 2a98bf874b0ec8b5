// The meals of a week, grouped by delivery day when the week is split (Monday and Thursday).
import { Text } from "@react-email/components";
import type { MealLine } from "../types";
import { colors, paragraph, subheading } from "./styles";

const GROUPS: { slot: MealLine["slot"]; title: string | null }[] = [
  { slot: "SINGLE", title: null },
  { slot: "MONDAY", title: "Monday delivery" },
  { slot: "THURSDAY", title: "Thursday delivery" },
];

export function MealList({ meals }: { meals: MealLine[] }) {
  const split = meals.some((meal) => meal.slot !== "SINGLE");
  return (
    <>
      {GROUPS.map(({ slot, title }) => {
        const group = meals.filter((meal) => meal.slot === slot);
        if (group.length === 0) return null;
        return (
          <div key={slot}>
            {split && title ? (
              <Text style={{ ...subheading, margin: "16px 0 4px" }}>{title}</Text>
            ) : null}
            <ul style={{ ...paragraph, paddingLeft: "20px" }}>
              {group.map((meal, i) => (
                <li key={i} style={{ margin: "0 0 4px" }}>
                  {meal.quantity} × {meal.name}
                  {meal.why ? <span style={{ color: colors.muted }}> ({meal.why})</span> : null}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}
