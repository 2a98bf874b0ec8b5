import { dishInputSchema, tagContradictions } from "./dish-schema";

describe("a dish's tags and allergens agree", () => {
  it.each([
    [["Vegan"], ["Eggs"], ["A dish tagged Vegan cannot contain Eggs."]],
    [
      ["Vegetarian"],
      ["Fish", "Shellfish"],
      ["A dish tagged Vegetarian cannot contain Fish or Shellfish."],
    ],
    [["Gluten-free"], ["Wheat/Gluten"], ["A dish tagged Gluten-free cannot contain Wheat/Gluten."]],
    [["Dairy-free", "Spicy"], ["Milk", "Soy"], ["A dish tagged Dairy-free cannot contain Milk."]],
    [["Vegan", "Gluten-free"], ["Soy", "Sesame"], []],
    [["High protein"], ["Milk", "Fish"], []],
  ])("tags %j with allergens %j", (tags, allergens, expected) => {
    expect(tagContradictions(tags, allergens)).toEqual(expected);
  });

  it("0 calories passes only when confirmed", () => {
    const dish = {
      name: "Clear broth",
      description: "A light, clear vegetable broth.",
      protein: 0,
      carbs: 0,
      fat: 0,
      calories: 0,
      ingredients: "Water, vegetables, salt.",
      allergens: [],
      tags: [],
      splitDeliveryEligible: true,
      imageUrl: "/dishes/broth.svg",
    };
    expect(dishInputSchema.safeParse(dish).success).toBe(false);
    expect(dishInputSchema.safeParse({ ...dish, confirmZeroCalories: true }).success).toBe(true);
    expect(dishInputSchema.safeParse({ ...dish, calories: 35 }).success).toBe(true);
  });
});
