// next-auth configuration. Sign-in itself happens at /api/auth/login (or /register), which
// issues a session token; the "credentials" provider only exchanges that token for the web
// cookie, so the cookie and the bearer token are one session row and are revoked together.
import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { nowFromOverride, TEST_NOW_COOKIE, TEST_NOW_HEADER } from "@/lib/clock/request-now";
import { cjsDefault } from "./interop";
import { authSecret } from "./secret";
import { callerForToken, markSessionWeb, revokeSession, SESSION_DAYS } from "./sessions";

const CredentialsProvider = cjsDefault(Credentials);

type HeaderBag = Record<string, string | string[] | undefined> | undefined;

function header(headers: HeaderBag, name: string): string | undefined {
  const value = headers?.[name];
  return Array.isArray(value) ? value[0] : value;
}

/** "Now" for next-auth callbacks, honouring the e2e test clock like every other route. */
function nowFor(headers: HeaderBag): Date {
  const cookie = header(headers, "cookie")
    ?.split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${TEST_NOW_COOKIE}=`))
    ?.slice(TEST_NOW_COOKIE.length + 1);
  return nowFromOverride(header(headers, TEST_NOW_HEADER) ?? cookie);
}

export const authOptions: NextAuthOptions = {
  // Read when a request uses it, not at import, so `next build` needs no secret.
  get secret() {
    return authSecret();
  },
  session: { strategy: "jwt", maxAge: SESSION_DAYS * 24 * 3600 },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      id: "credentials",
      name: "Session token",
      credentials: { token: { label: "Session token", type: "text" } },
      async authorize(credentials, req) {
        const token = credentials?.token;
        if (!token || typeof token !== "string") return null;
        const caller = await callerForToken(token, "cookie", nowFor(req?.headers));
        if (!caller) return null;
        await markSessionWeb(caller.sessionId);
        return { id: caller.userId, email: caller.email, roles: caller.roles, sessionToken: token };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.email = user.email;
        token.roles = user.roles;
        token.sessionToken = user.sessionToken;
      }
      return token;
    },
    async session({ session, token }) {
      session.sessionToken = token.sessionToken ?? "";
      session.user = {
        ...session.user,
        id: token.sub ?? "",
        email: token.email ?? session.user?.email,
        roles: token.roles ?? [],
      };
      return session;
    },
  },
  events: {
    // Signing out of the web app also ends the server-side session, even if the client never
    // reached POST /api/auth/logout.
    async signOut({ token }) {
      const sessionToken = token?.sessionToken;
      if (!sessionToken) return;
      const caller = await callerForToken(sessionToken, "cookie", new Date());
      if (caller) await revokeSession(caller.sessionId, new Date());
    },
  },
};
