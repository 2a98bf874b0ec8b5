import { GET as me } from "@/app/api/auth/me/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import * as catchAll from "@/app/api/[[...path]]/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { WEB_SESSION_MARKER } from "@/lib/auth/web-session-marker";
import { createSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { call } from "../helpers";
import { createUser, loginAs, PASSWORD, uniqueIp, webSignIn } from "./auth-fixtures";

process.env.ALLOW_TEST_CLOCK = "1";
afterAll(() => db.$disconnect());

test("/api/auth/me needs a valid session", async () => {
  const none = await call(me, "/api/auth/me");
  expect(none.status).toBe(401);
  expect(none.json).toEqual({ statusCode: 401, message: "Please sign in to continue." });

  const bad = await call(me, "/api/auth/me", { token: "not-a-real-token" });
  expect(bad.status).toBe(401);
});

test("/api/auth/me returns the DTO and never the password hash", async () => {
  const user = await createUser({ onboardingStatus: "complete" });
  const token = await loginAs(user.email);
  const res = await call(me, "/api/auth/me", { token });
  expect(res.status).toBe(200);
  expect(Object.keys(res.json).sort()).toEqual(
    [
      "activeSubscription",
      "balance",
      "deliveryDay",
      "deliveryTime",
      "email",
      "firstName",
      "id",
      "isNew",
      "lastAccessedRole",
      "lastName",
      "onboardingCompletedAt",
      "onboardingStatus",
      "referralCode",
      "roles",
      "status",
    ].sort(),
  );
  expect(res.json).toMatchObject({ id: user.id, email: user.email, roles: [{ slug: "customer" }] });
  expect(res.text).not.toMatch(/password/i);
});

test("logout revokes the session: the same token then gets 401", async () => {
  const user = await createUser();
  const token = await loginAs(user.email);
  const out = await call(logoutRoute, "/api/auth/logout", { token, method: "POST" });
  expect(out.status).toBe(200);
  expect(out.json).toEqual({ ok: true });
  expect((await call(me, "/api/auth/me", { token })).status).toBe(401);
  expect((await call(logoutRoute, "/api/auth/logout", { token, method: "POST" })).status).toBe(401);
});

test("an expired session is refused", async () => {
  const user = await createUser();
  const { token, expiresAt } = await createSession(user.id, "API", new Date());
  const afterExpiry = new Date(expiresAt.getTime() + 1000).toISOString();
  const res = await call(me, "/api/auth/me", { token, headers: { "x-test-now": afterExpiry } });
  expect(res.status).toBe(401);
});

test("a disabled account's existing sessions stop working", async () => {
  const user = await createUser();
  const token = await loginAs(user.email);
  await db.user.update({ where: { id: user.id }, data: { status: "disabled" } });
  expect((await call(me, "/api/auth/me", { token })).status).toBe(401);
});

describe("the web session cookie", () => {
  const origin = "http://localhost:3000";
  const site = { origin, host: "localhost:3000" };

  test("web sign-in sets an HttpOnly cookie and never returns the token to the page", async () => {
    const user = await createUser();
    const { cookie, setCookies, body } = await webSignIn(user.email);
    expect(body.token).toBe(WEB_SESSION_MARKER);
    const session = setCookies.find((c) => c.startsWith("lk-session="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=lax/i);
    const token = cookie.match(/lk-session=([^;]+)/)?.[1] ?? "";
    expect(JSON.stringify(body)).not.toContain(token);
    const res = await call(me, "/api/auth/me", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(user.id);
    expect(res.text).not.toContain(token);
  });

  test("over https the cookies are Secure and the session cookie is __Host-", async () => {
    const user = await createUser();
    const res = await call(loginRoute, "https://localhost:3000/api/auth/login", {
      body: { email: user.email, password: PASSWORD },
      headers: { "x-forwarded-for": uniqueIp(), "x-session-mode": "cookie" },
    });
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("__Host-lk-session="))).toMatch(/Secure/);
    expect(cookies.find((c) => c.startsWith("csrf-token="))).toMatch(/Secure/);
  });

  test("an API client still gets a bearer token", async () => {
    const user = await createUser();
    const token = await loginAs(user.email);
    expect(token).not.toBe(WEB_SESSION_MARKER);
    expect((await call(me, "/api/auth/me", { token })).status).toBe(200);
  });

  test("the stored marker sent as a bearer is not a credential; the cookie still counts", async () => {
    const user = await createUser();
    const { cookie } = await webSignIn(user.email);
    expect((await call(me, "/api/auth/me", { token: WEB_SESSION_MARKER })).status).toBe(401);
    const res = await call(me, "/api/auth/me", { token: WEB_SESSION_MARKER, headers: { cookie } });
    expect(res.status).toBe(200);
  });

  test("a mutation without the session's anti-forgery token is refused with 403", async () => {
    const user = await createUser();
    const { cookie } = await webSignIn(user.email);
    const res = await call(logoutRoute, "/api/auth/logout", {
      method: "POST",
      headers: { cookie, ...site },
    });
    expect(res.status).toBe(403);
  });

  test("another session's anti-forgery token is refused (bound to the session)", async () => {
    const mine = await webSignIn((await createUser()).email);
    const theirs = await webSignIn((await createUser()).email);
    const res = await call(logoutRoute, "/api/auth/logout", {
      method: "POST",
      headers: { cookie: mine.cookie, "x-csrf-token": theirs.csrf, ...site },
    });
    expect(res.status).toBe(403);
    // A forged double-submit pair (same value in cookie and header) is refused too.
    const forged = await call(logoutRoute, "/api/auth/logout", {
      method: "POST",
      headers: {
        cookie: mine.cookie.replace(/csrf-token=[^;]+/, "csrf-token=abc"),
        "x-csrf-token": "abc",
        ...site,
      },
    });
    expect(forged.status).toBe(403);
  });

  test.each([
    ["a foreign origin", "https://evil.example"],
    ["the same host over another scheme", "https://localhost:3000"],
    ["the same host on another port", "http://localhost:3001"],
  ])("a mutation from %s is refused with 403", async (_what, foreign) => {
    const user = await createUser();
    const { cookie, csrf } = await webSignIn(user.email);
    const res = await call(logoutRoute, "/api/auth/logout", {
      method: "POST",
      headers: { cookie, "x-csrf-token": csrf, origin: foreign, host: "localhost:3000" },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(
      "This request was refused because it did not come from our site.",
    );
  });

  test("a same-origin mutation with the bound token works, ends the session, clears cookies", async () => {
    const user = await createUser();
    const { cookie, csrf } = await webSignIn(user.email);
    const res = await call(logoutRoute, "/api/auth/logout", {
      method: "POST",
      headers: { cookie, "x-csrf-token": csrf, ...site },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith("lk-session="))).toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/i,
    );
    expect((await call(me, "/api/auth/me", { headers: { cookie } })).status).toBe(401);
  });

  test("a mutation whose body is not JSON is refused with 415", async () => {
    const user = await createUser();
    const { cookie, csrf } = await webSignIn(user.email);
    const res = await call(logoutRoute, "/api/auth/logout", {
      method: "POST",
      rawBody: "a=1",
      headers: {
        cookie,
        "x-csrf-token": csrf,
        "content-type": "application/x-www-form-urlencoded",
        ...site,
      },
    });
    expect(res.status).toBe(415);
    expect(res.json).toEqual({
      statusCode: 415,
      message: "Send the request body as application/json.",
    });
  });
});

test("next-auth's own endpoints are gone: any other /api/auth path is JSON 404", async () => {
  for (const method of ["GET", "POST"] as const) {
    for (const path of ["session", "csrf", "signout", "callback/credentials", "providers"]) {
      const res = await call(catchAll[method], `/api/auth/${path}`, { method });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ statusCode: 404, message: "No API endpoint at this path." });
    }
  }
});
