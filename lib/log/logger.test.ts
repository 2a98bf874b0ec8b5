import { Writable } from "node:stream";
import { createLogger, errorFields } from "./logger";
import { runWithRequest, setRequestUser } from "./request-context";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString("utf8")) as Record<string, unknown>);
      done();
    },
  });
  const previous = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = "info";
  const log = createLogger(stream);
  process.env.LOG_LEVEL = previous;
  return { log, lines };
}

test("a line written during a request carries its id, route and caller", () => {
  const { log, lines } = capture();
  runWithRequest({ reqId: "req-12345678", route: "/api/users/[userId]" }, () => {
    log.info("before sign-in");
    setRequestUser("user_1");
    log.info({ component: "api" }, "after sign-in");
  });
  log.info("outside any request");
  expect(lines[0]).toMatchObject({ reqId: "req-12345678", route: "/api/users/[userId]" });
  expect(lines[0].userId).toBeUndefined();
  expect(lines[1]).toMatchObject({ reqId: "req-12345678", userId: "user_1", component: "api" });
  expect(lines[2].reqId).toBeUndefined();
  expect(lines[2].time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
});

test("tokens, passwords, card numbers, addresses and emails are redacted wherever they sit", () => {
  const { log, lines } = capture();
  log.info(
    {
      password: "Correct-Horse-42",
      body: { email: "ann@example.com", newPassword: "Other-Horse-43", token: "tok_secret" },
      req: { headers: { authorization: "Bearer abc" } },
      address: { line1: "12 King St W" },
      payment: { cardNumber: "4242424242424242" },
      orderId: "ord_1",
    },
    "redaction",
  );
  const text = JSON.stringify(lines[0]);
  for (const secret of [
    "Correct-Horse-42",
    "ann@example.com",
    "Other-Horse-43",
    "tok_secret",
    "Bearer abc",
    "12 King St W",
    "4242424242424242",
  ])
    expect(text).not.toContain(secret);
  expect(lines[0].orderId).toBe("ord_1");
});

test("under Jest the default level is silent", () => {
  delete process.env.LOG_LEVEL;
  expect(createLogger().level).toBe("silent");
});

test("errorFields keeps the message and stack, and survives a non-Error", () => {
  expect(errorFields(new Error("boom")).err).toMatchObject({ message: "boom" });
  expect(errorFields("plain")).toEqual({ err: { message: "plain" } });
});
