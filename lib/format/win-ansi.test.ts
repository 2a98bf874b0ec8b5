import { toWinAnsi } from "./win-ansi";

test.each([
  ["Crème brûlée", "Crème brûlée"],
  ["Best eaten within 4–5 days, 350°F", "Best eaten within 4–5 days, 350°F"],
  ["Łódź Nguyễn", "Lódz Nguyen"],
  ["Ōtsuka Ağaoğlu", "Otsuka Agaoglu"],
  ["Tea 茶 🍵", "Tea ? ?"],
  ["line\nbreak\ttab", "line break tab"],
])("%s → %s", (input, expected) => {
  expect(toWinAnsi(input)).toBe(expected);
});
