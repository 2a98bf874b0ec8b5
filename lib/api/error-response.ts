// Maps any thrown value to the API's JSON error; unknown errors reveal nothing but a request id.
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors";

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { property: string; constraints: Record<string, string> }[];
  requestId?: string;
}

export function errorJson(status: number, message: string, extra: Partial<ErrorBody> = {}) {
  return NextResponse.json<ErrorBody>({ statusCode: status, message, ...extra }, { status });
}

export function errorResponse(error: unknown, requestId: string): NextResponse {
  if (error instanceof AppError) {
    const res = errorJson(
      error.status,
      error.message,
      error.errors ? { errors: error.errors } : {},
    );
    if (error.retryAfter !== undefined) res.headers.set("Retry-After", String(error.retryAfter));
    return res;
  }
  // Never echo the error: it may hold SQL, secrets or card data. The id ties the log to the reply.
  console.error(`[api] request ${requestId} failed:`, error instanceof Error ? error.stack : error);
  return errorJson(500, "Something went wrong please try again.", { requestId });
}
