import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { db } from "@/lib/db";
import { call } from "../helpers";
import { createUser, PASSWORD, uniqueEmail, uniqueIp } from "./auth-fixtures";

process.env.ALLOW_TEST_CLOCK = "1";
afterAll(() => db.$disconnect());

const FAILED = {
  statusCode: 401,
  message: "Sorry, there was an issue with your email or password, please try again.",
};

function attempt(email: string, password: string, ip = uniqueIp(), now?: Date) {
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (now) headers["x-test-now"] = now.toISOString();
  return call(loginRoute, "/api/auth/login", { body: { email, password }, headers });
}

test("good credentials return a token and the user; the email is normalised", async () => {
  const user = await createUser({ roles: ["customer", "admin"], onboardingStatus: "complete" });
  const res = await attempt(`  ${user.email.toUpperCase()} `, PASSWORD);
  expect(res.status).toBe(200);
  expect(res.json.user).toMatchObject({
    id: user.id,
    email: user.email,
    onboardingStatus: "complete",
  });
  expect(res.json.user.roles.map((r: { slug: string }) => r.slug).sort()).toEqual([
    "admin",
    "customer",
  ]);
  expect(res.text).not.toContain("passwordHash");
  expect((await call(me, "/api/auth/me", { token: res.json.token })).status).toBe(200);
});

test("wrong password, unknown email and disabled account all get the identical 401", async () => {
  const user = await createUser();
  const disabled = await createUser({ status: "disabled" });

  const wrong = await attempt(user.email, "not-the-password");
  const unknown = await attempt(uniqueEmail("nobody"), PASSWORD);
  const off = await attempt(disabled.email, PASSWORD);

  for (const res of [wrong, unknown, off]) {
    expect(res.status).toBe(401);
    expect(res.json).toEqual(FAILED);
  }
  expect(wrong.text).toBe(unknown.text);
  expect(off.text).toBe(unknown.text);
  expect(await db.loginAttempt.count({ where: { email: user.email, succeeded: false } })).toBe(1);
});

test("five failures from one address slow that address down; the owner still signs in", async () => {
  const user = await createUser();
  const guesser = uniqueIp();
  const start = new Date("2031-03-04T15:00:00Z");
  const at = (s: number) => new Date(start.getTime() + s * 1000);
  for (let i = 0; i < 5; i++) {
    expect((await attempt(user.email, `wrong-${i}`, guesser, at(i))).status).toBe(401);
  }
  // The guesser waits 30 s after its fifth failure, even with the right password.
  const slowed = await attempt(user.email, PASSWORD, guesser, at(10));
  expect(slowed.status).toBe(429);
  expect(slowed.json).toEqual({
    statusCode: 429,
    message: "Too many sign-in attempts. Please wait a few minutes and try again.",
  });
  expect(slowed.headers.get("retry-after")).toBe("24");
  // The owner, from an address with no failures, is not locked out.
  expect((await attempt(user.email, PASSWORD, uniqueIp(), at(11))).status).toBe(200);
  // Each further failure doubles the wait: 30 s, then 60 s.
  expect((await attempt(user.email, "wrong-5", guesser, at(35))).status).toBe(401);
  const doubled = await attempt(user.email, "wrong-6", guesser, at(40));
  expect(doubled.status).toBe(429);
  expect(doubled.headers.get("retry-after")).toBe("55");
});

test("20 parallel wrong passwords on one account: exactly 5 are checked", async () => {
  const user = await createUser();
  const ip = uniqueIp();
  const now = new Date("2031-03-07T15:00:00Z");
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) => attempt(user.email, `race-${i}`, ip, now)),
  );
  const statuses = results.map((r) => r.status).sort();
  expect(statuses.filter((s) => s === 401)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  expect(await db.loginAttempt.count({ where: { email: user.email } })).toBe(5);
}, 60_000);

test("20 parallel wrong passwords, each at its own instant: still exactly 5 are checked (issue 38 item 21)", async () => {
  const user = await createUser();
  const ip = uniqueIp();
  const base = Date.parse("2031-03-09T15:00:00Z");
  // Later arrivals may read an earlier instant than a failure already written: they count it.
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      attempt(user.email, `race-${i}`, ip, new Date(base + (20 - i) * 5)),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 401)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(15);
}, 60_000);

test("guesses spread over many addresses slow down those addresses, not a fresh one", async () => {
  const user = await createUser();
  const start = new Date("2031-03-08T15:00:00Z");
  const guessers = Array.from({ length: 10 }, () => uniqueIp());
  for (const [i, ip] of guessers.entries()) {
    expect((await attempt(user.email, "nope", ip, new Date(start.getTime() + i))).status).toBe(401);
  }
  const again = await attempt(user.email, "nope", guessers[0], new Date(start.getTime() + 1000));
  expect(again.status).toBe(429);
  const owner = await attempt(user.email, PASSWORD, uniqueIp(), new Date(start.getTime() + 1000));
  expect(owner.status).toBe(200);
});

test("a success clears the earlier failures of that email", async () => {
  const user = await createUser();
  const start = new Date("2031-03-05T15:00:00Z");
  const at = (s: number) => new Date(start.getTime() + s * 1000);
  for (let i = 0; i < 4; i++)
    expect((await attempt(user.email, "nope", uniqueIp(), at(i))).status).toBe(401);
  expect((await attempt(user.email, PASSWORD, uniqueIp(), at(10))).status).toBe(200);
  for (let i = 0; i < 4; i++)
    expect((await attempt(user.email, "nope", uniqueIp(), at(20 + i))).status).toBe(401);
  expect((await attempt(user.email, PASSWORD, uniqueIp(), at(30))).status).toBe(200);
});

test("twenty failures from one address lock that address, whatever the email", async () => {
  const ip = uniqueIp();
  const now = new Date("2031-03-06T15:00:00Z");
  for (let i = 0; i < 20; i++) {
    expect((await attempt(uniqueEmail("spray"), "guess", ip, now)).status).toBe(401);
  }
  const user = await createUser();
  const blocked = await attempt(user.email, PASSWORD, ip, now);
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers.get("retry-after"))).toBe(900);
  expect((await attempt(user.email, PASSWORD, uniqueIp(), now)).status).toBe(200);
}, 60_000);

test("sign-in input is validated", async () => {
  const res = await call(loginRoute, "/api/auth/login", { body: { email: "x", password: "" } });
  expect(res.status).toBe(400);
  expect(res.json.errors.map((e: { property: string }) => e.property).sort()).toEqual([
    "email",
    "password",
  ]);
});

test("the seeded demo accounts sign in and land where the spec says", async () => {
  const { postLoginPath } = await import("@/lib/auth/post-login");
  const cases = [
    ["admin@lakeshorekitchen.ca", "Admin123!", "/admin"],
    ["customer@example.com", "Customer123!", "/customer"],
    ["newbie@example.com", "Customer123!", "/signup"],
  ] as const;
  for (const [email, password, path] of cases) {
    const res = await attempt(email, password);
    expect(res.status).toBe(200);
    expect(postLoginPath(res.json.user)).toBe(path);
  }
});
