// The document's examples cannot drift: each one is checked against the schema it illustrates
// (with the validator the contract tests use, formats included), and every operation with a JSON
// request body or a 2xx JSON answer must have one.
import { isCalendarDate, isInstant, validatorAt } from "./response-validator";
import { servedDocument, type ApiDocument } from "./served-document";

interface MediaType {
  schema?: unknown;
  example?: unknown;
}
interface Operation {
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

let document: ApiDocument;
let checkAt: ReturnType<typeof validatorAt>;

beforeAll(async () => {
  document = await servedDocument();
  checkAt = validatorAt(document);
});

/** Each JSON body and 2xx JSON answer of the document: where it is, and its example. */
function jsonMediaTypes() {
  const found: { name: string; at: string[]; example: unknown }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const name = `${method.toUpperCase()} ${path}`;
      const body = op.requestBody?.content["application/json"];
      if (body)
        found.push({
          name: `${name} body`,
          at: ["paths", path, method, "requestBody", "content", "application/json"],
          example: body.example,
        });
      for (const [status, response] of Object.entries(op.responses)) {
        const json = response.content?.["application/json"];
        if (Number(status) >= 300 || !json) continue;
        found.push({
          name: `${name} ${status}`,
          at: ["paths", path, method, "responses", status, "content", "application/json"],
          example: json.example,
        });
      }
    }
  }
  return found;
}

test("every JSON request body and 2xx JSON answer has an example", () => {
  const all = jsonMediaTypes();
  expect(all.length).toBeGreaterThan(100);
  expect(all.filter((m) => m.example === undefined).map((m) => m.name)).toEqual([]);
});

test("every operation example conforms to its own schema", () => {
  const wrong = jsonMediaTypes()
    .filter((m) => m.example !== undefined)
    .map((m) => ({ name: m.name, ...checkAt([...m.at, "schema"], m.example) }))
    .filter((r) => !r.valid)
    .map((r) => `${r.name}: ${r.errors.join("; ")}`);
  expect(wrong).toEqual([]);
});

test("every component example conforms to its component (the error shape's too)", () => {
  const schemas = document.components.schemas as Record<string, { examples?: unknown[] }>;
  const wrong: string[] = [];
  for (const [name, schema] of Object.entries(schemas))
    for (const example of schema.examples ?? []) {
      const result = checkAt(["components", "schemas", name], example);
      if (!result.valid) wrong.push(`${name}: ${result.errors.join("; ")}`);
    }
  expect(schemas.Error.examples?.length).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});

test("the check reads formats: a date that is no day, an instant without offset, fail", () => {
  const firstDelivery = ["components", "schemas", "FirstDelivery"];
  const good = schemasExample("FirstDelivery");
  expect(checkAt(firstDelivery, good).valid).toBe(true);
  expect(checkAt(firstDelivery, { ...good, weekStart: "2026-02-30" }).valid).toBe(false);
  expect(checkAt(firstDelivery, { ...good, orderDeadline: "2026-12-03 04:59" }).valid).toBe(false);
  expect(isCalendarDate("2028-02-29")).toBe(true);
  expect(isCalendarDate("2026-02-29")).toBe(false);
  expect(isInstant("2026-12-03T04:59:59.999Z")).toBe(true);
  expect(isInstant("2026-12-02T23:59:59-05:00")).toBe(true);
  expect(isInstant("2026-12-03T04:59:59")).toBe(false);
});

function schemasExample(name: string): Record<string, unknown> {
  const schema = document.components.schemas[name] as { examples?: Record<string, unknown>[] };
  const example = schema.examples?.[0];
  if (!example) throw new Error(`${name} has no example`);
  return example;
}
