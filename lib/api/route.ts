// One wrapper per audience around every route handler: it resolves "now", authenticates,
// authorizes `{userId}`, checks anti-forgery on cookie mutations, refuses writes while an admin
// views as a customer, validates params, query and body with zod, and turns every thrown error
// into the API's JSON (never a stack trace). An admin's write on another user's `{userId}` route
// is written to the audit log (lib/admin/on-behalf-audit.ts).
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { startOnBehalfWrite, type OnBehalfWrite } from "@/lib/admin/on-behalf-audit";
import { presentedToken, resolveCaller } from "@/lib/auth/caller";
import { clientIp } from "@/lib/auth/request-ip";
import { hasRole } from "@/lib/auth/roles";
import { assertNotViewingAs } from "@/lib/auth/view-as-guard";
import { callerRide, type Caller } from "@/lib/auth/sessions";
import { isMaintenanceWindow, secondsUntilMaintenanceEnds } from "@/lib/clock";
import { requestNow } from "@/lib/clock/request-now";
import { AppError, forbidden, unauthenticated } from "@/lib/errors";
import { acceptableRequestId, setRequestUser } from "@/lib/log/request-context";
import {
  assertWithinLimit,
  CRON_SECRET_LIMIT,
  takeFromLimit,
  type Limit,
} from "@/lib/rate-limit/per-address";
import { assertCleanInput } from "./clean-input";
import { assertCsrfToken, assertJsonContentType, assertSameOrigin } from "./csrf";
import { errorResponse } from "./error-response";
import { readJsonBody } from "./read-body";
import { parseOrThrow } from "./validation";

type Audience = "public" | "user" | "admin" | "cron";

export interface RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params?: P;
  query?: Q;
  body?: B;
  /** Calls allowed per client address (lib/rate-limit), counted before the body is read. */
  limit?: Limit;
  /** Body media types other than JSON this route reads itself (e.g. a photo upload). */
  bodyTypes?: readonly string[];
  /** A write allowed while an admin views as a customer (only ending the view, signing out). */
  allowedWhileViewingAs?: boolean;
  /**
   * Public routes only: say who is calling when someone is signed in (a gift card bought signed
   * in is theirs), with the same anti-forgery check as a signed-in route; anonymous stays allowed.
   */
  identifiesCaller?: boolean;
}

export interface RouteContext<P, Q, B, C> {
  req: NextRequest;
  params: P;
  query: Q;
  body: B;
  caller: C;
  now: Date;
}

type Handler<P, Q, B, C, R = unknown> = (ctx: RouteContext<P, Q, B, C>) => Promise<R> | R;

/** A wrapped handler; `answer` only carries its success body's type (the OpenAPI docs check it). */
export type WrappedRoute<R> = ((
  req: NextRequest,
  context?: NextRouteContext,
) => Promise<Response>) & {
  spec: RouteSpec<z.ZodType, z.ZodType, z.ZodType>;
  audience: Audience;
  readonly answer?: R;
};

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function build<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, C, R>(
  audience: Audience,
  spec: RouteSpec<P, Q, B>,
  handler: Handler<z.infer<P>, z.infer<Q>, z.infer<B>, C, R>,
  ridesPathUser = false,
): WrappedRoute<R> {
  const route = async (req: NextRequest, context?: NextRouteContext): Promise<Response> => {
    try {
      const now = requestNow(req);
      if (ridesPathUser) {
        const answer = await callWithRide(req, context, now, spec, handler);
        if (answer) return answer;
      }
      const mutation = MUTATIONS.has(req.method);
      if (mutation) assertSameOrigin(req);

      let caller: Caller | null = null;
      if (audience === "cron") await assertCronSecret(req, now);
      if (audience === "user" || audience === "admin") {
        caller = await resolveCaller(req, now);
        if (!caller) throw unauthenticated();
        setRequestUser(caller.userId);
        if (mutation && caller.via === "cookie") assertCsrfToken(req, caller.sessionId);
        if (audience === "admin" && !hasRole(caller, "admin")) throw forbidden();
      }
      if (audience === "public" && spec.identifiesCaller) {
        caller = await resolveCaller(req, now);
        if (caller) {
          setRequestUser(caller.userId);
          if (mutation && caller.via === "cookie") assertCsrfToken(req, caller.sessionId);
        }
      }
      if (mutation && audience !== "cron" && !spec.allowedWhileViewingAs) {
        await assertNotViewingAs(req, caller, now);
      }
      const rawParams = (await context?.params) ?? {};
      assertCleanInput(rawParams, "params");
      // Hot public reads declare no schemas: skip the parse work entirely for them.
      const params = spec.params ? parseOrThrow(spec.params, rawParams, "params") : rawParams;
      if (caller && typeof rawParams.userId === "string") assertOwner(caller, rawParams.userId);
      // After authorization: neither an anonymous caller nor another customer learns anything
      // about what a route reads.
      if (mutation) assertJsonContentType(req, spec.bodyTypes);

      // Customers cannot change anything while the weekly rollover runs; admins, cron and
      // webhooks can (DESIGN.md §2).
      if (audience === "user" && mutation && caller && !hasRole(caller, "admin")) {
        if (isMaintenanceWindow(now)) {
          throw new AppError(
            "MAINTENANCE",
            "We're updating menus and orders until 6:00 AM Eastern. Please try again then.",
            { retryAfter: secondsUntilMaintenanceEnds(now) },
          );
        }
      }

      if (spec.limit) await assertWithinLimit(spec.limit, clientIp(req.headers), now);
      const query = spec.query ? parseOrThrow(spec.query, readQuery(req), "query") : {};
      const body = spec.body ? parseOrThrow(spec.body, await readCleanBody(req)) : undefined;
      // An admin writing on a customer route for another user: audited like an admin action
      // (admin routes write their own, more precise entries).
      const onBehalf =
        audience === "user" && mutation && caller && typeof rawParams.userId === "string"
          ? await startOnBehalfWrite(caller, rawParams.userId, {
              method: req.method,
              pathname: req.nextUrl.pathname,
            })
          : null;

      const result: unknown = await handler({
        req,
        // Without a schema the handler gets {} for params/query; it declared it reads none.
        params: params as z.infer<P>,
        query: query as z.infer<Q>,
        body: body as z.infer<B>,
        caller: (ridesPathUser ? null : caller) as C,
        now,
      });
      if (onBehalf && !(result instanceof Response && !result.ok)) await onBehalf.done(now);
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { ok: true });
    } catch (error) {
      // scripts/serve.ts gave the request its id (and echoes it): the reply and the log share it.
      const requestId = acceptableRequestId(req.headers.get("x-request-id") ?? undefined);
      return errorResponse(error, requestId ?? randomUUID());
    }
  };
  // The schemas stay readable on the handler: the attack suite generates its inputs from them.
  return Object.assign(route, { spec, audience });
}

/**
 * A signed-in call on the path user's data in one round trip fewer: the handler starts at once,
 * and its first statement of that user's data carries the caller's session lookup, gated in SQL
 * so that it reads nothing for a token of anyone else (lib/db/ride-along.ts). The decision is
 * the usual one (unknown → 401; a cookie write without its anti-forgery token, or while an admin
 * views as the customer → 403; another user's data → 403 unless an admin, whose write is audited),
 * made here from the lookup before the handler's rows, or any other statement of it, go on. Null
 * when the usual path must answer: no token, no `{userId}`, a rate limit, the maintenance window
 * (whether a write may go on then depends on who calls), or inputs that fail their checks (the
 * caller is then decided first, as everywhere, and the body already read is read from memory).
 */
async function callWithRide<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, C, R>(
  req: NextRequest,
  context: NextRouteContext | undefined,
  now: Date,
  spec: RouteSpec<P, Q, B>,
  handler: Handler<z.infer<P>, z.infer<Q>, z.infer<B>, C, R>,
): Promise<Response | null> {
  const mutation = MUTATIONS.has(req.method);
  if (spec.limit || (!mutation && req.method !== "GET")) return null;
  if (mutation) {
    assertSameOrigin(req); // first, as on the usual path
    if (isMaintenanceWindow(now)) return null;
  }
  const presented = presentedToken(req);
  const rawParams = (await context?.params) ?? {};
  const userId = rawParams.userId;
  if (!presented || typeof userId !== "string") return null;
  let params: unknown;
  let query: unknown;
  let body: unknown;
  try {
    assertCleanInput(rawParams, "params");
    params = spec.params ? parseOrThrow(spec.params, rawParams, "params") : rawParams;
    query = spec.query ? parseOrThrow(spec.query, readQuery(req), "query") : {};
    if (mutation) {
      assertJsonContentType(req, spec.bodyTypes);
      body = spec.body ? parseOrThrow(spec.body, await readCleanBody(req)) : undefined;
    }
  } catch {
    return null;
  }

  const { ride, caller: lookup, run } = callerRide(presented.token, presented.via, userId, now);
  const handled = run(async () =>
    handler({
      req,
      params: params as z.infer<P>,
      query: query as z.infer<Q>,
      body: body as z.infer<B>,
      // A path-user call never sees its caller (it is decided beside it).
      caller: null as C,
      now,
    }),
  );
  handled.catch(() => undefined); // awaited below only when the caller may go on
  // A handler that read nothing of the path user by now sends the lookup alone.
  setImmediate(() => ride.sendLookupAlone());

  let onBehalf: OnBehalfWrite | null = null;
  let caller: Caller | null;
  try {
    caller = await lookup;
    if (!caller) throw unauthenticated();
    setRequestUser(caller.userId);
    if (mutation && caller.via === "cookie") assertCsrfToken(req, caller.sessionId);
    if (mutation && !spec.allowedWhileViewingAs) await assertNotViewingAs(req, caller, now);
    assertOwner(caller, userId);
    // Outside the ride: started before any statement of the handler's write goes on.
    if (mutation) {
      onBehalf = await startOnBehalfWrite(caller, userId, {
        method: req.method,
        pathname: req.nextUrl.pathname,
      });
    }
  } catch (error) {
    ride.decide("refused");
    throw error;
  }
  ride.decide(caller.userId === userId ? "owner" : "other-user");
  const result: unknown = await handled;
  if (onBehalf && !(result instanceof Response && !result.ok)) await onBehalf.done(now);
  if (result instanceof Response) return result;
  return NextResponse.json(result ?? { ok: true });
}

function readQuery(req: NextRequest) {
  const query = Object.fromEntries(req.nextUrl.searchParams);
  assertCleanInput(query, "query");
  return query;
}

const bodies = new WeakMap<NextRequest, Promise<unknown>>();

/** The request's JSON body, read once (a ride that fell back to the usual path read it first). */
function readCleanBody(req: NextRequest): Promise<unknown> {
  let body = bodies.get(req);
  if (!body) {
    body = readJsonBody(req).then((parsed) => {
      assertCleanInput(parsed);
      return parsed;
    });
    bodies.set(req, body);
  }
  return body;
}

/** A customer may only touch their own `{userId}`; an admin may touch any. */
function assertOwner(caller: Caller, userId: string) {
  if (caller.userId !== userId && !hasRole(caller, "admin")) throw forbidden();
}

async function assertCronSecret(req: NextRequest, now: Date) {
  // Every attempt is counted first (so parallel guesses cannot all slip through) and the right
  // secret takes its count back: only failures spend an address's budget.
  const attempt = await takeFromLimit(CRON_SECRET_LIMIT, clientIp(req.headers), now);
  const secret = process.env.CRON_SECRET;
  const given = req.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  // Compared as fixed-length digests in constant time: neither length nor content leaks.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  if (!secret || !timingSafeEqual(digest(given), digest(secret))) throw unauthenticated();
  await attempt.giveBack();
}

type Schema = z.ZodType;
type Undef = z.ZodUndefined;

export const publicRoute = <
  P extends Schema = Undef,
  Q extends Schema = Undef,
  B extends Schema = Undef,
  R = unknown,
>(
  spec: RouteSpec<P, Q, B>,
  handler: Handler<z.infer<P>, z.infer<Q>, z.infer<B>, Caller | null, R>,
) => build<P, Q, B, Caller | null, R>("public", spec, handler);

export const userRoute = <
  P extends Schema = Undef,
  Q extends Schema = Undef,
  B extends Schema = Undef,
  R = unknown,
>(
  spec: RouteSpec<P, Q, B>,
  handler: Handler<z.infer<P>, z.infer<Q>, z.infer<B>, Caller, R>,
) => build<P, Q, B, Caller, R>("user", spec, handler);

/**
 * A signed-in GET of the `{userId}` path user's own data (the customer's screens): authorized as
 * a userRoute, with the caller's lookup carried by the handler's first read (callWithRide). The
 * handler never sees the caller: its answer may depend only on the path user.
 */
export const userReadRoute = <
  P extends Schema = Undef,
  Q extends Schema = Undef,
  B extends Schema = Undef,
  R = unknown,
>(
  spec: RouteSpec<P, Q, B>,
  handler: Handler<z.infer<P>, z.infer<Q>, z.infer<B>, null, R>,
) => build<P, Q, B, null, R>("user", spec, handler, true);

/**
 * A signed-in write of the `{userId}` path user's own data whose first read of that user carries
 * the caller's lookup (callWithRide): authorized, checked against forgery and view-as, audited on
 * behalf, and refused in the maintenance window exactly as a userRoute write. The handler never
 * sees the caller (nothing it does may depend on who calls, only on the path user), and it runs
 * before the decision: it must change nothing outside the database (whose statements wait for the
 * decision) before its first statement.
 */
export const userWriteRoute = userReadRoute; // the same wrapper: callWithRide tells them apart

export const adminRoute = <
  P extends Schema = Undef,
  Q extends Schema = Undef,
  B extends Schema = Undef,
  R = unknown,
>(
  spec: RouteSpec<P, Q, B>,
  handler: Handler<z.infer<P>, z.infer<Q>, z.infer<B>, Caller, R>,
) => build<P, Q, B, Caller, R>("admin", spec, handler);

export const cronRoute = <
  P extends Schema = Undef,
  Q extends Schema = Undef,
  B extends Schema = Undef,
  R = unknown,
>(
  spec: RouteSpec<P, Q, B>,
  handler: Handler<z.infer<P>, z.infer<Q>, z.infer<B>, null, R>,
) => build<P, Q, B, null, R>("cron", spec, handler);
