import { keepsChosenPlace } from "./chosen-place";

test.each([
  // An option without a postal code ("55 Bloor St W, Toronto"): the typed one completes it.
  ["", "M", true],
  ["", "M5S 1W6", true],
  ["", "L5B 2C9", true],
  // An option with one: typing it (in any case or spacing) keeps the choice...
  ["M5S 1W6", "m5s1w6", true],
  ["M5S 1W6", "M5S 1W6", true],
  // ...so does a half-typed edit; a complete, different code gives it up.
  ["M5S 1W6", "M5S", true],
  ["M5S 1W6", "M4W 1A8", false],
])("chosen %j, typed %j → keeps the choice: %s", (own, typed, keeps) => {
  expect(keepsChosenPlace(own, typed)).toBe(keeps);
});
