// The report a customer sends and the decision an admin sends: one schema each, shared by the
// form and the handler. Client-safe (no server imports).
import { z } from "zod";

export const PROBLEM_KIND_VALUES = ["MISSING", "DAMAGED", "WRONG", "LATE"] as const;

export const reportProblemSchema = z
  .object({
    orderId: z.string().trim().min(1, "Choose an order.").max(64),
    day: z.enum(["MONDAY", "THURSDAY"], { error: "Choose the delivery day." }),
    kind: z.enum(PROBLEM_KIND_VALUES, { error: "Choose what went wrong." }),
    /** The dish; left out for a late box. */
    dishId: z.string().trim().min(1).max(64).optional(),
    quantity: z
      .number({ error: "Enter how many." })
      .int("Enter a whole number.")
      .min(1, "At least one.")
      .max(30, "At most 30.")
      .default(1),
    details: z.string().trim().max(500, "Keep it under 500 characters.").optional(),
    photoId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((r) => r.kind === "LATE" || r.dishId, {
    message: "Choose the dish.",
    path: ["dishId"],
  });
export type ReportProblemInput = z.infer<typeof reportProblemSchema>;

export const decideProblemSchema = z.object({
  decision: z.enum(["approve", "deny"], { error: "Choose approve or deny." }),
  note: z
    .string()
    .trim()
    .min(3, "Say why, in a few words.")
    .max(300, "Keep it under 300 characters."),
});
export type DecideProblemInput = z.infer<typeof decideProblemSchema>;

/** Photos: the real type is sniffed from the bytes on the server. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
