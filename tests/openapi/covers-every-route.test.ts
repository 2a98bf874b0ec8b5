// Walks app/api/**/route.ts, imports each module and fails when the served document lacks one of
// its exported HTTP methods (or lists a path no route file serves).
import { readdirSync } from "node:fs";
import path from "node:path";
import { operationDocs } from "@/app/api/openapi.json/operation-docs";
import { HTTP_METHODS, openApiPath } from "@/lib/openapi/build-document";
import { servedDocument, type ApiDocument } from "./served-document";

const API_DIR = path.resolve(__dirname, "../../app/api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** `app/api/users/[userId]/route.ts` → `/api/users/[userId]` (route groups do not count). */
function patternOf(file: string): string {
  const segments = path
    .relative(API_DIR, path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s));
  return ["/api", ...segments].join("/");
}

/** `/api/users/{userId}` → the file pattern `/api/users/[userId]` its operation doc is keyed by. */
const patternOfPath = (p: string) =>
  files.map(patternOf).find((pattern) => openApiPath(pattern) === p) ?? p;

let document: ApiDocument;
const files = routeFiles(API_DIR);

beforeAll(async () => {
  document = await servedDocument();
});

test("the tree has the routes this test expects to walk", () => {
  expect(files.length).toBeGreaterThan(60);
  expect(files.map(patternOf)).toContain("/api/users/[userId]/allergens");
});

test.each(files.map((file) => [patternOf(file), file]))(
  "%s: every exported method is in the document",
  async (pattern, file) => {
    const mod = (await import(file)) as Record<string, unknown>;
    const methods = HTTP_METHODS.filter((m) => typeof mod[m] === "function");
    expect(methods.length).toBeGreaterThan(0);
    const item = document.paths[openApiPath(pattern)];
    expect(item).toBeDefined();
    expect(Object.keys(item).sort()).toEqual(methods.map((m) => m.toLowerCase()).sort());
    for (const method of methods) {
      expect(Object.keys(item[method.toLowerCase()].responses).length).toBeGreaterThan(0);
    }
  },
);

test("the document lists no path that no route file serves", () => {
  const served = new Set(files.map((file) => openApiPath(patternOf(file))));
  expect(Object.keys(document.paths).filter((p) => !served.has(p))).toEqual([]);
});

test("every operation doc names a route and method that exist (none is silently unused)", () => {
  const unused = Object.keys(operationDocs).filter((key) => {
    const [method, pattern] = key.split(" ");
    return !document.paths[openApiPath(pattern)]?.[method.toLowerCase()];
  });
  expect(Object.keys(operationDocs).length).toBeGreaterThan(20);
  expect(unused).toEqual([]);
});

test("every 4xx/5xx answer uses the shared error shape", () => {
  for (const [p, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        // A status documented as answering the success body (readiness's 503) is not an error.
        const key = `${method.toUpperCase()} ${patternOfPath(p)}` as keyof typeof operationDocs;
        const doc = operationDocs[key];
        if (doc?.alsoStatuses?.includes(Number(status))) continue;
        expect([p, method, status, response]).toEqual([
          p,
          method,
          status,
          expect.objectContaining({
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          }),
        ]);
      }
    }
  }
});

test("the document declares the four auth schemes", () => {
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.components.securitySchemes).sort()).toEqual(
    ["bearer", "cronBearer", "csrfHeader", "sessionCookie", "stripeSignature"].sort(),
  );
});

test("every JSON success answer has a real schema, not the 'any JSON' placeholder", () => {
  const loose: string[] = [];
  for (const [p, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 300) continue;
        const schema = (response as { content?: Record<string, { schema?: object }> }).content?.[
          "application/json"
        ]?.schema;
        if (schema && Object.keys(schema).every((k) => k === "description"))
          loose.push(`${method.toUpperCase()} ${p}`);
      }
    }
  }
  expect(loose).toEqual([]);
});
