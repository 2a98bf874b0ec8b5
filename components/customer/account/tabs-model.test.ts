import { ACCOUNT_TABS, tabFromQuery, tabIndexAfterKey } from "./tabs-model";

test("the nine tabs of the spec, in its order", () => {
  expect(ACCOUNT_TABS.map((t) => t.label)).toEqual([
    "Account",
    "Rewards",
    "Plan",
    "Delivery day and time",
    "Payment information",
    "Delivery address",
    "User information",
    "Password",
    "Deactivate",
  ]);
});

test("?tab= picks a known tab and falls back to Account", () => {
  expect(tabFromQuery("plan")).toBe("plan");
  expect(tabFromQuery("nope")).toBe("account");
  expect(tabFromQuery(null)).toBe("account");
});

test.each([
  ["ArrowRight", 0, 1],
  ["ArrowDown", 8, 0],
  ["ArrowLeft", 0, 8],
  ["ArrowUp", 3, 2],
  ["Home", 5, 0],
  ["End", 2, 8],
  ["Enter", 2, null],
  ["a", 2, null],
])("%s from %i → %p", (key, current, expected) => {
  expect(tabIndexAfterKey(key, current, 9)).toBe(expected);
});
