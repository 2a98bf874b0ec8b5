import { compileRouteTable } from "./route-table";

const methodsFor = compileRouteTable([
  { pattern: "/api/[[...path]]", methods: ["GET", "POST", "PUT", "PATCH", "DELETE"] },
  { pattern: "/api/users/[userId]", methods: ["PUT"] },
  { pattern: "/api/users/[userId]/orders/week/current-week", methods: ["GET"] },
  { pattern: "/api/users/[userId]/orders/week/[weekStart]", methods: ["GET", "PUT"] },
  { pattern: "/api/weeks/current-week", methods: ["GET"] },
]);

test("static segments win over dynamic ones, both over the catch-all", () => {
  expect(methodsFor("/api/users/u1/orders/week/current-week")).toEqual(["GET"]);
  expect(methodsFor("/api/users/u1/orders/week/2026-01-05")).toEqual(["GET", "PUT"]);
  expect(methodsFor("/api/users/u1")).toEqual(["PUT"]);
  expect(methodsFor("/api/users/u1/")).toEqual(["PUT"]);
  expect(methodsFor("/api/nothing/here")).toHaveLength(5);
  // The optional catch-all serves /api itself too (its JSON 404).
  expect(methodsFor("/api")).toHaveLength(5);
});

test("a path no route serves has no entry", () => {
  expect(compileRouteTable([{ pattern: "/api/a", methods: ["GET"] }])("/api/b")).toBeNull();
});
