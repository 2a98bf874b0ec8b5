// One error class for expected failures; the code decides the HTTP status in one table.

export type ErrorCode =
  | "VALIDATION"
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "DEADLINE_PASSED"
  | "PAYMENT_REQUIRED"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RATE_LIMITED"
  | "MAINTENANCE"
  | "UNAVAILABLE";

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DEADLINE_PASSED: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  UNAVAILABLE: 503,
};

export interface FieldError {
  property: string;
  constraints: Record<string, string>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: FieldError[];
  /** Seconds, sent as Retry-After for 429 and 503. */
  readonly retryAfter?: number;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: FieldError[]; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.errors = options.errors;
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const notFound = (what = "Resource") => new AppError("NOT_FOUND", `${what} not found.`);
export const forbidden = () => new AppError("FORBIDDEN", "You do not have permission to do that.");
export const unauthenticated = () => new AppError("UNAUTHENTICATED", "Please sign in to continue.");
