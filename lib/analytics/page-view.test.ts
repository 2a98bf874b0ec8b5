import { affiliateScriptUrl, tagManagerId } from "./config";
import { pagePath, pushToDataLayer, shouldTrack, virtualPageView } from "./page-view";

describe("pagePath", () => {
  test("keeps the query string", () => {
    expect(pagePath("/menu", "a=1&b=2")).toBe("/menu?a=1&b=2");
    expect(pagePath("/menu", "?a=1")).toBe("/menu?a=1");
  });
  test("never records a reset token", () => {
    expect(pagePath("/login", "?resetToken=abc123")).toBe("/login");
    expect(pagePath("/login", "view=reset&resetToken=abc")).toBe("/login?view=reset");
  });
  test("drops an empty query", () => {
    expect(pagePath("/", "")).toBe("/");
  });
});

describe("shouldTrack", () => {
  test("tracks the first load", () => {
    expect(shouldTrack(null, "/")).toBe(true);
  });
  test("tracks a change of path or query", () => {
    expect(shouldTrack("/", "/menu")).toBe(true);
    expect(shouldTrack("/menu", "/menu?week=2")).toBe(true);
  });
  test("does not track the same URL twice in a row", () => {
    expect(shouldTrack("/menu", "/menu")).toBe(false);
  });
  test("tracks a return to an earlier page", () => {
    const seen: string[] = [];
    let last: string | null = null;
    for (const url of ["/", "/", "/menu", "/menu", "/"]) {
      if (shouldTrack(last, url)) {
        seen.push(url);
        last = url;
      }
    }
    expect(seen).toEqual(["/", "/menu", "/"]);
  });
});

describe("pushToDataLayer", () => {
  test("creates the data layer when missing", () => {
    const target: { dataLayer?: unknown[] } = {};
    pushToDataLayer(target, virtualPageView("/menu", "Menu · Lakeshore Kitchen"));
    expect(target.dataLayer).toEqual([
      { event: "virtual_page_view", page_path: "/menu", page_title: "Menu · Lakeshore Kitchen" },
    ]);
  });
  test("appends to an existing data layer", () => {
    const existing: unknown[] = [{ event: "gtm.js" }];
    const target = { dataLayer: existing };
    pushToDataLayer(target, virtualPageView("/", "Home"));
    expect(target.dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
  });
});

describe("script configuration", () => {
  test("accepts a well-formed tag manager id only", () => {
    expect(tagManagerId("GTM-AB12CD")).toBe("GTM-AB12CD");
    expect(tagManagerId(undefined)).toBeNull();
    expect(tagManagerId("")).toBeNull();
    expect(tagManagerId("GTM-1'); alert(1)//")).toBeNull();
  });
  test("accepts an http(s) affiliate script URL only", () => {
    expect(affiliateScriptUrl("https://affiliates.example.com/t.js")).toBe(
      "https://affiliates.example.com/t.js",
    );
    expect(affiliateScriptUrl(undefined)).toBeNull();
    expect(affiliateScriptUrl("javascript:alert(1)")).toBeNull();
    expect(affiliateScriptUrl("not a url")).toBeNull();
  });
});
