// Shared set-up for the auth integration tests: unique users made directly in the database
// (the tests share one seeded database), and sign-in through the real route.
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { call } from "../helpers";

export const PASSWORD = "Correct-Horse-42";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.com`;
}

/** A distinct client address, so the per-IP sign-in limit of one test never hits another. */
export function uniqueIp(): string {
  const b = randomUUID().replace(/-/g, "");
  return `10.${parseInt(b.slice(0, 2), 16)}.${parseInt(b.slice(2, 4), 16)}.${parseInt(b.slice(4, 6), 16)}`;
}

interface UserOptions {
  email?: string;
  password?: string;
  roles?: ("customer" | "admin")[];
  status?: "active" | "disabled" | "suspicious";
  onboardingStatus?: "pending" | "complete";
}

export async function createUser(options: UserOptions = {}) {
  const email = options.email ?? uniqueEmail();
  const roles = options.roles ?? ["customer"];
  return db.user.create({
    data: {
      email,
      passwordHash: await hashPassword(options.password ?? PASSWORD),
      firstName: "Test",
      lastName: "Person",
      status: options.status ?? "active",
      onboardingStatus: options.onboardingStatus ?? "pending",
      referralCode: randomUUID().slice(0, 12).toUpperCase(),
      roles: {
        create: roles.map((slug) => ({
          role: { connectOrCreate: { where: { slug }, create: { slug, name: slug } } },
        })),
      },
    },
    select: { id: true, email: true },
  });
}

export async function loginAs(email: string, password = PASSWORD) {
  const res = await call(loginRoute, "/api/auth/login", {
    body: { email, password },
    headers: { "x-forwarded-for": uniqueIp() },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.json.token as string;
}

/** The next-auth cookie a browser would hold after signing in with `sessionToken`. */
export async function sessionCookie(userId: string, sessionToken: string): Promise<string> {
  const jwt = await encode({
    token: { sub: userId, sessionToken },
    secret: process.env.NEXTAUTH_SECRET ?? "",
  });
  return `next-auth.session-token=${jwt}`;
}
