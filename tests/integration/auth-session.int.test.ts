import { GET as me } from "@/app/api/auth/me/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import { createSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { call } from "../helpers";
import { createUser, loginAs, sessionCookie } from "./auth-fixtures";

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

  test("authenticates reads", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id, await loginAs(user.email));
    const res = await call(me, "/api/auth/me", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(user.id);
  });

  test("a mutation without the anti-forgery header is refused with 403", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id, await loginAs(user.email));
    const res = await call(logoutRoute, "/api/auth/logout", {
      method: "POST",
      headers: { cookie: `${cookie}; csrf-token=abc`, origin, host: "localhost:3000" },
    });
    expect(res.status).toBe(403);
    const mismatched = await call(logoutRoute, "/api/auth/logout", {
      method: "POST",
      headers: {
        cookie: `${cookie}; csrf-token=abc`,
        "x-csrf-token": "xyz",
        origin,
        host: "localhost:3000",
      },
    });
    expect(mismatched.status).toBe(403);
  });

  test("a mutation from a foreign origin is refused with 403", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id, await loginAs(user.email));
    const res = await call(logoutRoute, "/api/auth/logout", {
      method: "POST",
      headers: {
        cookie: `${cookie}; csrf-token=abc`,
        "x-csrf-token": "abc",
        origin: "https://evil.example",
      },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(
      "This request was refused because it did not come from our site.",
    );
  });

  test("a same-origin mutation echoing the cookie works, and ends the session", async () => {
    const user = await createUser();
    const token = await loginAs(user.email);
    const cookie = await sessionCookie(user.id, token);
    const res = await call(logoutRoute, "/api/auth/logout", {
      method: "POST",
      headers: {
        cookie: `${cookie}; csrf-token=abc`,
        "x-csrf-token": "abc",
        origin,
        host: "localhost:3000",
      },
    });
    expect(res.status).toBe(200);
    // Cookie and bearer are one session: both are gone.
    expect((await call(me, "/api/auth/me", { headers: { cookie } })).status).toBe(401);
    expect((await call(me, "/api/auth/me", { token })).status).toBe(401);
  });

  test("a cookie signed with another secret is ignored", async () => {
    const user = await createUser();
    const token = await loginAs(user.email);
    const saved = process.env.NEXTAUTH_SECRET;
    process.env.NEXTAUTH_SECRET = "some-other-secret";
    const forged = await sessionCookie(user.id, token);
    process.env.NEXTAUTH_SECRET = saved;
    expect((await call(me, "/api/auth/me", { headers: { cookie: forged } })).status).toBe(401);
  });
});

test("unknown next-auth actions answer JSON 404", async () => {
  for (const method of ["GET", "POST"] as const) {
    const res = await call(nextAuthRoute[method], "/api/auth/whatever", {
      method,
      params: { nextauth: ["whatever"] },
    });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ statusCode: 404, message: "No API endpoint at this path." });
  }
});
