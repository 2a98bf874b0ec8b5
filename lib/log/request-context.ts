// Who and what the current HTTP request is, for every log line written while it runs.
// scripts/serve.ts opens the context around Next's handler; the route wrapper adds the caller.
// The store lives on globalThis: serve.ts and each Next route bundle load their own copy of this
// module, and they must share one AsyncLocalStorage.
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestContext {
  reqId: string;
  /** The app route pattern (/api/users/[userId]), never the raw path: ids and tokens stay out. */
  route: string;
  userId?: string;
}

const KEY = Symbol.for("lakeshore.request-context");
const store = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> };

function storage(): AsyncLocalStorage<RequestContext> {
  store[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return store[KEY];
}

export function runWithRequest<T>(context: RequestContext, run: () => T): T {
  return storage().run(context, run);
}

export function requestContext(): RequestContext | undefined {
  return storage().getStore();
}

/** Records the authenticated caller on the current request (a no-op outside one). */
export function setRequestUser(userId: string): void {
  const context = storage().getStore();
  if (context) context.userId = userId;
}

const SANE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** A caller's X-Request-Id when it is a plain token of sane length; otherwise null. */
export function acceptableRequestId(value: string | string[] | undefined): string | null {
  return typeof value === "string" && SANE_ID.test(value) ? value : null;
}
