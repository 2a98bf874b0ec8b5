// Gives every browser an anti-forgery cookie (double-submit: the web client echoes it in the
// x-csrf-token header on mutations). API routes and static files are not touched, so the hot
// read paths pay nothing.
import { NextResponse, type NextRequest } from "next/server";
import { CSRF_COOKIE } from "@/lib/api/csrf";

export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  if (!request.cookies.get(CSRF_COOKIE)) {
    response.cookies.set(CSRF_COOKIE, crypto.randomUUID(), {
      path: "/",
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:",
      httpOnly: false, // the web client must read it to echo it
    });
  }
  return response;
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon|dishes/|.*\\.(?:svg|png|ico|txt)$).*)"],
};
