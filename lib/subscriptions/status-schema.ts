// PUT /api/users/{userId}/subscription: the body of a status change, shared by the handler and the
// Plan tab's forms (which add only what a person must fill in). Client-safe: no server imports.
import { z } from "zod";

export const CANCEL_REASON_MAX = 500;

const isoDay = z
  .string({ message: "Enter a date as YYYY-MM-DD." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.");

export const resumeBodySchema = z.object({ status: z.literal("ACTIVE") }).strict();

export const pauseBodySchema = z
  .object({
    status: z.literal("PAUSED"),
    /** The day the plan starts again; empty or absent means "until I resume it". */
    resumeOn: z
      .union([isoDay, z.literal(""), z.null()])
      .optional()
      .transform((v) => v || undefined),
  })
  .strict();

export const cancelBodySchema = z
  .object({
    status: z.literal("CANCELLED"),
    reason: z
      .string()
      .trim()
      .max(CANCEL_REASON_MAX, `Keep the reason under ${CANCEL_REASON_MAX} characters.`)
      .optional(),
  })
  .strict();

export const subscriptionStatusSchema = z.discriminatedUnion(
  "status",
  [resumeBodySchema, pauseBodySchema, cancelBodySchema],
  { error: "status must be ACTIVE, PAUSED or CANCELLED." },
);
export type SubscriptionStatusInput = z.input<typeof subscriptionStatusSchema>;
export type SubscriptionStatusChange = z.output<typeof subscriptionStatusSchema>;

/** The reasons the cancel form offers (the API takes any text). */
export const CANCEL_REASONS = [
  "It's too expensive",
  "I'm moving outside the delivery area",
  "I didn't enjoy the meals",
  "I want more variety",
  "I'm cooking for myself again",
  "Something else",
] as const;

/** The cancel form: the handler's body, with the reason required. */
export const cancelFormSchema = cancelBodySchema.extend({
  reason: z.string().trim().min(1, "Tell us why you're cancelling.").max(CANCEL_REASON_MAX),
});
export type CancelFormInput = z.input<typeof cancelFormSchema>;
export type PauseFormInput = z.input<typeof pauseBodySchema>;

/** POST /api/users/{userId}/subscription: start a plan or change its size. */
export const changePlanSchema = z.object({
  planId: z.string({ message: "Choose a plan." }).min(1, "Choose a plan.").max(64),
  /**
   * A smaller plan than the meals chosen: which to keep, per open week (the rest are cleared;
   * without it, those weeks' meals are cleared, to be chosen again).
   */
  keep: z
    .array(
      z.object({
        weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A week is its Monday, YYYY-MM-DD."),
        items: z
          .array(
            z.object({
              dishId: z.string().min(1).max(64),
              slot: z.enum(["SINGLE", "MONDAY", "THURSDAY"]),
              quantity: z.number().int().min(1).max(24),
            }),
          )
          .max(24),
      }),
    )
    .max(12)
    .optional(),
});
export type ChangePlanInput = z.infer<typeof changePlanSchema>;
