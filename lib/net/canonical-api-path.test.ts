import { apiPathAnswer, BAD_API_PATH_MESSAGE, isBadApiSegment } from "./canonical-api-path";

const refused = { status: 400, message: BAD_API_PATH_MESSAGE };

describe("apiPathAnswer", () => {
  it("leaves canonical API paths and every non-API path alone", () => {
    expect(apiPathAnswer("/api/plans")).toBeNull();
    expect(apiPathAnswer("/api/admin/dishes?q=a/..\\x")).toBeNull();
    expect(apiPathAnswer("/api/users/u1/coupons/SPRING%2D10")).toBeNull();
    expect(apiPathAnswer("/menu/")).toBeNull();
    expect(apiPathAnswer("/menu/../faq")).toBeNull();
    expect(apiPathAnswer("/apis/")).toBeNull();
    // Next does not decode %61: this is a page path, and pages answer HTML.
    expect(apiPathAnswer("/%61pi/plans")).toBeNull();
  });

  it("redirects a trailing slash and empty segments in JSON, keeping the query as sent", () => {
    expect(apiPathAnswer("/api/plans/")).toEqual({
      status: 308,
      message: "This address is /api/plans.",
      location: "/api/plans",
    });
    expect(apiPathAnswer("/api//plans?x=%FF&y=1")).toMatchObject({
      status: 308,
      location: "/api/plans?x=%FF&y=1",
    });
    expect(apiPathAnswer("//api/plans")).toMatchObject({ status: 308, location: "/api/plans" });
  });

  it.each([
    "/api/admin/outbox/..\\x\\y.eml",
    "/api\\plans",
    "/api/%2e%2e",
    "/api/%2E%2E/%2e%2e/etc/passwd",
    "/api/plans/%2e%2e/faqs",
    "/api/.%2e/faqs",
    "/api/plans/%2e",
    "/api/admin/dishes/.?x=1",
    "/api/admin/dishes/../users",
    "/api/../../etc",
    "/api/admin/outbox/%5c..%5cx.eml",
    "/api/admin/outbox/..%2f..%2fpackage.json",
    "/api/plans%2f",
    // Paths that Next would resolve into /api.
    "/menu/%2e%2e/api/plans",
    "/x/../api/faqs",
    "/x\\..\\api\\faqs",
    "/api/%zz/%2e%2e",
  ])("refuses %j with a 400", (path) => {
    expect(apiPathAnswer(path)).toEqual(refused);
  });
});

test("isBadApiSegment: dots alone, slashes and backslashes", () => {
  expect([".", "..", "a/b", "a\\b", "...", "a.b", "..a"].map(isBadApiSegment)).toEqual([
    true,
    true,
    true,
    true,
    false,
    false,
    false,
  ]);
});
