// The document's auth schemes (DESIGN.md §4) and which ones each wrapper audience accepts.
import { CSRF_HEADER } from "@/lib/auth/web-session";

export type DocAudience = "public" | "user" | "admin" | "cron" | "stripe";

export const securitySchemes = {
  bearer: {
    type: "http",
    scheme: "bearer",
    description: "The token answered by POST /api/auth/login or /api/auth/register.",
  },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "lk-session",
    description:
      "The web session (HttpOnly; `__Host-lk-session` over https). Writes also need the " +
      `anti-forgery header ${CSRF_HEADER} and a same-origin Origin.`,
  },
  csrfHeader: {
    type: "apiKey",
    in: "header",
    name: CSRF_HEADER,
    description: "Echo of the csrf-token cookie; required with the session cookie on writes.",
  },
  cronBearer: {
    type: "http",
    scheme: "bearer",
    description: "Authorization: Bearer $CRON_SECRET (the scheduler's secret).",
  },
  stripeSignature: {
    type: "apiKey",
    in: "header",
    name: "Stripe-Signature",
    description: "Stripe's signature of the raw body with the webhook secret.",
  },
} as const;

/** OpenAPI security requirements: any one entry of the list satisfies the operation. */
export function securityFor(
  audience: DocAudience,
  write: boolean,
): Record<string, string[]>[] | undefined {
  switch (audience) {
    case "public":
      return [];
    case "user":
    case "admin":
      return [
        { bearer: [] },
        write ? { sessionCookie: [], csrfHeader: [] } : { sessionCookie: [] },
      ];
    case "cron":
      return [{ cronBearer: [] }];
    case "stripe":
      return [{ stripeSignature: [] }];
  }
}
