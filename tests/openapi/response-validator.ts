// Checks an API answer against the served document's response schema for its path, method and
// status (JSON Schema 2020-12, as OpenAPI 3.1 uses). zod writes a pattern beside every format it
// emits (date-time, email, date), so formats need no plugin: ajv skips them, the patterns check.
import Ajv2020 from "ajv/dist/2020";
import type { ApiDocument } from "./served-document";

const DOC_ID = "https://api.local/openapi.json";

/** `/api/users/{userId}` → `~1api~1users~1{userId}` (a JSON Pointer segment). */
const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

export function responseValidator(document: ApiDocument) {
  // The document is registered whole, so `#/components/schemas/...` refs resolve inside it.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ ...document, $id: DOC_ID });

  return function check(path: string, method: string, status: number, body: unknown) {
    const content = (
      document.paths[path]?.[method]?.responses[String(status)] as
        { content?: Record<string, { schema?: unknown }> } | undefined
    )?.content?.["application/json"];
    if (!content?.schema)
      throw new Error(`The document has no JSON ${status} for ${method} ${path}`);
    const ref = [DOC_ID + "#", "paths", path, method, "responses", String(status)]
      .map((s, i) => (i === 0 ? s : pointer(s)))
      .join("/");
    const validate = ajv.compile({ $ref: `${ref}/content/application~1json/schema` });
    return {
      valid: validate(body),
      errors: (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`),
      /** Whether the document describes this answer at all (not the "any JSON" placeholder). */
      described: Object.keys(content.schema as object).some((k) => k !== "description"),
    };
  };
}
