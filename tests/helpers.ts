// Builds requests for calling route handlers directly in integration tests.
import { NextRequest } from "next/server";

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

export async function call(handler: RouteHandler, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
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
