// The delivery day and time window a new customer sends at sign-up, checked against the lists in
// delivery-days.ts (which the browser imports without zod).
import { z } from "zod";
import { DELIVERY_DAYS, DELIVERY_WINDOWS, type DeliveryWindowId } from "./delivery-days";

export const deliveryChoiceSchema = z.object({
  deliveryDay: z.enum(DELIVERY_DAYS, { message: "Choose Monday or Thursday." }),
  deliveryTime: z.enum(
    DELIVERY_WINDOWS.map((w) => w.id) as [DeliveryWindowId, ...DeliveryWindowId[]],
    { message: "Choose a delivery time window." },
  ),
});
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;
