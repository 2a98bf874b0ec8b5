// The day an "on its way" mail promises. A day started late (the manager pressed "Start
// deliveries" the day after) promised a date already past ("will reach you Monday, November 23");
// a box that leaves today reaches the customer today.
import { formatDay, type IsoDate } from "@/lib/clock";

export function arrivalDayLabel(deliveryDate: IsoDate, today: IsoDate): string {
  return deliveryDate < today ? "today" : formatDay(deliveryDate);
}
