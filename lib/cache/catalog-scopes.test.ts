import { catalogKeys, decodeMessage, encodeMessage, keyMatcher } from "./catalog-scopes";

test("each scope drops its own keys and nothing else", () => {
  const keys = [
    catalogKeys.plans(),
    catalogKeys.weekMenu("2026-11-30"),
    catalogKeys.faqs(),
    catalogKeys.deliveryCities(),
    catalogKeys.dishRatings("2026-11-30"),
  ];
  const dropped = (scope: Parameters<typeof keyMatcher>[0]) => keys.filter(keyMatcher(scope));
  expect(dropped("plans")).toEqual(["plans"]);
  expect(dropped("menus")).toEqual(["menus:2026-11-30", "ratings:2026-11-30"]);
  expect(dropped("dishes")).toEqual(["menus:2026-11-30", "ratings:2026-11-30"]);
  expect(dropped("faqs")).toEqual(["faqs"]);
  expect(dropped("delivery-area")).toEqual(["delivery-area:cities"]);
  // A rating leaves the cached menus alone: only the averages beside them are read again.
  expect(dropped("ratings")).toEqual(["ratings:2026-11-30"]);
  expect(dropped("all")).toEqual(keys);
});

test("messages round-trip, and anything unreadable means invalidate all", () => {
  expect(decodeMessage(encodeMessage({ scope: "faqs", origin: "a1" }))).toEqual({
    scope: "faqs",
    origin: "a1",
  });
  expect(decodeMessage(undefined)).toEqual({ scope: "all", origin: "" });
  expect(decodeMessage("plans")).toEqual({ scope: "all", origin: "" });
  expect(decodeMessage('{"scope":"nope"}')).toEqual({ scope: "all", origin: "" });
  expect(decodeMessage('{"scope":"plans"}')).toEqual({ scope: "plans", origin: "" });
});
