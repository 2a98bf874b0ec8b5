import { allergenListText } from "./contains-allergen-badge";

test.each([
  [[], ""],
  [["Milk"], "milk"],
  [["Milk", "Eggs"], "milk and eggs"],
  [["Milk", "Tree nuts", "Wheat/Gluten"], "milk, tree nuts and wheat/gluten"],
])("%j reads as %j", (allergens, text) => {
  expect(allergenListText(allergens)).toBe(text);
});
