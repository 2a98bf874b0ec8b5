// Builds requests for calling route handlers directly in integration tests.
import { NextRequest } from "next/server";
import { isMaintenanceWindow } from "@/lib/clock";
import { TEST_NOW_HEADER } from "@/lib/clock/request-now";

interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
}

type RouteHandler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response> | Response;

/**
 * The instant a request runs at when the test does not choose one (x-test-now): now, moved six
 * hours on when now falls in Thursday's maintenance window (12–6 AM Toronto), where customer
 * writes answer 503. A test of the window sets its own instant; the rest must not pass or fail
 * by the hour the suite runs at. Six hours on is the same delivery week: its deadline has passed.
 */
export function requestInstant(now = new Date()): Date {
  return isMaintenanceWindow(now) ? new Date(now.getTime() + 6 * 3_600_000) : now;
}

let pinned: string | null = null;

/**
 * Every `call` of each test in this file sends one instant, taken as the test begins. For tests
 * that count requests in a window (rate limits): begun at Wednesday 11:59:59 PM (a CI date run),
 * a slow test crosses into Thursday's maintenance window, where each request is moved six hours
 * on (requestInstant), out of the window holding the earlier ones. For tests of a week's deadline
 * too (with testInstant): a slow one would otherwise work out its week before midnight and call
 * the routes after it.
 */
export function pinRequestInstantPerTest(): void {
  beforeEach(() => {
    pinned = requestInstant().toISOString();
  });
  afterEach(() => {
    pinned = null;
  });
}

/**
 * The instant this test's requests run at: the pinned one (pinRequestInstantPerTest), else
 * requestInstant(). A test that works out a week from "now" takes it from here, so that it and the
 * routes it calls see the same week even when the test crosses a deadline (Wednesday 11:59:59 PM).
 */
export function testInstant(): Date {
  return pinned ? new Date(pinned) : requestInstant();
}

export async function call(handler: RouteHandler, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (pinned && !headers.has(TEST_NOW_HEADER)) headers.set(TEST_NOW_HEADER, pinned);
  if (!headers.has(TEST_NOW_HEADER)) {
    const now = new Date();
    const at = requestInstant(now);
    if (at !== now) headers.set(TEST_NOW_HEADER, at.toISOString());
  }
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(new URL(path, "http://localhost:3000"), {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  return { status: res.status, headers: res.headers, json: json as any, text };
}
