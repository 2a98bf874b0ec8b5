// The document exactly as GET /api/openapi.json serves it, for the tests.
import { NextRequest } from "next/server";
import { GET } from "@/app/api/openapi.json/route";

export interface ApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

export async function servedDocument(): Promise<ApiDocument> {
  const res = await GET(new NextRequest("http://localhost:3000/api/openapi.json"), {
    params: Promise.resolve({}),
  });
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return (await res.json()) as ApiDocument;
}
