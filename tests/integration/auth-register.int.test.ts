import { POST as register } from "@/app/api/auth/register/route";
import { GET as me } from "@/app/api/auth/me/route";
import { MAX_BODY_BYTES } from "@/lib/api/read-body";
import { db } from "@/lib/db";
import { call } from "../helpers";
import { PASSWORD, uniqueEmail } from "./auth-fixtures";

afterAll(() => db.$disconnect());

const person = { firstName: "Maya", lastName: "Chen", password: PASSWORD };

test("register normalises the email, makes a customer and returns a working token", async () => {
  const email = uniqueEmail("Reg");
  const res = await call(register, "/api/auth/register", {
    body: { ...person, email: `  ${email.toUpperCase()}  ` },
  });
  expect(res.status).toBe(201);
  expect(typeof res.json.token).toBe("string");
  expect(res.json.user).toMatchObject({
    email: email.toLowerCase(),
    firstName: "Maya",
    lastName: "Chen",
    roles: [{ slug: "customer" }],
    status: "active",
    onboardingStatus: "pending",
    isNew: true,
    balance: 0,
    activeSubscription: null,
  });
  expect(res.json.user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
  expect(res.text).not.toContain("passwordHash");

  const stored = await db.user.findUnique({
    where: { email: email.toLowerCase() },
    select: { passwordHash: true, sessions: { select: { kind: true } } },
  });
  expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  expect(stored?.sessions).toEqual([{ kind: "API" }]);

  const self = await call(me, "/api/auth/me", { token: res.json.token });
  expect(self.status).toBe(200);
  expect(self.json.email).toBe(email.toLowerCase());
});

test("a short password is a 400 in the spec's validation shape", async () => {
  const res = await call(register, "/api/auth/register", {
    body: { ...person, email: uniqueEmail(), password: "short" },
  });
  expect(res.status).toBe(400);
  expect(res.json).toEqual({
    statusCode: 400,
    message: "Validation failed",
    errors: [
      {
        property: "password",
        constraints: { too_small: "Password must be at least 8 characters" },
      },
    ],
  });
});

test("a mismatched confirmPassword is refused when sent", async () => {
  const res = await call(register, "/api/auth/register", {
    body: { ...person, email: uniqueEmail(), confirmPassword: "something-else" },
  });
  expect(res.status).toBe(400);
  expect(res.json.errors).toEqual([
    { property: "confirmPassword", constraints: { custom: "Passwords do not match" } },
  ]);
});

test("a second account with the same email (any case) is a 409", async () => {
  const email = uniqueEmail("dup");
  expect((await call(register, "/api/auth/register", { body: { ...person, email } })).status).toBe(
    201,
  );
  const again = await call(register, "/api/auth/register", {
    body: { ...person, email: ` ${email.toUpperCase()}` },
  });
  expect(again.status).toBe(409);
  expect(again.json).toEqual({
    statusCode: 409,
    message: "An account with this email already exists.",
  });
});

test("two simultaneous sign-ups with one email: one account, one 409", async () => {
  const email = uniqueEmail("race");
  const results = await Promise.all([
    call(register, "/api/auth/register", { body: { ...person, email } }),
    call(register, "/api/auth/register", { body: { ...person, email } }),
  ]);
  expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  expect(await db.user.count({ where: { email } })).toBe(1);
});

test("bad input is a 400, never a 500", async () => {
  const malformed = await call(register, "/api/auth/register", {
    rawBody: '{"email": "x@example.com",',
    headers: { "content-type": "application/json" },
    method: "POST",
  });
  expect(malformed.status).toBe(400);
  expect(malformed.json).toEqual({
    statusCode: 400,
    message: "The request body is not valid JSON.",
  });

  const wrongTypes = await call(register, "/api/auth/register", {
    body: { firstName: 1, lastName: ["x"], email: 42, password: true },
  });
  expect(wrongTypes.status).toBe(400);
  expect(wrongTypes.json.errors.map((e: { property: string }) => e.property).sort()).toEqual([
    "email",
    "firstName",
    "lastName",
    "password",
  ]);

  const notAnObject = await call(register, "/api/auth/register", { body: ["a"] });
  expect(notAnObject.status).toBe(400);

  const oversized = await call(register, "/api/auth/register", {
    body: { ...person, email: uniqueEmail(), firstName: "x".repeat(MAX_BODY_BYTES + 1) },
  });
  expect(oversized.status).toBe(400);
  expect(oversized.json.message).toMatch(/larger than/);

  const badEmail = await call(register, "/api/auth/register", {
    body: { ...person, email: "not an email" },
  });
  expect(badEmail.status).toBe(400);
  expect(badEmail.json.errors[0].property).toBe("email");
});
