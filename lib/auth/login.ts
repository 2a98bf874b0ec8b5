// Sign-in with email and password, and sign-out. Every failure gives the same answer, whether
// the email is unknown, the password wrong or the account disabled (no account enumeration).
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { markLoginSucceeded, reserveLoginAttempt } from "./login-throttle";
import { AUTH_MESSAGES } from "./messages";
import { dummyVerify, verifyPassword } from "./password";
import type { LoginInput } from "./schemas";
import { createSession, revokeSession, type Caller, type IssuedSession } from "./sessions";

export interface LoggedIn {
  userId: string;
  token: string;
  session: IssuedSession;
}

/** `input` comes from loginSchema, so the email is already normalised. */
export async function login(input: LoginInput, ip: string | null, now: Date): Promise<LoggedIn> {
  const { email, password } = input;
  // Counted before the (slow) hash check, so parallel guesses cannot all slip under the limit.
  const attemptId = await reserveLoginAttempt(email, ip, now);

  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, status: true, passwordHash: true },
  });
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, password);
  else await dummyVerify(password);
  // Checked after the hash so a disabled account costs the same time as any other failure.
  if (user?.status === "disabled") ok = false;

  if (ok) await markLoginSucceeded(attemptId);
  if (!user || !ok) throw new AppError("UNAUTHENTICATED", AUTH_MESSAGES.loginFailed);

  const session = await createSession(user.id, "API", now);
  return { userId: user.id, token: session.token, session };
}

export async function logout(caller: Caller, now: Date): Promise<void> {
  await revokeSession(caller.sessionId, now);
}
