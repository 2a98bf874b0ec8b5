// What our next-auth session and JWT carry: the session token issued by /api/auth/login or
// /register (validated against the Session table on every server use) and the role slugs.
import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    sessionToken: string;
    user: { id: string; roles: string[] } & DefaultSession["user"];
  }

  interface User {
    roles: string[];
    sessionToken: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sessionToken?: string;
    roles?: string[];
  }
}
