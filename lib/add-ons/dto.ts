// The shapes of add-ons in answers: the catalogue (admin), a week's add-on section, an order's.
// Types only, so client components can import them.
import type { AddOnCategory } from "./categories";

export interface AddOnDto {
  id: string;
  slug: string;
  name: string;
  description: string;
  category: AddOnCategory;
  /** USD cents, each. */
  priceCents: number;
  /** grams */
  protein: number;
  /** grams */
  carbs: number;
  /** grams */
  fat: number;
  /** kcal */
  calories: number;
  ingredients: string;
  allergens: string[];
  imageUrl: string;
}

export interface AdminAddOnDto extends AddOnDto {
  archived: boolean;
  /** Order lines that hold it: deleting such an add-on archives it instead. */
  timesOrdered: number;
}

/** An add-on offered on a week's menu, in its own section. */
export interface WeekAddOnDto {
  id: string;
  sortingOrder: number;
  /** Left when the admin capped it ("3 left"; 0 is sold out); null: no cap. */
  left: number | null;
  addOn: AddOnDto;
}

/** An add-on in a week's order, at the price it had when the customer added it. */
export interface OrderAddOnDto {
  addOnId: string;
  name: string;
  category: AddOnCategory;
  imageUrl: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}
