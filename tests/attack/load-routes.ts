// Every API route from the file tree with its methods and, for wrapped handlers, the zod
// schemas it declared (lib/api/route.ts keeps them on the handler) as JSON Schema.
import path from "node:path";
import { z } from "zod";

import { scanApiRoutes } from "../../scripts/api-routes.cjs";

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
};

export interface AttackRoute {
  pattern: string;
  method: string;
  audience: string;
  params: string[];
  body?: JsonSchema;
  query?: JsonSchema;
}

interface WrappedHandler {
  spec?: { body?: z.ZodType; query?: z.ZodType };
  audience?: string;
}

function toJson(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return {}; // transforms and refinements JSON Schema cannot say: generic values still go
  }
}

export async function loadRoutes(root = path.resolve(__dirname, "../..")): Promise<AttackRoute[]> {
  const routes: AttackRoute[] = [];
  for (const file of scanApiRoutes(root)) {
    const mod = (await import(path.join(root, file.file))) as Record<string, WrappedHandler>;
    const params = [...file.pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]);
    for (const method of file.methods) {
      const handler = mod[method];
      routes.push({
        pattern: file.pattern,
        method,
        audience: handler?.audience ?? "public",
        params,
        body: toJson(handler?.spec?.body),
        query: toJson(handler?.spec?.query),
      });
    }
  }
  return routes;
}
