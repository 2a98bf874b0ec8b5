import { resetEnvCache } from "@/lib/config/env";
import { affiliateLink, referralLink } from "./referral-link";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

test("a shared link names the public site, not the address this server runs at", () => {
  process.env.APP_URL = "http://localhost:3002";
  delete process.env.PUBLIC_URL;
  resetEnvCache();
  expect(referralLink("MAYA8KQX")).toBe("https://lakeshorekitchen.ca/signup?ref=MAYA8KQX");
  expect(affiliateLink("AF23ABCD")).toBe("https://lakeshorekitchen.ca/?aff=AF23ABCD");
});

test("PUBLIC_URL, when set, is the address (a trailing slash is dropped)", () => {
  process.env.PUBLIC_URL = "https://meals.example.com/";
  resetEnvCache();
  expect(referralLink("A B")).toBe("https://meals.example.com/signup?ref=A%20B");
});
