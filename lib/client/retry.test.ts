import { jest } from "@jest/globals";
import { ApiError } from "./errors";
import { isTransientError, withRetries } from "./retry";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function flaky(failures: number, error: unknown = new Error("network down")) {
  let calls = 0;
  const fn = jest.fn(async () => {
    calls++;
    if (calls <= failures) throw error;
    return "ok";
  });
  return fn;
}

test("succeeds at once without waiting", async () => {
  const fn = flaky(0);
  await expect(withRetries(fn, 3, 1000)).resolves.toBe("ok");
  expect(fn).toHaveBeenCalledTimes(1);
});

test("retries 3 times, 1 s apart, then succeeds", async () => {
  const fn = flaky(3);
  const result = withRetries(fn, 3, 1000);
  await jest.advanceTimersByTimeAsync(0);
  expect(fn).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(999);
  expect(fn).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fn).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(1000);
  expect(fn).toHaveBeenCalledTimes(3);
  await jest.advanceTimersByTimeAsync(1000);
  expect(fn).toHaveBeenCalledTimes(4);
  await expect(result).resolves.toBe("ok");
});

test("gives up after the third retry with the last error", async () => {
  const fn = flaky(10, new Error("still down"));
  const result = withRetries(fn, 3, 1000);
  const settled = expect(result).rejects.toThrow("still down");
  await jest.advanceTimersByTimeAsync(3000);
  await settled;
  expect(fn).toHaveBeenCalledTimes(4);
});

test("waits the given delay between tries", async () => {
  const sleep = jest.fn(async () => undefined);
  await expect(withRetries(flaky(2), 3, 1000, { sleep })).resolves.toBe("ok");
  expect(sleep.mock.calls).toEqual([[1000], [1000]]);
});

test("with isTransientError, an answer that will not change (a 4xx) is not retried", async () => {
  const sleep = jest.fn(async () => undefined);
  const forbidden = new ApiError(403, { statusCode: 403, message: "No" });
  const fn = flaky(5, forbidden);
  await expect(withRetries(fn, 3, 1000, { sleep, shouldRetry: isTransientError })).rejects.toBe(
    forbidden,
  );
  expect(fn).toHaveBeenCalledTimes(1);

  const unavailable = new ApiError(503, { statusCode: 503, message: "Later" });
  await expect(
    withRetries(flaky(1, unavailable), 3, 1000, { sleep, shouldRetry: isTransientError }),
  ).resolves.toBe("ok");
  expect(sleep).toHaveBeenCalledTimes(1);
});

test("isTransientError: network failures, time-outs and 5xx are worth another try", () => {
  expect(isTransientError(new Error("fetch failed"))).toBe(true);
  expect(isTransientError(new ApiError(500, { statusCode: 500, message: "" }))).toBe(true);
  expect(isTransientError(new ApiError(429, { statusCode: 429, message: "" }))).toBe(true);
  expect(isTransientError(new ApiError(400, { statusCode: 400, message: "" }))).toBe(false);
  expect(isTransientError(new ApiError(404, { statusCode: 404, message: "" }))).toBe(false);
});

test("by default every error is retried, and onRetry hears each one", async () => {
  const sleep = jest.fn(async () => undefined);
  const onRetry = jest.fn();
  const bad = new ApiError(400, { statusCode: 400, message: "Bad" });
  await expect(withRetries(flaky(9, bad), 3, 1000, { sleep, onRetry })).rejects.toBe(bad);
  expect(onRetry.mock.calls.map((c) => c[1])).toEqual([1, 2, 3]);
});
