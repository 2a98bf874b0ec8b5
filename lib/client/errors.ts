// How the web client reports failures (spec §8): an HTTP error passes its body on, with
// validation constraints reshaped into { type, message } pairs; no response at all rejects with
// the request that was attempted.

/** One server validation item: `{ property, constraints: { isEmail: "email must be an email" } }`. */
export interface ServerFieldError {
  property: string;
  constraints?: Record<string, string>;
  children?: ServerFieldError[];
}

export interface FieldErrorPair {
  type: string;
  message: string;
}

export interface ClientFieldError {
  property: string;
  constraints: FieldErrorPair[];
}

export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: ClientFieldError[];
  requestId?: string;
}

/** Turns each item's constraint map into a list of { type, message } pairs. */
export function reshapeValidationErrors(errors: unknown): ClientFieldError[] {
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item): ClientFieldError[] => {
    if (!item || typeof item !== "object") return [];
    const { property, constraints } = item as ServerFieldError;
    const pairs =
      constraints && typeof constraints === "object"
        ? Object.entries(constraints).map(([type, message]) => ({ type, message: String(message) }))
        : [];
    return [{ property: typeof property === "string" ? property : "", constraints: pairs }];
  });
}

/** The server answered with a status outside 200–299. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  get errors(): ClientFieldError[] {
    return this.body.errors ?? [];
  }

  /** The first message for a field, for showing beside it. */
  fieldMessage(property: string): string | undefined {
    return this.errors.find((e) => e.property === property)?.constraints[0]?.message;
  }
}

export interface RequestInfo {
  method: string;
  url: string;
}

/** The request was sent but no response came back (offline, DNS, timeout). */
export class RequestFailedError extends Error {
  readonly request: RequestInfo;
  readonly timedOut: boolean;

  constructor(request: RequestInfo, timedOut: boolean, cause?: unknown) {
    super(
      timedOut
        ? "The server took too long to answer. Please try again."
        : "We couldn't reach the server. Check your connection and try again.",
      { cause },
    );
    this.name = "RequestFailedError";
    this.request = request;
    this.timedOut = timedOut;
  }
}

export const GENERIC_ERROR = "Something went wrong please try again.";

/** The message to show a person for any failure of a client call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof RequestFailedError) return error.message;
  return GENERIC_ERROR;
}

/** Builds the ApiError for a failed response body (JSON already parsed, or not JSON at all). */
export function toApiError(status: number, parsed: unknown): ApiError {
  const body = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  const message = typeof body.message === "string" && body.message ? body.message : GENERIC_ERROR;
  return new ApiError(status, {
    ...body,
    statusCode: typeof body.statusCode === "number" ? body.statusCode : status,
    message,
    ...(body.errors !== undefined ? { errors: reshapeValidationErrors(body.errors) } : {}),
  });
}
