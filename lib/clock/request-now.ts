// "Now" for one request. End-to-end tests set the server's clock with a `test-now` cookie or an
// `x-test-now` header, honoured only when ALLOW_TEST_CLOCK=1 (never set in production).

export const TEST_NOW_COOKIE = "test-now";
export const TEST_NOW_HEADER = "x-test-now";

export function nowFromOverride(override: string | null | undefined): Date {
  if (process.env.ALLOW_TEST_CLOCK === "1" && override) {
    const parsed = new Date(decodeURIComponent(override));
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  return new Date();
}

export function requestNow(req: {
  headers: Headers;
  cookies: { get(name: string): { value: string } | undefined };
}): Date {
  return nowFromOverride(
    req.headers.get(TEST_NOW_HEADER) ?? req.cookies.get(TEST_NOW_COOKIE)?.value,
  );
}
