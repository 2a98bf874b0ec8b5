import { logLeaks, personalValues, problemsWith, requestLineProblems } from "./judge";

const json = (status: number, body: unknown) => ({
  status,
  contentType: "application/json",
  body: JSON.stringify(body),
});

test("a 4xx in the error shape passes; anything else under /api fails", () => {
  expect(
    problemsWith(
      json(400, { statusCode: 400, message: "Validation failed", errors: [] }),
      [],
      "POST",
    ),
  ).toEqual([]);
  expect(problemsWith(json(500, { statusCode: 500, message: "x" }), [], "GET")).toContain(
    "500 answer",
  );
  expect(problemsWith({ status: 405, contentType: "", body: "" }, [], "DELETE")[0]).toMatch(
    /not JSON/,
  );
  expect(problemsWith(json(400, "[object Object]"), [], "POST")[0]).toMatch(/error shape/);
  expect(problemsWith(json(404, { statusCode: 400, message: "x" }), [], "GET")[0]).toMatch(
    /statusCode/,
  );
});

test("stack traces, SQL and secrets in a body are caught", () => {
  const body = { statusCode: 400, message: "Error\n    at foo (/app/x.js:1:2)" };
  expect(problemsWith(json(400, body), [], "GET")).toContain("leaks stack trace");
  expect(problemsWith(json(200, { q: 'SELECT id FROM "User"' }), [], "GET")).toContain("leaks SQL");
  expect(problemsWith(json(200, { a: "Select your meals from the menu" }), [], "GET")).toEqual([]);
  expect(problemsWith(json(200, { s: "sekret-value" }), ["sekret-value"], "GET")).toContain(
    "leaks a secret",
  );
});

test("logs: card numbers, reset links and known secrets are found", () => {
  expect(logLeaks("charged 4242424242424242 ok", [])).toHaveLength(1);
  expect(logLeaks("order 1234567890123 ok", [])).toEqual([]); // not Luhn-valid
  expect(logLeaks("GET /login?resetToken=abc", [])).toEqual(["a password-reset link"]);
  expect(logLeaks("token tok_123456", ["tok_123456"])).toHaveLength(1);
});

test("the log check finds email addresses and the personal values the suite sent", () => {
  expect(logLeaks('{"msg":"mail for ann.lee@example.com"}', [])).toEqual([
    "email addresses: ann.lee@example.com",
  ]);
  // Package versions and scoped paths are not addresses.
  expect(logLeaks("pino@10.4.0 node_modules/@prisma/client", [])).toEqual([]);
  const values = personalValues([
    JSON.stringify({ address: { line1: "12 King Street West", city: "Toronto" } }),
    JSON.stringify({ email: "x@y.co", newPassword: "Correct-Horse-42", note: "not personal" }),
    "{broken",
    undefined,
  ]);
  expect(values).toEqual(["12 King Street West", "Correct-Horse-42"]);
  expect(logLeaks("saved 12 King Street West", values)).toHaveLength(1);
});

test("a metrics scrape (text) passes; other text under /api does not", () => {
  const scrape = { status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8", body: "" };
  expect(problemsWith(scrape, [], "GET")).toEqual([]);
  expect(problemsWith({ ...scrape, contentType: "text/plain" }, [], "GET")[0]).toMatch(/not JSON/);
  expect(problemsWith({ ...scrape, status: 401 }, [], "GET")[0]).toMatch(/not JSON/);
});

test("request lines must carry id, route, method, status and duration; some the caller", () => {
  const line = (fields: object) =>
    JSON.stringify({
      level: 30,
      msg: "request",
      reqId: "req-00000001",
      route: "/api/plans",
      method: "GET",
      status: 200,
      durationMs: 1.5,
      ...fields,
    });
  const good = [line({}), line({ userId: "u1" }), "▲ Next.js ready", '{"msg":"job"}'].join("\n");
  expect(requestLineProblems(good)).toEqual([]);
  expect(requestLineProblems(line({ userId: "u1", reqId: undefined }))).toEqual([
    "a request line without reqId",
  ]);
  expect(requestLineProblems(line({ userId: "u1", durationMs: "3" }))).toEqual([
    "a request line without durationMs",
  ]);
  expect(requestLineProblems(line({}))).toEqual([
    "no request line names its signed-in caller (userId)",
  ]);
  expect(requestLineProblems("plain text")).toEqual(["no request lines in the log"]);
});
