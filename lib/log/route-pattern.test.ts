import { routeMatcher } from "./route-pattern";

const routeOf = routeMatcher([
  "/api/[[...path]]",
  "/api/health",
  "/api/health/ready",
  "/api/users/[userId]",
  "/api/users/[userId]/orders/week/[weekStart]",
  "/api/users/me-too",
]);

test.each([
  ["/api/health", "/api/health"],
  ["/api/health/ready", "/api/health/ready"],
  ["/api/users/cmwy123", "/api/users/[userId]"],
  ["/api/users/me-too", "/api/users/me-too"],
  ["/api/users/u1/orders/week/2027-01-04", "/api/users/[userId]/orders/week/[weekStart]"],
  ["/api/no/such/route", "/api/[[...path]]"],
  ["/_next/static/chunks/a.js", "/_next/*"],
  ["/customer/account", "page"],
  ["/reset-password", "page"],
  ["/favicon.ico", "static"],
])("%s → %s", (path, route) => {
  expect(routeOf(path)).toBe(route);
});

test("without a catch-all, an unknown API path is grouped, not echoed", () => {
  expect(routeMatcher(["/api/health"])("/api/tok_abc123")).toBe("/api/*");
});
