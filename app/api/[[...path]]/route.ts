// Any /api path without a handler answers JSON 404, never an HTML page.
import { errorJson } from "@/lib/api/error-response";

const notFound = () => errorJson(404, "No API endpoint at this path.");

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
