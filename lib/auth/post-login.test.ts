import { postLoginPath } from "./post-login";

const customer = { roles: [{ slug: "customer" }], onboardingStatus: "complete" };

test("admins go to the admin area", () => {
  expect(postLoginPath({ roles: [{ slug: "admin" }], onboardingStatus: "pending" })).toBe("/admin");
  expect(
    postLoginPath({
      roles: [{ slug: "customer" }, { slug: "admin" }],
      onboardingStatus: "complete",
    }),
  ).toBe("/admin");
});

test("customers go home when onboarding is complete, else to sign-up", () => {
  expect(postLoginPath(customer)).toBe("/customer");
  expect(postLoginPath({ ...customer, onboardingStatus: "pending" })).toBe("/signup");
});

test("an admin holding the customer role returns to the side used last", () => {
  const both = { roles: [{ slug: "admin" }, { slug: "customer" }], onboardingStatus: "complete" };
  expect(postLoginPath({ ...both, lastAccessedRole: "customer" })).toBe("/customer");
  expect(postLoginPath({ ...both, lastAccessedRole: "admin" })).toBe("/admin");
  // Without the customer role the remembered side does not apply.
  expect(
    postLoginPath({
      roles: [{ slug: "admin" }],
      onboardingStatus: "complete",
      lastAccessedRole: "customer",
    }),
  ).toBe("/admin");
});

test("an admin whose customer side never finished sign-up lands on /admin, whatever side was last", () => {
  const both = { roles: [{ slug: "admin" }, { slug: "customer" }], onboardingStatus: "pending" };
  expect(postLoginPath({ ...both, lastAccessedRole: "customer" })).toBe("/admin");
  expect(postLoginPath({ ...both, lastAccessedRole: "admin" })).toBe("/admin");
  expect(postLoginPath({ ...both, lastAccessedRole: null })).toBe("/admin");
});

test("a customer with a remembered admin side still goes to the customer side", () => {
  expect(postLoginPath({ ...customer, lastAccessedRole: "admin" })).toBe("/customer");
});
