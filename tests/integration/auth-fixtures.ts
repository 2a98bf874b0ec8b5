// Shared set-up for the auth integration tests: unique users made directly in the database
// (the tests share one seeded database), and sign-in through the real route.
import { randomUUID } from "node:crypto";
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

/**
 * Signs in as the web client does (x-session-mode: cookie) and returns the Cookie header the
 * browser would then send, the anti-forgery token it would echo, and the response body.
 */
export async function webSignIn(email: string, password = PASSWORD) {
  const res = await call(loginRoute, "/api/auth/login", {
    body: { email, password },
    headers: { "x-forwarded-for": uniqueIp(), "x-session-mode": "cookie" },
  });
  if (res.status !== 200) throw new Error(`web login failed: ${res.status} ${res.text}`);
  const jar = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return {
    cookie,
    csrf: jar.get("csrf-token") ?? "",
    setCookies: res.headers.getSetCookie(),
    body: res.json,
  };
}
