// The account tabs' request bodies, shared by the forms (react-hook-form + zodResolver) and the
// handlers. Client-safe: no server imports.
import { z } from "zod";
import { newPasswordSchema, PASSWORD_MAX } from "@/lib/auth/schemas";
import { AUTH_MESSAGES } from "@/lib/auth/messages";

export { deliveryChoiceSchema as deliveryScheduleSchema } from "@/lib/delivery-schedule/delivery-choice";

export const ACCOUNT_MESSAGES = {
  currentPasswordWrong: "Your current password is incorrect.",
  passwordUnchanged: "Choose a new password that is different from your current one.",
  passwordChanged: "Your password was changed. You've been signed out everywhere else.",
  adminSelfDeactivate:
    "Admins can't deactivate their own account. Ask another admin to do it for you.",
  emailReadOnly: "Your email can't be changed here. Write to us if you need to change it.",
  paymentUpdateDelay: "A payment method update takes 24-48 hours to apply.",
} as const;

// The same rule as PUT /api/users/{userId} (lib/users/update-user.ts), which is not client-safe.
const name = (label: string) => z.string().trim().min(1, `Enter your ${label}.`).max(60);

/** User information: first and last name (the email is not editable, spec §5). */
export const userInfoSchema = z.object({
  firstName: name("first name"),
  lastName: name("last name"),
});
export type UserInfoInput = z.infer<typeof userInfoSchema>;

/** PUT /api/users/{userId}/password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ message: "Enter your current password." })
      .min(1, "Enter your current password.")
      .max(PASSWORD_MAX),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ message: "Confirm your new password." }),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/users/{userId}/deactivate. */
export const deactivateSchema = z.object({
  reason: z.string().trim().max(500, "Keep the reason under 500 characters.").optional(),
  /** An admin deactivating another admin must say so (the same rule as the admin action). */
  confirmAdmin: z.boolean().optional(),
});
export type DeactivateInput = z.infer<typeof deactivateSchema>;
