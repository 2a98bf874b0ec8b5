// validate-customer and the register calls say "An account with this email already exists":
// per client address they are throttled, so they cannot be used to sweep a list of emails.
import { POST as register } from "@/app/api/auth/register/route";
import { POST as validateCustomer } from "@/app/api/auth/validate-customer/route";
import { db } from "@/lib/db";
import { EMAIL_CHECK_LIMIT } from "@/lib/rate-limit/per-address";
import { call, pinRequestInstantPerTest } from "../helpers";
import { uniqueEmail, uniqueIp } from "./auth-fixtures";

pinRequestInstantPerTest();

afterAll(() => db.$disconnect());

const person = (email: string) => ({
  firstName: "Sam",
  lastName: "Lee",
  email,
  password: "Correct-Horse-42",
  confirmPassword: "Correct-Horse-42",
});

test(`more than ${EMAIL_CHECK_LIMIT.max} email checks from one address in 10 minutes → 429`, async () => {
  const ip = uniqueIp();
  const check = (email: string) =>
    call(validateCustomer, "/api/auth/validate-customer", {
      body: person(email),
      headers: { "x-forwarded-for": ip },
    });
  for (let i = 0; i < EMAIL_CHECK_LIMIT.max; i += 10) {
    const batch = await Promise.all(Array.from({ length: 10 }, () => check(uniqueEmail("sweep"))));
    expect(batch.map((r) => r.status)).toEqual(Array(10).fill(200));
  }
  const over = await check(uniqueEmail("sweep"));
  expect(over.status).toBe(429);
  expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(over.json).toEqual({ statusCode: 429, message: EMAIL_CHECK_LIMIT.message });
  // The register call shares the budget; another address does not.
  const viaRegister = await call(register, "/api/auth/register", {
    body: person(uniqueEmail("sweep")),
    headers: { "x-forwarded-for": ip },
  });
  expect(viaRegister.status).toBe(429);
  const elsewhere = await call(validateCustomer, "/api/auth/validate-customer", {
    body: person(uniqueEmail("fine")),
    headers: { "x-forwarded-for": uniqueIp() },
  });
  expect(elsewhere.status).toBe(200);
}, 60_000);
