// Maps any thrown value to the API's JSON error; unknown errors reveal nothing but a request id.
import { NextResponse } from "next/server";
import { isDatabaseUnavailable, isRecordNotFound } from "@/lib/db/unavailable";
import { AppError } from "@/lib/errors";
import { errorFields, logger } from "@/lib/log/logger";

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER = 10;

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
  // A record the handler required is gone (e.g. an admin naming a user id that does not exist).
  if (isRecordNotFound(error)) return errorJson(404, "Resource not found.");
  if (isDatabaseUnavailable(error)) {
    logger().error({ component: "api", requestId }, "database unavailable");
    const res = errorJson(503, "We can't reach our data right now. Please try again shortly.", {
      requestId,
    });
    res.headers.set("Retry-After", String(DATABASE_RETRY_AFTER));
    return res;
  }
  // Never echo the error: it may hold SQL, secrets or card data. The id ties the log to the reply.
  logger().error({ component: "api", requestId, ...errorFields(error) }, "request failed");
  return errorJson(500, "Something went wrong please try again.", { requestId });
}
