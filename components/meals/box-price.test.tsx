// The box's lines add up to its total (issue 38: "0 of 10 meals chosen $0.00 / Gift card −$50.00 /
// Box total $69.90"): the meals line is the whole box, which the chef fills at the deadline.
import { renderToStaticMarkup } from "react-dom/server";
import { BoxPrice } from "./box-price";

const text = (html: string) =>
  html
    .replace(/<\/(dt|dd|div)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

test("an empty box of 10: the whole box's meals, less the gift card, is the total", () => {
  const html = renderToStaticMarkup(
    <BoxPrice
      chosen={0}
      mealsPerWeek={10}
      pricePerMealCents={1199}
      savings={[{ label: "Gift card", cents: 5000 }]}
      totalCents={6990}
    />,
  );
  expect(text(html)).toContain("10 meals, chef's choice $119.90");
  expect(text(html)).toContain("Gift card −$50.00");
  expect(text(html)).toContain("Box total (10 meals) $69.90");
});

test("a box partly chosen names both parts; a full one is its meals", () => {
  const partly = renderToStaticMarkup(
    <BoxPrice
      chosen={4}
      mealsPerWeek={8}
      pricePerMealCents={1299}
      savings={[]}
      totalCents={10392}
    />,
  );
  expect(text(partly)).toContain("4 chosen, 4 chef's choice $103.92");
  const full = renderToStaticMarkup(
    <BoxPrice
      chosen={8}
      mealsPerWeek={8}
      pricePerMealCents={1299}
      savings={[]}
      totalCents={10392}
    />,
  );
  expect(text(full)).toContain("8 meals $103.92");
});
