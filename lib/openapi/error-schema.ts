// The API's one error shape (lib/api/error-response.ts) as a zod schema, for the document.
import { z } from "zod";
import type { ErrorBody } from "@/lib/api/error-response";

export const errorSchema: z.ZodType<ErrorBody> = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    message: z.string(),
    errors: z
      .array(
        z.object({
          property: z.string(),
          constraints: z.record(z.string(), z.string()),
        }),
      )
      .optional()
      .meta({ description: "Validation failures, one per field (400 only)." }),
    requestId: z
      .string()
      .optional()
      .meta({ description: "Ties a 500/503 to the server's log line." }),
  })
  .meta({
    id: "Error",
    description: "Every 4xx/5xx answer from /api.",
    examples: [
      {
        statusCode: 400,
        message: "Validation failed",
        errors: [{ property: "email", constraints: { isEmail: "email must be an email" } }],
      },
      { statusCode: 401, message: "Please sign in to continue." },
    ],
  });
