// The public shape of a dish: everything the menu card and nutrition panel show.

export interface DishDto {
  id: string;
  slug: string;
  name: string;
  description: string;
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
  tags: string[];
  splitDeliveryEligible: boolean;
  imageUrl: string;
}

export const dishSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  protein: true,
  carbs: true,
  fat: true,
  calories: true,
  ingredients: true,
  allergens: true,
  tags: true,
  splitDeliveryEligible: true,
  imageUrl: true,
} as const;

export function toDishDto(dish: DishDto): DishDto {
  return {
    id: dish.id,
    slug: dish.slug,
    name: dish.name,
    description: dish.description,
    protein: dish.protein,
    carbs: dish.carbs,
    fat: dish.fat,
    calories: dish.calories,
    ingredients: dish.ingredients,
    allergens: [...dish.allergens],
    tags: [...dish.tags],
    splitDeliveryEligible: dish.splitDeliveryEligible,
    imageUrl: dish.imageUrl,
  };
}
