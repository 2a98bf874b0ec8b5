import fc from "fast-check";
import { z } from "zod";
import {
  EMAIL_PATTERN,
  PASSWORD_MAX,
  validateEmail,
  validateLogin,
  validateNewPassword,
} from "./credential-rules";
import { forgotPasswordSchema, loginSchema, resetPasswordFormSchema } from "./schemas";

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

/** A schema's first message per field, in the plain checks' shape. */
function firstMessages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  return errors;
}

test("validateEmail agrees with forgotPasswordSchema on any input", () => {
  const emailish = fc.oneof(fc.string(), fc.emailAddress(), fc.constant("a".repeat(260)));
  fc.assert(
    fc.property(emailish, (email) => {
      expect(validateEmail(email)).toEqual(
        firstMessages(forgotPasswordSchema.safeParse({ email })),
      );
    }),
    { numRuns: 300 },
  );
});

test("validateNewPassword agrees with resetPasswordFormSchema on any input", () => {
  const password = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.string({ minLength: PASSWORD_MAX - 2, maxLength: PASSWORD_MAX + 2 }),
  );
  fc.assert(
    fc.property(password, fc.boolean(), fc.string(), (typed, same, other) => {
      const confirm = same ? typed : other;
      expect(validateNewPassword(typed, confirm)).toEqual(
        firstMessages(
          resetPasswordFormSchema.safeParse({ password: typed, confirmPassword: confirm }),
        ),
      );
    }),
    { numRuns: 300 },
  );
});
