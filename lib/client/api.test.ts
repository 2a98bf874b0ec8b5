import { jest } from "@jest/globals";
import { api, setUnauthorizedHandler } from "./api";
import { ApiError, RequestFailedError } from "./errors";

const realFetch = global.fetch;
let lastInit: RequestInit | undefined;
let lastUrl: string | undefined;

function respondWith(status: number, body?: unknown) {
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    lastUrl = String(url);
    lastInit = init;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
}

afterEach(() => {
  global.fetch = realFetch;
});

test("2xx resolves with the JSON body; the body is sent as JSON", async () => {
  respondWith(201, { ok: true });
  await expect(api.post("/api/x", { a: 1 })).resolves.toEqual({ ok: true });
  expect(lastUrl).toBe("/api/x");
  expect(lastInit?.method).toBe("POST");
  expect(lastInit?.body).toBe('{"a":1}');
  expect(new Headers(lastInit?.headers).get("content-type")).toBe("application/json");
});

test("an error status rejects with the body, validation errors reshaped", async () => {
  respondWith(400, {
    statusCode: 400,
    message: "Validation failed",
    errors: [
      { property: "email", constraints: { invalid_format: "Please enter a valid email address." } },
    ],
  });
  const error = await api.post("/api/x", {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).body.errors).toEqual([
    {
      property: "email",
      constraints: [{ type: "invalid_format", message: "Please enter a valid email address." }],
    },
  ]);
});

test("a 401 signs out unless the caller opts out", async () => {
  const handler = jest.fn<() => void>();
  const previous = setUnauthorizedHandler(handler);
  try {
    respondWith(401, { statusCode: 401, message: "Please sign in to continue." });
    await expect(api.get("/api/auth/me")).rejects.toThrow("Please sign in to continue.");
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(
      api.post("/api/auth/login", {}, { signOutOnUnauthorized: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  } finally {
    setUnauthorizedHandler(previous);
  }
});

test("no response rejects with the request that was attempted", async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError("fetch failed");
  }) as typeof fetch;
  const error = await api.get("/api/plans").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RequestFailedError);
  expect((error as RequestFailedError).request).toEqual({ method: "GET", url: "/api/plans" });
  expect((error as RequestFailedError).timedOut).toBe(false);
});

test("a request that outlives the time-out is aborted", async () => {
  global.fetch = jest.fn(
    (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("aborted", "AbortError")),
        );
      }),
  ) as typeof fetch;
  const error = await api.get("/api/slow", { timeoutMs: 20 }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RequestFailedError);
  expect((error as RequestFailedError).timedOut).toBe(true);
});
