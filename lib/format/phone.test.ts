import { formatPhone } from "./phone";

test.each([
  ["4165550177", "416-555-0177"],
  ["(416) 555-0177", "416-555-0177"],
  ["+1 416 555 0177", "416-555-0177"],
  ["647-555-0164", "647-555-0164"],
  // Not a North American number: shown as it was given, not guessed at.
  ["555-0177", "555-0177"],
  [" +44 20 7946 0018 ", "+44 20 7946 0018"],
])("%s reads %s", (given, shown) => {
  expect(formatPhone(given)).toBe(shown);
});
