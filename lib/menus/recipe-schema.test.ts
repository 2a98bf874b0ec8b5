import { ingredientKey, MAX_RECIPE_LINES, recipeSchema } from "./recipe-schema";

const messages = (input: unknown) => {
  const result = recipeSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("a recipe", () => {
  it("keeps its lines in order, names trimmed, grams to a tenth", () => {
    expect(
      recipeSchema.parse([
        { ingredient: "  Chicken thigh ", grams: 160 },
        { ingredient: "Garam masala", grams: 2.5 },
        { ingredient: "Sea salt", grams: 0.3 },
      ]),
    ).toEqual([
      { ingredient: "Chicken thigh", grams: 160 },
      { ingredient: "Garam masala", grams: 2.5 },
      { ingredient: "Sea salt", grams: 0.3 },
    ]);
    expect(recipeSchema.parse([])).toEqual([]);
  });

  it.each([
    [[{ ingredient: "", grams: 10 }], [["0.ingredient", "Name the ingredient."]]],
    [[{ ingredient: "   ", grams: 10 }], [["0.ingredient", "Name the ingredient."]]],
    [[{ ingredient: "Rice", grams: 0 }], [["0.grams", "Enter more than 0 grams."]]],
    [[{ ingredient: "Rice", grams: -5 }], [["0.grams", "Enter more than 0 grams."]]],
    [[{ ingredient: "Rice", grams: Number.NaN }], [["0.grams", "Enter the grams in one portion."]]],
    [[{ ingredient: "Rice", grams: "80" }], [["0.grams", "Enter the grams in one portion."]]],
    [
      [{ ingredient: "Rice", grams: 1000.5 }],
      [["0.grams", "One portion holds at most 1,000 g of an ingredient."]],
    ],
    [
      [{ ingredient: "Saffron", grams: 0.05 }],
      [["0.grams", "Weigh to a tenth of a gram at most (e.g. 2.5)."]],
    ],
    [
      [{ ingredient: "x".repeat(61), grams: 5 }],
      [["0.ingredient", "Keep the ingredient under 60 characters."]],
    ],
  ])("refuses %j", (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it("refuses the same ingredient twice, whatever its case or spacing, on the later line", () => {
    expect(
      messages([
        { ingredient: "Olive oil", grams: 8 },
        { ingredient: "Garlic", grams: 4 },
        { ingredient: "olive  OIL", grams: 2 },
      ]),
    ).toEqual([["2.ingredient", "olive  OIL is already on line 1: add the grams there."]]);
  });

  it(`holds at most ${MAX_RECIPE_LINES} ingredients`, () => {
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ingredient: `Spice ${i}`, grams: 1 }));
    expect(messages(lines(MAX_RECIPE_LINES))).toEqual([]);
    expect(messages(lines(MAX_RECIPE_LINES + 1))).toEqual([
      ["", `A recipe has at most ${MAX_RECIPE_LINES} ingredients.`],
    ]);
  });

  it("names one ingredient by one key", () => {
    expect(ingredientKey("  Olive   Oil ")).toBe("olive oil");
    expect(ingredientKey("Olive oil")).toBe(ingredientKey("olive oil"));
  });
});
