// A week's add-ons as the Meals page edits them (the meal editor, and a week left to the chef):
// those offered in menu order, the saved box's, the customer's unsaved choice and its price lines.
import { useMemo, useState } from "react";
import type { CustomerWeekDto } from "@/lib/meals/dto";

export function useWeekAddOns(week: CustomerWeekDto) {
  const offered = useMemo(
    () => [...(week.addOnMenu ?? [])].sort((a, b) => a.sortingOrder - b.sortingOrder),
    [week.addOnMenu],
  );
  const saved = useMemo(
    () => new Map((week.order?.addOns ?? []).map((a) => [a.addOnId, a.quantity])),
    [week.order?.addOns],
  );
  // The saved box's add-ons still on the menu; this copy changes until Save.
  const [chosen, setChosen] = useState<ReadonlyMap<string, number>>(
    () => new Map([...saved].filter(([id]) => offered.some((item) => item.addOn.id === id))),
  );
  const lines = offered
    .filter((item) => (chosen.get(item.addOn.id) ?? 0) > 0)
    .map((item) => {
      const quantity = chosen.get(item.addOn.id) ?? 0;
      return {
        id: item.addOn.id,
        name: item.addOn.name,
        quantity,
        totalCents: quantity * item.addOn.priceCents,
      };
    });
  const cents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  // The server priced the saved box; the add-ons changed since move the total by their difference.
  const delta = cents - (week.price?.addOnsCents ?? 0);
  const changed = chosen.size !== saved.size || [...chosen].some(([id, n]) => saved.get(id) !== n);
  return { offered, saved, chosen, setChosen, lines, delta, changed };
}
