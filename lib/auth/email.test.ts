import { normalizeEmail } from "./email";
import { emailSchema } from "./schemas";

test("normalizeEmail trims and lower-cases", () => {
  expect(normalizeEmail("  Jane.Doe@Example.COM \n")).toBe("jane.doe@example.com");
  expect(normalizeEmail("already@example.com")).toBe("already@example.com");
});

test("the email schema normalises before it validates", () => {
  expect(emailSchema.parse("  Jane@Example.com ")).toBe("jane@example.com");
  expect(emailSchema.safeParse("not-an-email").success).toBe(false);
  expect(emailSchema.safeParse("   ").success).toBe(false);
  expect(emailSchema.safeParse(42).success).toBe(false);
});
