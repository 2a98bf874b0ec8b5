// Builds the OpenAPI 3.1 document from the route modules themselves: each wrapped handler keeps
// the zod schemas it validates with (lib/api/route.ts), so params, query and body are the very
// objects the route parses. Responses come from `OperationDoc`s; the error shape is shared.
import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from "zod-openapi";
import { errorSchema } from "./error-schema";
import { securityFor, securitySchemes, type DocAudience } from "./security";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** What a wrapped handler carries (lib/api/route.ts); plain functions carry nothing. */
interface WrappedHandler {
  spec?: {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    bodyTypes?: readonly string[];
    limit?: unknown;
  };
  audience?: string;
}

/** What the handler cannot say about itself: its answer, and who signs unwrapped routes. */
export interface OperationDoc {
  summary?: string;
  description?: string;
  /** The success answer's JSON schema; without it the document says "any JSON". */
  response?: z.ZodType;
  /** Success status when not 200. */
  status?: number;
  /** Other statuses answered with the same body (a 200 on repeat of a 201; readiness's 503). */
  alsoStatuses?: number[];
  /** A non-JSON success answer (a PDF, an image): its media type. */
  media?: string;
  /** The route never succeeds (the catch-all 404). */
  noSuccess?: boolean;
  /** For routes outside the wrappers (the webhook): who authenticates them. */
  audience?: DocAudience;
  /** Error statuses this route answers beyond the ones its audience implies. */
  errors?: number[];
  /** An example of the JSON success answer (app/api/openapi.json/examples; a test checks it). */
  example?: unknown;
  /** An example of the JSON request body, likewise. */
  bodyExample?: unknown;
}

export type RouteModules = Record<string, Record<string, unknown>>;
export type OperationDocs = Partial<Record<`${HttpMethod} ${string}`, OperationDoc>>;

const looseJson = z.unknown().meta({ description: "JSON; its shape is not described here yet." });

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input (validation errors list each field).",
  401: "Not signed in, or the session expired.",
  402: "The payment failed.",
  403: "Signed in, but not allowed (another user's id, or not an admin).",
  404: "Not found.",
  409: "Conflicts with the current state (e.g. the order deadline has passed).",
  415: "The body is not JSON (or an accepted media type).",
  429: "Too many attempts from this address; see Retry-After.",
  500: "Unexpected failure; the requestId ties it to the log.",
  503: "Maintenance window or database unreachable; see Retry-After.",
};

// A segment: `[userId]`, a catch-all `[...path]` or an optional one `[[...path]]`.
const SEGMENT = /\[\[?(?:\.\.\.)?([^\]]+)\]\]?/g;

/** `/api/users/[userId]` → `/api/users/{userId}`; a catch-all `[[...path]]` → `{path}`. */
export function openApiPath(pattern: string): string {
  return pattern.replace(SEGMENT, "{$1}");
}

/** Operations group by their first path segment; the catch-all 404 goes last. */
const UNROUTED_TAG = "unrouted";
const tagOf = (pattern: string) =>
  pattern.startsWith("/api/[") ? UNROUTED_TAG : (pattern.split("/")[2] ?? "api");

const statusKey = (status: number) => String(status) as `${2 | 4 | 5}${string}`;

function pathParamNames(pattern: string): string[] {
  return [...pattern.matchAll(SEGMENT)].map((m) => m[1]);
}

function asObject(schema: z.ZodType | undefined) {
  return schema instanceof z.ZodObject ? schema : undefined;
}

function audienceOf(handler: WrappedHandler, doc: OperationDoc | undefined): DocAudience {
  const wrapped = handler.audience;
  if (wrapped === "user" || wrapped === "admin" || wrapped === "cron") return wrapped;
  return doc?.audience ?? "public";
}

function errorStatuses(
  pattern: string,
  method: HttpMethod,
  audience: DocAudience,
  handler: WrappedHandler,
  doc: OperationDoc | undefined,
): number[] {
  const write = method !== "GET";
  const statuses = new Set<number>([400, 500, ...(doc?.errors ?? [])]);
  if (audience !== "public" && audience !== "stripe") statuses.add(401);
  if (audience === "admin" || pattern.includes("[userId]") || (write && audience === "user"))
    statuses.add(403);
  if (pathParamNames(pattern).length > 0) statuses.add(404);
  if (write && handler.spec) statuses.add(415);
  if (handler.spec?.limit || audience === "cron") statuses.add(429);
  if (audience === "user" && write) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

function operation(
  pattern: string,
  method: HttpMethod,
  handler: WrappedHandler,
  doc: OperationDoc | undefined,
): ZodOpenApiOperationObject {
  const audience = audienceOf(handler, doc);
  const spec = handler.spec ?? {};
  const names = pathParamNames(pattern);
  const path =
    asObject(spec.params) ??
    (names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined);
  const responses: ZodOpenApiResponsesObject = {};
  // The example goes with the success answers (a 200 on repeat of a 201 too), not a 503's body.
  const answer = (status: number) => ({
    schema: doc?.response ?? looseJson,
    ...(status < 300 && doc?.example !== undefined ? { example: doc.example } : {}),
  });
  if (!doc?.noSuccess) {
    const status = doc?.status ?? 200;
    responses[statusKey(status)] = {
      description: "Success.",
      content: doc?.media
        ? { [doc.media]: { schema: z.string().meta({ format: "binary" }) } }
        : { "application/json": answer(status) },
    };
  }
  for (const status of doc?.alsoStatuses ?? []) {
    responses[statusKey(status)] = {
      description: status < 300 ? "Success." : "Unavailable; the body says what was checked.",
      content: { "application/json": answer(status) },
    };
  }
  for (const status of errorStatuses(pattern, method, audience, handler, doc)) {
    if (doc?.alsoStatuses?.includes(status)) continue;
    responses[statusKey(status)] = {
      description: ERROR_TEXT[status] ?? "Error.",
      content: { "application/json": { schema: errorSchema } },
    };
  }
  const bodyTypes = spec.bodyTypes ?? [];
  return {
    operationId: `${method.toLowerCase()}${openApiPath(pattern).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    summary: doc?.summary,
    description: doc?.description,
    tags: [tagOf(pattern)],
    security: securityFor(audience, method !== "GET"),
    // zod-openapi reads every key it is given: absent locations are left out, not undefined.
    requestParams: {
      ...(path ? { path } : {}),
      ...(asObject(spec.query) ? { query: asObject(spec.query) } : {}),
    },
    requestBody:
      spec.body || bodyTypes.length
        ? {
            required: true,
            content: {
              ...(spec.body
                ? {
                    "application/json": {
                      schema: spec.body,
                      ...(doc?.bodyExample !== undefined ? { example: doc.bodyExample } : {}),
                    },
                  }
                : {}),
              ...Object.fromEntries(
                bodyTypes.map((type) => [type, { schema: z.string().meta({ format: "binary" }) }]),
              ),
            },
          }
        : undefined,
    responses,
  };
}

const INTRODUCTION = `Every route under \`/api\`, generated from the zod schemas the routes validate with.

- **JSON in and out.** Every 4xx/5xx answer has the \`Error\` shape: \`statusCode\`, \`message\`, and for
  validation failures \`errors: [{ property, constraints }]\`; a 500 or 503 carries a \`requestId\`.
- **Signed-in routes** take \`Authorization: Bearer <token>\` (the token from login or register) or the
  web session cookie; a write with the cookie also needs the \`x-csrf-token\` header (the value of
  the \`csrf-token\` cookie) and a same-origin request. \`{userId}\` routes answer 403 for another
  customer's id; admins may use any.
- **Admin routes** need a signed-in admin. **Cron** takes \`Authorization: Bearer $CRON_SECRET\`.
  **The Stripe webhook** is authenticated by its \`Stripe-Signature\` header.
- Customer writes answer 503 with \`Retry-After\` during the Thursday 12–6 AM (Toronto) rollover.`;

/** The whole document: every exported method of every route module, keyed by file pattern. */
export function buildApiDocument(modules: RouteModules, docs: OperationDocs) {
  const paths: ZodOpenApiPathsObject = {};
  for (const [pattern, mod] of Object.entries(modules)) {
    const item: Record<string, ZodOpenApiOperationObject> = {};
    for (const method of HTTP_METHODS) {
      const handler = mod[method];
      if (typeof handler !== "function") continue;
      item[method.toLowerCase()] = operation(
        pattern,
        method,
        handler as WrappedHandler,
        docs[`${method} ${pattern}`],
      );
    }
    paths[openApiPath(pattern)] = item;
  }
  const tags = [...new Set(Object.keys(modules).map(tagOf))]
    .sort((a, b) => Number(a === UNROUTED_TAG) - Number(b === UNROUTED_TAG) || a.localeCompare(b))
    .map((name) => ({ name }));
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Toronto meals API",
      version: "1",
      description: INTRODUCTION,
    },
    tags,
    servers: [{ url: "/" }],
    paths,
    components: { securitySchemes },
  });
}
