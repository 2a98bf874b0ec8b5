import { activeHref } from "./nav";

const links = [
  { href: "/customer", label: "Home" },
  { href: "/customer/meals", label: "Meals" },
  { href: "/customer/account", label: "Account" },
];

test("picks the most specific link", () => {
  expect(activeHref("/customer", links)).toBe("/customer");
  expect(activeHref("/customer/meals", links)).toBe("/customer/meals");
  expect(activeHref("/customer/account/plan", links)).toBe("/customer/account");
});

test("ignores look-alike prefixes and anchors", () => {
  expect(activeHref("/customerx", links)).toBeNull();
  expect(activeHref("/", [{ href: "/#plans", label: "Plans" }])).toBeNull();
  expect(activeHref(null, links)).toBeNull();
});
