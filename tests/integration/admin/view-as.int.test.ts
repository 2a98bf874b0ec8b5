// "View as customer" (issue 10): who may be viewed, the read-only session (every write under /api
// refused in the API's error shape, by bearer token and by the web cookie), the audit entries, and
// the way back to the admin's own parked session.
import path from "node:path";
import * as me from "@/app/api/auth/me/route";
import * as logout from "@/app/api/auth/logout/route";
import * as viewAs from "@/app/api/admin/users/[userId]/view-as/route";
import * as viewAsEnd from "@/app/api/auth/view-as/end/route";
import * as detail from "@/app/api/admin/users/[userId]/route";
import * as actions from "@/app/api/admin/users/[userId]/actions/route";
import * as updateUser from "@/app/api/users/[userId]/route";
import { VIEW_AS_READ_ONLY_MESSAGE } from "@/lib/auth/view-as-guard";
import { db } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import { scanApiRoutes } from "../../../scripts/api-routes.cjs";
import { call, requestInstant } from "../../helpers";
import { createUser, webSignIn } from "../auth-fixtures";
import { person, subscriber } from "../customer-a-fixtures";
import { adminSession } from "./admin-fixtures";

afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

const start = (userId: string, token: string) =>
  call(viewAs.POST, `/api/admin/users/${userId}/view-as`, {
    method: "POST",
    token,
    params: { userId },
  });

const site = { host: "localhost:3000", origin: "http://localhost:3000" };

/** The Set-Cookie lines of a response folded into the Cookie header a browser would send next. */
function nextCookies(previous: string, res: { headers: Headers }): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    const value = pair.slice(at + 1);
    if (value) jar.set(pair.slice(0, at), value);
    else jar.delete(pair.slice(0, at));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}
const cookieValue = (cookie: string, name: string) =>
  cookie.match(new RegExp(`(?:^|; )${name}=([^;]+)`))?.[1] ?? "";

test("an admin views a customer read-only: the session is the customer's, without admin rights", async () => {
  const admin = await adminSession();
  const customer = await subscriber();
  const res = await start(customer.userId, admin.token);
  expect(res.status).toBe(200);
  expect(res.json.user).toMatchObject({ id: customer.userId });
  const token = res.json.token as string;

  const who = await call(me.GET, "/api/auth/me", { token });
  expect(who.json).toMatchObject({ id: customer.userId });
  // Admin calls are refused: the read-only session never carries the admin role.
  const adminCall = await call(detail.GET, `/api/admin/users/${customer.userId}`, {
    token,
    params: { userId: customer.userId },
  });
  expect(adminCall.status).toBe(403);

  const write = await call(updateUser.PUT, `/api/users/${customer.userId}`, {
    method: "PUT",
    token,
    params: { userId: customer.userId },
    body: { firstName: "Changed" },
  });
  expect(write.status).toBe(403);
  expect(write.json).toEqual({ statusCode: 403, message: VIEW_AS_READ_ONLY_MESSAGE });
  const row = await db.user.findUniqueOrThrow({ where: { id: customer.userId } });
  expect(row.firstName).not.toBe("Changed");

  // The customer's own session still writes.
  const own = await call(updateUser.PUT, `/api/users/${customer.userId}`, {
    method: "PUT",
    token: customer.token,
    params: { userId: customer.userId },
    body: { firstName: "Ownchange" },
  });
  expect(own.status).toBe(200);

  const session = await db.session.findFirstOrThrow({
    where: { userId: customer.userId, viewerId: admin.userId },
  });
  expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(60 * 60_000);

  const ended = await call(viewAsEnd.POST, "/api/auth/view-as/end", { method: "POST", token });
  expect(ended.status).toBe(200);
  expect(ended.json).toEqual({ ok: true, returnTo: `/admin/users/${customer.userId}` });
  expect((await call(me.GET, "/api/auth/me", { token })).status).toBe(401);

  const audit = await db.adminAuditLog.findMany({
    where: { targetUserId: customer.userId },
    orderBy: { createdAt: "asc" },
  });
  expect(audit.map((a) => [a.action, a.actorId])).toEqual([
    ["view-as-customer", admin.userId],
    ["view-as-customer-ended", admin.userId],
  ]);
});

test("who cannot be viewed: oneself, an admin, a deactivated account, an unknown id", async () => {
  const admin = await adminSession();
  const otherAdmin = await person(["admin", "customer"]);
  const disabled = await subscriber();
  await db.user.update({ where: { id: disabled.userId }, data: { status: "disabled" } });

  const self = await start(admin.userId, admin.token);
  expect(self.status).toBe(409);
  expect((await start(otherAdmin.userId, admin.token)).json).toMatchObject({
    statusCode: 409,
    message: "Rowan Tester has no customer pages to view.",
  });
  expect((await start(disabled.userId, admin.token)).json.message).toMatch(/deactivated/);
  expect((await start("no-such-user", admin.token)).status).toBe(404);
  expect(
    await db.session.count({ where: { viewerId: admin.userId, userId: otherAdmin.userId } }),
  ).toBe(0);
  // A customer cannot start one, and an ordinary session has nothing to end.
  const customer = await subscriber();
  expect((await start(disabled.userId, customer.token)).status).toBe(403);
  const notViewing = await call(viewAsEnd.POST, "/api/auth/view-as/end", {
    method: "POST",
    token: customer.token,
  });
  expect(notViewing.status).toBe(409);
});

test("the web client: the admin's session is parked in an HttpOnly cookie and comes back", async () => {
  const adminUser = await createUser({ roles: ["admin"] });
  const customer = await subscriber();
  const signedIn = await webSignIn(adminUser.email);
  const adminSessionToken = cookieValue(signedIn.cookie, "lk-session");

  const res = await call(viewAs.POST, `/api/admin/users/${customer.userId}/view-as`, {
    method: "POST",
    params: { userId: customer.userId },
    headers: { cookie: signedIn.cookie, "x-csrf-token": signedIn.csrf, ...site },
  });
  expect(res.status).toBe(200);
  // Only markers reach the page (spec §9 keys); the tokens stay in HttpOnly cookies.
  expect(res.json).toMatchObject({ token: "web-session", adminToken: "web-session" });
  const parkedLine = res.headers.getSetCookie().find((c) => c.startsWith("lk-admin-session="));
  expect(parkedLine).toMatch(/HttpOnly/);
  const viewing = nextCookies(signedIn.cookie, res);
  expect(cookieValue(viewing, "lk-admin-session")).toBe(adminSessionToken);
  expect(cookieValue(viewing, "lk-session")).not.toBe(adminSessionToken);
  const csrf = cookieValue(viewing, "csrf-token");

  expect((await call(me.GET, "/api/auth/me", { headers: { cookie: viewing } })).json.id).toBe(
    customer.userId,
  );
  // A public write from the viewing browser is refused too (here: signing in as someone else).
  const { POST: login } = await import("@/app/api/auth/login/route");
  const publicWrite = await call(login, "/api/auth/login", {
    body: { email: customer.email, password: "whatever-it-is" },
    headers: { cookie: viewing, ...site },
  });
  expect(publicWrite.json).toEqual({ statusCode: 403, message: VIEW_AS_READ_ONLY_MESSAGE });

  const back = await call(viewAsEnd.POST, "/api/auth/view-as/end", {
    method: "POST",
    headers: { cookie: viewing, "x-csrf-token": csrf, ...site },
  });
  expect(back.status).toBe(200);
  expect(back.json).toMatchObject({ token: "web-session", user: { id: adminUser.id } });
  const restored = nextCookies(viewing, back);
  expect(cookieValue(restored, "lk-session")).toBe(adminSessionToken);
  expect(cookieValue(restored, "lk-admin-session")).toBe("");
  expect((await call(me.GET, "/api/auth/me", { headers: { cookie: restored } })).json.id).toBe(
    adminUser.id,
  );
  // The restored session writes again, with its own anti-forgery token.
  const out = await call(logout.POST, "/api/auth/logout", {
    method: "POST",
    headers: { cookie: restored, "x-csrf-token": cookieValue(restored, "csrf-token"), ...site },
  });
  expect(out.status).toBe(200);
});

test("signing out while viewing ends both sessions", async () => {
  const adminUser = await createUser({ roles: ["admin"] });
  const customer = await subscriber();
  const signedIn = await webSignIn(adminUser.email);
  const res = await call(viewAs.POST, `/api/admin/users/${customer.userId}/view-as`, {
    method: "POST",
    params: { userId: customer.userId },
    headers: { cookie: signedIn.cookie, "x-csrf-token": signedIn.csrf, ...site },
  });
  const viewing = nextCookies(signedIn.cookie, res);
  const out = await call(logout.POST, "/api/auth/logout", {
    method: "POST",
    headers: { cookie: viewing, "x-csrf-token": cookieValue(viewing, "csrf-token"), ...site },
  });
  expect(out.status).toBe(200);
  expect(await db.session.count({ where: { userId: adminUser.id, revokedAt: null } })).toBe(0);
  expect(await db.session.count({ where: { viewerId: adminUser.id, revokedAt: null } })).toBe(0);
});

test("the view ends with the admin session that opened it: sign-out, deactivation, lost role", async () => {
  const customer = await subscriber();
  const opened = async () => {
    const admin = await person(["admin"]);
    const res = await start(customer.userId, admin.token);
    expect(res.status).toBe(200);
    const token = res.json.token as string;
    expect((await call(me.GET, "/api/auth/me", { token })).status).toBe(200);
    return { admin, token };
  };
  const refused = async (token: string) => {
    const res = await call(me.GET, "/api/auth/me", { token });
    expect(res.json).toEqual({ statusCode: 401, message: "Please sign in to continue." });
  };

  // The admin signs out with their own token: the view they opened goes with it.
  const a = await opened();
  const out = await call(logout.POST, "/api/auth/logout", { method: "POST", token: a.admin.token });
  expect(out.status).toBe(200);
  await refused(a.token);

  // Another admin deactivates the admin.
  const b = await opened();
  const boss = await adminSession();
  const deactivated = await call(actions.POST, `/api/admin/users/${b.admin.userId}/actions`, {
    token: boss.token,
    params: { userId: b.admin.userId },
    body: { action: "deactivate", confirmAdmin: true },
  });
  expect(deactivated.status).toBe(200);
  await refused(b.token);

  // Disabled by another instance (no session revoked here), or no longer an admin.
  const c = await opened();
  await db.user.update({ where: { id: c.admin.userId }, data: { status: "disabled" } });
  await refused(c.token);
  const d = await opened();
  await db.userRole.deleteMany({ where: { userId: d.admin.userId, role: { slug: "admin" } } });
  await refused(d.token);
});

// Every mutation route file is found from the tree, so a new write is covered without edits.
// Not session-authenticated, so outside the rule: the cron secret's rollover, Stripe's signed
// webhook, and the catch-all that answers 404 for unknown paths.
const NOT_SESSION_ROUTES = [
  "/api/cron/rollover",
  "/api/cron/gift-cards",
  "/api/stripe/webhook",
  "/api/[[...path]]",
];
const ALLOWED = ["POST /api/auth/view-as/end", "POST /api/auth/logout"];

test("every write under /api is refused while viewing, except going back and signing out", async () => {
  const admin = await adminSession();
  const customer = await subscriber();
  const token = (await start(customer.userId, admin.token)).json.token as string;
  // Every write at one instant: the walk takes seconds, and must not run into Thursday's
  // maintenance window (503s) half way when the suite runs late on a Wednesday.
  const at = requestInstant().toISOString();
  const root = process.cwd();
  const answers: { name: string; audience?: string; status: number; body: unknown }[] = [];
  for (const route of scanApiRoutes(root)) {
    if (NOT_SESSION_ROUTES.includes(route.pattern)) continue;
    const mod = (await import(path.join(root, route.file))) as Record<
      string,
      Parameters<typeof call>[0] & { audience?: string }
    >;
    for (const method of route.methods.filter((m: string) => m !== "GET")) {
      const name = `${method} ${route.pattern}`;
      if (ALLOWED.includes(name)) continue;
      const params = Object.fromEntries(
        [...route.pattern.matchAll(/\[([^\]]+)\]/g)].map((m) => [
          m[1],
          m[1] === "userId" ? customer.userId : "x",
        ]),
      );
      const res = await call(mod[method], route.pattern, {
        method,
        params,
        // Signed-in routes read the bearer; public ones see the cookies of a viewing browser.
        token,
        headers: {
          cookie: `lk-session=${token}; lk-admin-session=${admin.token}`,
          "x-test-now": at,
        },
        body: {},
      });
      answers.push({ name, audience: mod[method].audience, status: res.status, body: res.json });
    }
  }
  expect(answers.length).toBeGreaterThan(30);
  for (const answer of answers) {
    // Admin routes refuse first, for want of the admin role; every other write says why.
    const expected =
      answer.audience === "admin"
        ? { statusCode: 403, message: "You do not have permission to do that." }
        : { statusCode: 403, message: VIEW_AS_READ_ONLY_MESSAGE };
    expect({ name: answer.name, status: answer.status, body: answer.body }).toEqual({
      name: answer.name,
      status: 403,
      body: expected,
    });
  }
});
