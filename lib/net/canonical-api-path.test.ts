import { canonicalApiTarget } from "./canonical-api-path";

describe("canonicalApiTarget", () => {
  it("leaves canonical API paths and every non-API path alone", () => {
    expect(canonicalApiTarget("/api/plans")).toBeNull();
    expect(canonicalApiTarget("/api/admin/dishes?q=a/")).toBeNull();
    expect(canonicalApiTarget("/menu/")).toBeNull();
    expect(canonicalApiTarget("/apis/")).toBeNull();
  });

  it("drops a trailing slash, empty and dot segments, keeping the query as sent", () => {
    expect(canonicalApiTarget("/api/plans/")).toBe("/api/plans");
    expect(canonicalApiTarget("/api//plans")).toBe("/api/plans");
    expect(canonicalApiTarget("/api/admin/dishes/.?x=%FF&y=1")).toBe("/api/admin/dishes?x=%FF&y=1");
    expect(canonicalApiTarget("/api/admin/dishes/../users")).toBe("/api/admin/users");
  });

  it("never climbs above the root", () => {
    expect(canonicalApiTarget("/api/../../etc")).toBe("/etc");
  });
});
