// POST /api/stripe/webhook: Stripe's events (and `stripe listen --forward-to`). Outside the user
// wrapper (no cookie, no CSRF: the Stripe-Signature is the authentication), but every answer is
// JSON: 400 for a bad or missing signature (nothing written), 200 otherwise.
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/error-response";
import { AppError } from "@/lib/errors";
import { handleWebhook } from "@/lib/payments/webhooks/handle-webhook";
import { SignatureError } from "@/lib/payments/webhooks/signature";
import { webhookContext } from "@/lib/webhooks/context";

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const MAX_BYTES = 512 * 1024;

export async function POST(req: NextRequest): Promise<Response> {
  try {
    const raw = await req.text();
    if (raw.length > MAX_BYTES) throw new AppError("BAD_REQUEST", "Event too large.");
    const outcome = await handleWebhook(raw, req.headers.get("stripe-signature"), webhookContext());
    return NextResponse.json({ received: true, ...outcome });
  } catch (error) {
    if (error instanceof SignatureError)
      return errorResponse(
        new AppError("BAD_REQUEST", `Invalid signature: ${error.message}`),
        randomUUID(),
      );
    return errorResponse(error, randomUUID());
  }
}
