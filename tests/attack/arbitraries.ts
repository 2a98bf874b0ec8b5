// fast-check generators for hostile requests: values shaped by each route's JSON Schema (from its
// zod schemas), then broken every way the probe tried: wrong types, missing and extra fields,
// control characters, huge and deeply nested values, invalid encodings, wrong content types.
import fc from "fast-check";
import type { AttackRoute, JsonSchema } from "./load-routes";

export interface Known {
  ids: Record<string, string[]>;
  tokens: { customer: string; admin: string; cookie: string; csrf: string };
  cronSecret: string;
  metricsToken: string;
  origin: string;
  passwords: string[];
  cards: string[];
}

export interface AttackRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  label: string;
}

const NASTY = [
  "\u0000",
  "a\u0000b",
  "\u0007bell",
  "\u001b[31m",
  "\u007f",
  "\ud800",
  "💥🍲",
  '\'; DROP TABLE "User";--',
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "0000-01-03",
  "9999-12-31",
  "-1",
  "1e309",
  "NaN",
  "",
  " ",
  "A".repeat(5000),
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.nat({ max: 70_000 }).map((n) => "x".repeat(n)),
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.constant(-1),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constant({}),
  fc.constant({ $gt: "" }),
  nastyString,
);

/** A value of the schema's shape (mostly valid), or something hostile in its place. */
export function valueFor(
  schema: JsonSchema | undefined,
  known: Known,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wrongType;
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), wrongType);
  if (schema.enum)
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...schema.enum) }, wrongType);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => valueFor(o, known, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string": {
      const plausible =
        schema.format === "email"
          ? fc.emailAddress()
          : schema.format === "date" || schema.pattern?.includes("\\d{4}")
            ? fc.constantFrom("2026-11-30", "2026-12-07", "0000-01-03", "2026-02-30")
            : fc.oneof(
                fc.constantFrom(...known.passwords, ...known.cards, "WELCOME50", "M5V 2T6"),
                fc.string({
                  minLength: schema.minLength ?? 0,
                  maxLength: Math.min(schema.maxLength ?? 30, 30),
                }),
              );
      return fc.oneof({ weight: 3, arbitrary: plausible }, wrongType);
    }
    case "integer":
    case "number":
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.integer({
            min: schema.minimum ?? -5,
            max: Math.min(schema.maximum ?? 100, 1e9),
          }),
        },
        wrongType,
      );
    case "boolean":
      return fc.oneof({ weight: 3, arbitrary: fc.boolean() }, wrongType);
    case "array":
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.array(valueFor(schema.items, known, depth + 1), { maxLength: 4 }),
        },
        fc.array(fc.integer(), { minLength: 200, maxLength: 400 }),
        wrongType,
      );
    case "object":
      return objectFor(schema, known, depth);
    default:
      return wrongType;
  }
}

function objectFor(schema: JsonSchema, known: Known, depth: number): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const keys = Object.keys(props);
  if (keys.length === 0)
    return fc.oneof(
      fc.constant({}),
      fc.dictionary(fc.string({ maxLength: 8 }), wrongType, { maxKeys: 3 }),
    );
  const record = fc.record(
    Object.fromEntries(keys.map((k) => [k, valueFor(props[k], known, depth + 1)])),
    { requiredKeys: [] },
  );
  return fc.oneof(
    { weight: 4, arbitrary: record },
    // one more field than the schema knows
    fc
      .tuple(
        record,
        fc.constantFrom("isAdmin", "roles", "userId", "__proto__", "a\u0000"),
        wrongType,
      )
      .map(([value, key, extra]) => ({ ...(value as object), [key]: extra })),
  );
}

/** Raw body texts no schema would produce. */
const rawBody = fc.oneof(
  fc.constantFrom(
    "{",
    '{"a":',
    "[1,2",
    "nul",
    "\u0000",
    '{"a":"\\ud800"}',
    '"just a string"',
    "[]",
    "null",
    "42",
    "true",
  ),
  fc.string({ maxLength: 50 }),
  fc.integer({ min: 33, max: 3000 }).map((n) => "[".repeat(n) + "]".repeat(n)),
  fc.integer({ min: 33, max: 200 }).map((n) => '{"a":'.repeat(n) + "1" + "}".repeat(n)),
  fc.constant(JSON.stringify({ big: "y".repeat(70_000) })),
);

function bodyFor(route: AttackRoute, known: Known): fc.Arbitrary<{ text?: string; type?: string }> {
  const json = valueFor(route.body ?? { type: "object" }, known).map((v) => {
    try {
      return JSON.stringify(v);
    } catch {
      return "{}";
    }
  });
  const jsonType = fc.constantFrom("application/json", "application/json; charset=utf-8");
  const wrongTypeHeader = fc.constantFrom(
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/xml",
    "",
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ text: json, type: jsonType }) },
    { weight: 2, arbitrary: fc.record({ text: rawBody, type: jsonType }) },
    { weight: 1, arbitrary: fc.record({ text: json, type: wrongTypeHeader }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Percent-encodes, writing a lone surrogate as the invalid UTF-8 it would be on the wire. */
function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

const BROKEN_SEGMENTS = [
  "%00",
  "%E0%A4%A",
  "%",
  "%zz",
  "..%2F..%2Fetc",
  "%C0%AF",
  "a%00b",
  "%FF%FE",
  "x".repeat(300),
  "%F0%9F%8D%B2",
  // Dot segments, backslashes and encoded slashes Next would normalise or redirect itself.
  "%2e%2e",
  ".%2E",
  "%2e",
  "..",
  ".",
  "..\\x\\y.eml",
  "%5c..%5cx",
  "..%2f..%2fetc",
];

function segmentFor(name: string, known: Known): fc.Arbitrary<string> {
  const real = known.ids[name] ?? [];
  return fc.oneof(
    {
      weight: real.length ? 5 : 0,
      arbitrary: real.length ? fc.constantFrom(...real) : fc.constant("x"),
    },
    { weight: 2, arbitrary: fc.constantFrom(...BROKEN_SEGMENTS) },
    {
      weight: 2,
      arbitrary: nastyString.map((s) => enc(s.slice(0, 200))),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map(encodeURIComponent) },
  );
}

function queryFor(route: AttackRoute, known: Known): fc.Arbitrary<string> {
  const keys = Object.keys(route.query?.properties ?? {});
  const pair = fc.tuple(
    fc.oneof(
      fc.constantFrom(...keys, "type", "weekStart", "q", "page"),
      fc.string({ maxLength: 6 }),
    ),
    fc.oneof(valueFor({ type: "string" }, known), fc.constantFrom(...BROKEN_SEGMENTS)),
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant("") },
    {
      weight: 3,
      arbitrary: fc
        .array(pair, { maxLength: 3 })
        .map((pairs) =>
          pairs.length
            ? "?" +
              pairs
                .map(
                  ([k, v]) =>
                    `${enc(k)}=${typeof v === "string" && BROKEN_SEGMENTS.includes(v) ? v : enc(String(v))}`,
                )
                .join("&")
            : "",
        ),
    },
  );
}

function authFor(known: Known): fc.Arbitrary<Record<string, string>> {
  const { tokens } = known;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 4, arbitrary: fc.constant({ authorization: `Bearer ${tokens.customer}` }) },
    { weight: 2, arbitrary: fc.constant({ authorization: `Bearer ${tokens.admin}` }) },
    { weight: 1, arbitrary: fc.constant({ authorization: `Bearer ${known.cronSecret}` }) },
    { weight: 1, arbitrary: fc.constant({ authorization: `Bearer ${known.metricsToken}` }) },
    {
      weight: 1,
      arbitrary: nastyString.map((s) => ({
        authorization: `Bearer ${s.replace(/[^\x20-\x7e]/g, "?").slice(0, 200)}`,
      })),
    },
    { weight: 1, arbitrary: fc.constant({ authorization: "Bearer web-session" }) },
    {
      weight: 2,
      arbitrary: fc.boolean().map((goodCsrf) => ({
        cookie: tokens.cookie,
        "x-csrf-token": goodCsrf ? tokens.csrf : "forged",
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .string({ maxLength: 60 })
        .map((s) => ({ cookie: `lk-session=${enc(s)}; csrf-token=x` })),
    },
  );
}

const ip = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join("."));

export function requestFor(
  routes: AttackRoute[],
  known: Known,
  testNow: string,
): fc.Arbitrary<AttackRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const path = fc
      .tuple(
        ...(route.params.length
          ? route.params.map((p) => segmentFor(p, known))
          : [fc.constant("")]),
      )
      .map((values) => {
        let i = 0;
        return route.pattern.replace(/\[(?:\.\.\.)?[^\]]+\]/g, () => values[i++] || "x");
      });
    const method = fc.oneof(
      { weight: 9, arbitrary: fc.constant(route.method) },
      {
        weight: 1,
        arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"),
      },
    );
    return fc
      .record({
        method,
        path,
        query: queryFor(route, known),
        auth: authFor(known),
        body: bodyFor(route, known),
        origin: fc.constantFrom(
          undefined,
          known.origin,
          "https://evil.example",
          known.origin.replace("http:", "https:"),
        ),
        ip,
      })
      .map(({ method, path, query, auth, body, origin, ip }) => {
        const headers: Record<string, string> = {
          accept: "application/json",
          "x-forwarded-for": ip,
          "x-test-now": testNow,
          ...auth,
        };
        if (origin) headers.origin = origin;
        const sendsBody =
          method !== "GET" && method !== "OPTIONS" && method !== "TRACE" && body.text !== undefined;
        if (sendsBody && body.type) headers["content-type"] = body.type;
        return {
          method,
          path: path + query,
          headers,
          body: sendsBody ? body.text : undefined,
          label: `${route.method} ${route.pattern}`,
        };
      });
  });
}
