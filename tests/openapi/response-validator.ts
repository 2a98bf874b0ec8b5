// Checks an API answer against the served document's response schema for its path, method and
// status (JSON Schema 2020-12, as OpenAPI 3.1 uses), formats included: a `date` must be a real
// calendar day, a `date-time` a real instant with its offset. The examples test checks each
// example in the document with the same validator (`validatorAt`).
import Ajv2020 from "ajv/dist/2020";
import type { ApiDocument } from "./served-document";

const DOC_ID = "https://api.local/openapi.json";

/** `/api/users/{userId}` → `~1api~1users~1{userId}` (a JSON Pointer segment). */
const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** "YYYY-MM-DD" naming a day that exists (no February 30th). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === value;
}

/** RFC 3339 with an offset (a Date as JSON is one), on a day that exists. */
export function isInstant(value: string): boolean {
  const m = DATE_TIME.exec(value);
  return m !== null && isCalendarDate(m[1]) && !Number.isNaN(Date.parse(value));
}

/** Ajv with the formats zod writes into the document (no ajv-formats here: these few suffice). */
function validatorFor(document: ApiDocument) {
  // A format the document uses but this list lacks would be skipped in silence: fail instead.
  const logger = {
    log: console.log,
    error: console.error,
    warn(message: string) {
      if (/unknown format/.test(message)) throw new Error(message);
      console.warn(message);
    },
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger });
  ajv.addFormat("date", { type: "string", validate: isCalendarDate });
  ajv.addFormat("date-time", { type: "string", validate: isInstant });
  // zod writes its own pattern beside these, which ajv checks; the format adds nothing.
  ajv.addFormat("email", true);
  ajv.addFormat("uri", true);
  ajv.addFormat("uuid", true);
  ajv.addFormat("binary", true);
  // The document is registered whole, so `#/components/schemas/...` refs resolve inside it.
  ajv.addSchema({ ...document, $id: DOC_ID });
  return ajv;
}

/** A check of any value against the schema at a JSON Pointer into the document. */
export function validatorAt(document: ApiDocument) {
  const ajv = validatorFor(document);
  return function check(path: string[], value: unknown) {
    const ref = [DOC_ID + "#", ...path.map(pointer)].join("/");
    const validate = ajv.compile({ $ref: ref });
    const valid = validate(value);
    return { valid, errors: (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`) };
  };
}

export function responseValidator(document: ApiDocument) {
  const checkAt = validatorAt(document);

  return function check(path: string, method: string, status: number, body: unknown) {
    const content = (
      document.paths[path]?.[method]?.responses[String(status)] as
        { content?: Record<string, { schema?: unknown }> } | undefined
    )?.content?.["application/json"];
    if (!content?.schema)
      throw new Error(`The document has no JSON ${status} for ${method} ${path}`);
    const result = checkAt(
      ["paths", path, method, "responses", String(status), "content", "application/json", "schema"],
      body,
    );
    return {
      ...result,
      /** Whether the document describes this answer at all (not the "any JSON" placeholder). */
      described: Object.keys(content.schema as object).some((k) => k !== "description"),
    };
  };
}
