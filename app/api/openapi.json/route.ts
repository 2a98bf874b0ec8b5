// GET /api/openapi.json: the OpenAPI 3.1 document of every /api route, built once per process
// from the routes' own zod schemas. The reference page (/docs/api) reads it.
import { publicRoute } from "@/lib/api/route";
import { jsonResponse } from "@/lib/cache/json-response";
import { buildApiDocument } from "@/lib/openapi/build-document";
import { operationDocs } from "./operation-docs";
import { routeModules } from "./route-modules";

let document: object | undefined;

export const GET = publicRoute({}, () => {
  document ??= buildApiDocument({ ...routeModules, "/api/openapi.json": { GET } }, operationDocs);
  return jsonResponse(document);
});
