// Liveness probe, and the bench's baseline: constant JSON with no database work.
import { NextResponse } from "next/server";

export function GET() {
  return NextResponse.json({ status: "ok" });
}
