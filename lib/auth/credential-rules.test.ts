import fc from "fast-check";
import { z } from "zod";
import { EMAIL_PATTERN, PASSWORD_MAX, validateLogin } from "./credential-rules";
import { loginSchema } from "./schemas";

/** loginSchema's answer in validateLogin's shape: the first message per field, or the values. */
function viaSchema(email: string, password: string) {
  const parsed = loginSchema.safeParse({ email, password });
  if (parsed.success) return { errors: {}, values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors, values: undefined };
}

test("the email pattern is zod's own, so naming it changed no server answer", () => {
  expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
});

const samples: Array<[string, string]> = [
  ["", ""],
  ["  Jane.Doe@Example.COM ", "secret"],
  ["jane@example", "x"],
  ["jane..doe@example.com", "x"],
  [".jane@example.com", "x"],
  ["o'brien+meals@mail.example.ca", "x"],
  ["jane@example.c", "x"],
  [`${"a".repeat(250)}@example.com`, "x"],
  ["jane@example.com", "p".repeat(PASSWORD_MAX)],
  ["jane@example.com", "p".repeat(PASSWORD_MAX + 1)],
  ["not an email", ""],
];

test.each(samples)("validateLogin(%j, …) answers as loginSchema does", (email, password) => {
  expect(validateLogin(email, password)).toEqual(viaSchema(email, password));
});

test("validateLogin agrees with loginSchema on any input", () => {
  const emailish = fc.oneof(
    fc.string(),
    fc.emailAddress(),
    fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
  );
  fc.assert(
    fc.property(emailish, fc.string({ maxLength: PASSWORD_MAX + 5 }), (email, password) => {
      expect(validateLogin(email, password)).toEqual(viaSchema(email, password));
    }),
    { numRuns: 500 },
  );
});
