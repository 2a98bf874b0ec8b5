// Signing in without the form: each worker signs an account in once and reuses that session in
// every later test (issue 37). The sign-in form itself is tested where it is the subject
// (auth.spec, typed-input.spec, signup-*.spec); every other spec only needs to be signed in.
//
// A web session is an HttpOnly cookie plus the anti-forgery cookie, and the page also reads a
// non-secret marker from localStorage (spec §9) as it loads, so a restored session needs both in
// place before the first page script runs: the cookies go into the context and the marker is
// written by a one-shot init script. A spec may sign out, which revokes the session on the
// server, so a saved session is checked (GET /api/auth/me) before reuse and replaced if dead.
import type { Cookie, Page } from "@playwright/test";
import { postLoginPath, type PostLoginUser } from "../lib/auth/post-login";
import {
  COOKIE_SESSION_MODE,
  SESSION_MODE_HEADER,
  WEB_SESSION_MARKER,
} from "../lib/auth/web-session-marker";
import { e2eBaseUrl } from "../playwright.config";
import { expect, test } from "./test";

const SESSION_COOKIES = new Set(["lk-session", "csrf-token"]);
const saved = new Map<string, Cookie[]>();
let seeds = 0;

/**
 * Signs `account` in on this page's context (reusing this worker's session for it when it is
 * still live) and opens `open`, or else the page the user lands on after signing in, as the
 * form would. Answers that landing page.
 */
export async function signedIn(
  page: Page,
  account: { email: string; password: string },
  open?: string,
): Promise<string> {
  const key = account.email.toLowerCase();
  const cookies = saved.get(key);
  let user = cookies ? await restore(page, cookies) : null;
  if (!user) {
    user = await signInThroughApi(page, account);
    const all = await page.context().cookies();
    saved.set(
      key,
      all.filter((c) => SESSION_COOKIES.has(c.name)),
    );
  }
  const landing = postLoginPath(user);
  await seedStorage(page, landing);
  await page.goto(open ?? landing);
  return landing;
}

async function restore(page: Page, cookies: Cookie[]): Promise<PostLoginUser | null> {
  await page.context().addCookies(cookies);
  const me = await page.request.get("/api/auth/me");
  if (!me.ok()) return null;
  return (await me.json()) as PostLoginUser | null;
}

async function signInThroughApi(
  page: Page,
  account: { email: string; password: string },
): Promise<PostLoginUser> {
  const answer = await page.request.post("/api/auth/login", {
    headers: {
      [SESSION_MODE_HEADER]: COOKIE_SESSION_MODE,
      origin: e2eBaseUrl(test.info().parallelIndex),
    },
    data: account,
  });
  expect(answer.status(), `sign-in of ${account.email}`).toBe(200);
  const body = (await answer.json()) as { token: string; user: PostLoginUser };
  expect(body.token).toBe(WEB_SESSION_MARKER);
  return body.user;
}

/**
 * Writes the marker (and the side the user lands on) before the next page's scripts run, once
 * for this context: later navigations see whatever the app itself stores, sign-out included.
 */
async function seedStorage(page: Page, landing: string): Promise<void> {
  const once = `e2e-session-seed-${++seeds}`;
  // As the form's redirect does (lib/client/session.ts rememberSide): only /admin or /customer.
  const side = landing.startsWith("/admin")
    ? "admin"
    : landing.startsWith("/customer")
      ? "customer"
      : null;
  await page.context().addInitScript(
    ({ once, marker, side }) => {
      if (window.localStorage.getItem(once)) return;
      window.localStorage.setItem(once, "1");
      window.localStorage.setItem("token", marker);
      if (side) window.localStorage.setItem("lastAccessedRole", side);
    },
    { once, marker: WEB_SESSION_MARKER, side },
  );
}
