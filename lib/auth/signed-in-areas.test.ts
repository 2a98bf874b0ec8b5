import { isSignedInArea } from "./signed-in-areas";

describe("isSignedInArea", () => {
  it.each([
    ["/admin", true],
    ["/admin/", true],
    ["/admin/users", true],
    ["/admin/users/abc", true],
    ["/customer", true],
    ["/customer/payments/abc", true],
    ["/administrator", false],
    ["/customers", false],
    ["/", false],
    ["/login", false],
    ["/signup/checkout", false],
    ["/menu", false],
  ])("%s → %s", (pathname, expected) => {
    expect(isSignedInArea(pathname)).toBe(expected);
  });
});
