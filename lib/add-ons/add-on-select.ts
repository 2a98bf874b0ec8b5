// The catalogue columns an add-on answer shows, and the row → answer mapping.
import type { AddOnDto } from "./dto";

export const addOnSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  category: true,
  priceCents: true,
  protein: true,
  carbs: true,
  fat: true,
  calories: true,
  ingredients: true,
  allergens: true,
  imageUrl: true,
} as const;

export function toAddOnDto(row: AddOnDto): AddOnDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    priceCents: row.priceCents,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    calories: row.calories,
    ingredients: row.ingredients,
    allergens: [...row.allergens],
    imageUrl: row.imageUrl,
  };
}
