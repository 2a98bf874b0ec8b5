import type { IncomingHttpHeaders } from "node:http";
import { applyForwardedTrust, parseTrustedProxies } from "./forwarded";

const run = (headers: IncomingHttpHeaders, peer: string, trusted = "") => {
  const copy = { ...headers };
  applyForwardedTrust(copy, peer, parseTrustedProxies(trusted));
  return copy;
};

test("from an untrusted peer every forwarded header is dropped; the socket is the client", () => {
  const out = run(
    {
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-real-ip": "203.0.113.9",
      host: "localhost:3000",
    },
    "198.51.100.7",
  );
  expect(out["x-forwarded-for"]).toBe("198.51.100.7");
  expect(out["x-forwarded-host"]).toBeUndefined();
  expect(out["x-forwarded-proto"]).toBeUndefined();
  expect(out["x-real-ip"]).toBeUndefined();
  expect(out.host).toBe("localhost:3000");
});

test("an IPv4-mapped socket address is written as IPv4", () => {
  expect(run({}, "::ffff:127.0.0.1")["x-forwarded-for"]).toBe("127.0.0.1");
});

test("through trusted proxies the right-most untrusted address is the client", () => {
  const out = run(
    { "x-forwarded-for": "1.2.3.4, 203.0.113.9, 10.0.0.5", "x-forwarded-proto": "https" },
    "10.0.0.1",
    "10.0.0.0/8",
  );
  // 1.2.3.4 was written by the client itself: the proxy saw 203.0.113.9.
  expect(out["x-forwarded-for"]).toBe("203.0.113.9");
  expect(out["x-forwarded-proto"]).toBe("https");
});

test("trusted single addresses and IPv6 ranges; a bad entry is refused", () => {
  expect(run({ "x-forwarded-for": "9.9.9.9" }, "::1", "::1")["x-forwarded-for"]).toBe("9.9.9.9");
  expect(run({ "x-forwarded-for": "9.9.9.9" }, "fd00::2", "fd00::/8")["x-forwarded-for"]).toBe(
    "9.9.9.9",
  );
  expect(() => parseTrustedProxies("not-an-ip")).toThrow(/TRUSTED_PROXIES/);
});
