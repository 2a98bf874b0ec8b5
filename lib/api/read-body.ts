// Reads a JSON body defensively: oversized or malformed input is a 400, never a 500.
import { AppError } from "@/lib/errors";

export const MAX_BODY_BYTES = 64 * 1024;

export async function readJsonBody(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await req.text();
  if (Buffer.byteLength(text, "utf8") > MAX_BODY_BYTES) throw tooLarge();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
}

function tooLarge() {
  return new AppError(
    "BAD_REQUEST",
    `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`,
  );
}
