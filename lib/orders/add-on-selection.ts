// The rules for a week's add-ons (desserts, drinks...): each is on that week's add-on section, at
// most MAX_PER_ADD_ON of one, priced at the menu's price now. Add-ons never count toward the
// plan's meals; the pricing function adds them on top (lib/billing/pricing.ts).
import { z } from "zod";
import { MAX_PER_ADD_ON } from "@/lib/add-ons/categories";
import type { WeekAddOnDto } from "@/lib/add-ons/dto";
import { AppError } from "@/lib/errors";

export const addOnSelectionSchema = z
  .array(
    z.object({
      addOnId: z.string().min(1).max(64),
      quantity: z.number().int().min(1).max(MAX_PER_ADD_ON),
    }),
  )
  .max(40);
export type AddOnSelection = z.infer<typeof addOnSelectionSchema>;

/** An add-on line as saved: the price it has now, kept with the order. */
export interface PricedAddOn {
  addOnId: string;
  quantity: number;
  unitCents: number;
}

/** Merges repeated add-ons, and refuses one not on the week's section or past MAX_PER_ADD_ON. */
export function checkAddOnSelection(
  selection: AddOnSelection,
  offered: readonly WeekAddOnDto[],
): PricedAddOn[] {
  const byId = new Map(offered.map((item) => [item.addOn.id, item.addOn]));
  const merged = new Map<string, number>();
  for (const { addOnId, quantity } of selection) {
    merged.set(addOnId, (merged.get(addOnId) ?? 0) + quantity);
  }
  return [...merged].map(([addOnId, quantity]) => {
    const addOn = byId.get(addOnId);
    if (!addOn) {
      const message = "One of the chosen add-ons is not on this week's menu.";
      throw new AppError("VALIDATION", message, {
        errors: [{ property: "addOns", constraints: { onMenu: message } }],
      });
    }
    if (quantity > MAX_PER_ADD_ON) {
      const message = `Choose at most ${MAX_PER_ADD_ON} of ${addOn.name}.`;
      throw new AppError("VALIDATION", message, {
        errors: [{ property: "addOns", constraints: { max: message } }],
      });
    }
    return { addOnId, quantity, unitCents: addOn.priceCents };
  });
}

/** What the add-ons add to the box, in cents. */
export function addOnsCents(lines: readonly { quantity: number; unitCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
}
