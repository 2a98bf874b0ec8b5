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

  it("a Calorie-smart dish has at most 500 calories", () => {
    const dish = {
      name: "Lentil soup",
      description: "Red lentils, carrot and cumin, slow-simmered.",
      protein: 20,
      carbs: 60,
      fat: 8,
      calories: 500,
      ingredients: "Red lentils, carrot, onion, cumin, salt.",
      allergens: [],
      tags: ["Calorie-smart" as const],
      splitDeliveryEligible: true,
      imageUrl: "/dishes/soup.svg",
    };
    expect(dishInputSchema.safeParse(dish).success).toBe(true);
    const heavy = dishInputSchema.safeParse({ ...dish, calories: 501 });
    expect(heavy.success).toBe(false);
    expect(heavy.error?.issues.map((i) => i.message)).toEqual([
      "A Calorie-smart dish has at most 500 calories. Remove the tag or check the calories.",
    ]);
  });
});
