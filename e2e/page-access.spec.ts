// Every page under app/, found from the file tree, asked for as an anonymous visitor, as another
// signed-in customer and as an admin viewing as some other customer, as a document and as RSC
// requests: no answer may hold a word of the seeded customer's data, and the admin and customer
// sides refuse these callers before rendering. The admin and the customer herself ask for the same
// pages and do find her data, so the needles are known to be findable.
import { readdirSync } from "node:fs";
import path from "node:path";
import { COOKIE_SESSION_MODE, SESSION_MODE_HEADER } from "../lib/auth/web-session-marker";
import { REPORT_KINDS } from "../lib/reports/report-table";
import { ACCOUNTS } from "../lib/seed/accounts";
import { freshCustomer } from "./customer-b-fixtures";
import { expect, test, type APIRequestContext } from "./test";

type APIResponse = Awaited<ReturnType<APIRequestContext["get"]>>;

// About a thousand requests on a shared, slow machine.
test.describe.configure({ timeout: 600_000 });

const APP = path.join(__dirname, "..", "app");

/** Every page route as its file-tree pattern (route groups left out), e.g. /admin/users/[userId]. */
function pageRoutes(dir = APP, prefix = ""): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(entry.name)) routes.push(prefix || "/");
    if (!entry.isDirectory() || entry.name === "api" || entry.name.startsWith("_")) continue;
    const group = /^\(.*\)$/.test(entry.name) || entry.name.startsWith("@");
    const next = group ? prefix : `${prefix}/${entry.name}`;
    routes.push(...pageRoutes(path.join(dir, entry.name), next));
  }
  return routes.sort();
}

function sideOf(route: string): "admin" | "customer" | null {
  for (const side of ["admin", "customer"] as const) {
    if (route === `/${side}` || route.startsWith(`/${side}/`)) return side;
  }
  return null;
}

interface Fixture {
  segments: Record<string, string>;
  queries: Record<string, string[]>;
}

/** The addresses to ask for: dynamic segments filled with real ids, plus each page's queries. */
function urlsFor(route: string, { segments, queries }: Fixture): string[] {
  const filled = route.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    const value = segments[name];
    if (!value) throw new Error(`${route}: give the walk a value for [${name}]`);
    return encodeURIComponent(value);
  });
  return (queries[route] ?? [""]).map((query) => `${filled}${query}`);
}

// A document, a client navigation's RSC request, and a prefetch (which for these dynamic pages
// carries only the route tree, so it is only searched for the needles).
type Flavour = "html" | "rsc" | "prefetch";
const FLAVOURS: Record<Flavour, Record<string, string>> = {
  html: { accept: "text/html" },
  rsc: { RSC: "1" },
  prefetch: { RSC: "1", "Next-Router-Prefetch": "1" },
};

async function ask(ctx: APIRequestContext, url: string, flavour: Flavour) {
  const headers = FLAVOURS[flavour];
  let res = await ctx.get(url, { headers, maxRedirects: 0 });
  // Next sends an RSC request without the cache-busting `_rsc` its headers call for to the same
  // page carrying it: follow that redirect (and only that one), as the client router does.
  const location = res.headers()["location"];
  if (flavour !== "html" && res.status() === 307 && location) {
    const next = new URL(location, "http://x");
    if (next.searchParams.has("_rsc") && next.pathname === new URL(url, "http://x").pathname) {
      res = await ctx.get(`${next.pathname}${next.search}`, { headers, maxRedirects: 0 });
    }
  }
  return { res, body: await res.text() };
}

/** Where the answer sends the caller: a 3xx, or (RSC) a redirect inside the payload. */
function redirectedTo(res: APIResponse, body: string): string | null {
  if (res.status() >= 300 && res.status() < 400) {
    return new URL(res.headers()["location"] ?? "", "http://x").pathname;
  }
  const digest = /NEXT_REDIRECT;\w+;([^;"]+);30[78];/.exec(body);
  return digest ? new URL(digest[1], "http://x").pathname : null;
}

const isNotFound = (res: APIResponse, body: string) =>
  res.status() === 404 || body.includes("NEXT_HTTP_ERROR_FALLBACK;404");

async function signedIn(
  newContext: () => Promise<APIRequestContext>,
  account: { email: string; password: string },
): Promise<APIRequestContext> {
  const ctx = await newContext();
  const res = await ctx.post("/api/auth/login", {
    headers: { [SESSION_MODE_HEADER]: COOKIE_SESSION_MODE },
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

async function json<T>(res: APIResponse): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

test("no page under app/ shows a customer's data to anyone but her and the admin", async ({
  playwright,
  request,
  baseURL,
}) => {
  const newContext = () => playwright.request.newContext({ baseURL });
  const target = ACCOUNTS.customer;

  // Her data as the admin sees it, and real ids for the dynamic segments.
  const admin = await signedIn(newContext, ACCOUNTS.admin);
  const found = await json<{ users: { id: string; email: string }[] }>(
    await admin.get(`/api/admin/users?q=${encodeURIComponent(target.email)}`),
  );
  const targetId = found.users.find((u) => u.email === target.email)?.id;
  expect(targetId, "the seeded customer").toBeTruthy();
  const detail = await json<{
    address: { street: string; phone: string; instructions: string | null } | null;
    orders: { id: string }[];
  }>(await admin.get(`/api/admin/users/${targetId}`));
  expect(detail.address, "the seeded customer's address").toBeTruthy();
  expect(detail.orders.length, "the seeded customer's orders").toBeGreaterThan(0);
  const dishes = await json<{ dishes: { id: string }[] }>(await admin.get("/api/admin/dishes"));
  const addOns = await json<{ id: string }[]>(await admin.get("/api/admin/add-ons"));
  // An outbox message for /admin/outbox/[name]: a password reset mail when there is none yet.
  const outbox = () => admin.get("/api/admin/outbox").then((r) => json<{ name: string }[]>(r));
  if ((await outbox()).length === 0) {
    await request.post("/api/auth/forgot-password", { data: { email: target.email } });
    await expect.poll(async () => (await outbox()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  }
  const [message] = await outbox();
  const upcoming = (
    await json<{ startDate: string }>(await request.get("/api/weeks/upcoming-week"))
  ).startDate;
  const current = new Date(Date.parse(`${upcoming}T00:00:00Z`) - 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);

  const needles = [
    ...new Set([
      `${target.firstName} ${target.lastName}`,
      target.lastName,
      target.email,
      target.phone,
      detail.address!.phone,
      detail.address!.street,
      ...(detail.address!.instructions ? [detail.address!.instructions.slice(0, 24)] : []),
    ]),
  ];

  const fixture: Fixture = {
    segments: {
      userId: targetId!,
      orderId: detail.orders[0].id,
      dishId: dishes.dishes[0].id,
      addOnId: addOns[0].id,
      name: message.name,
      // The rating link and a gift card's status page: a token that signs nothing (refused).
      token: "not-a-signed-token",
    },
    queries: {
      // (Not a needle: the address itself is echoed in the page.)
      "/admin/users": ["", "?q=example.com", `?q=${encodeURIComponent(target.firstName)}`],
      "/admin/reports": REPORT_KINDS.flatMap((kind) =>
        [current, upcoming].map((week) => `?report=${kind}&week=${week}`),
      ),
      "/admin/weekly-menu": [`?week=${upcoming}`],
      "/customer": ["", "?from=signup"],
      "/customer/account": ["", "?tab=user"],
    },
  };

  const routes = pageRoutes();
  const adminRoutes = routes.filter((r) => sideOf(r) === "admin");
  // A walk that finds nothing proves nothing.
  expect(adminRoutes.length, adminRoutes.join(" ")).toBeGreaterThanOrEqual(9);
  expect(routes.filter((r) => sideOf(r) === "customer").length).toBeGreaterThanOrEqual(5);
  expect(routes.length, routes.join(" ")).toBeGreaterThanOrEqual(25);

  // The admin gets every admin page, and between them they show every needle.
  const adminSaw = new Set<string>();
  for (const url of adminRoutes.flatMap((route) => urlsFor(route, fixture))) {
    const { res, body } = await ask(admin, url, "html");
    expect(res.status(), `the admin's ${url}`).toBe(200);
    for (const needle of needles) if (body.includes(needle)) adminSaw.add(needle);
  }
  expect(
    needles.filter((n) => !adminSaw.has(n)),
    "needles no admin page shows",
  ).toEqual([]);
  const users = await ask(admin, "/admin/users?q=example.com", "rsc");
  expect(users.body, "the admin's RSC payload").toContain(target.email);
  // She sees her own name on her pages.
  const herself = await signedIn(newContext, target);
  for (const flavour of ["html", "rsc"] as const) {
    const home = await ask(herself, "/customer", flavour);
    expect(home.res.status()).toBe(200);
    expect(home.body).toContain(`${target.firstName} ${target.lastName}`);
  }

  // An admin viewing as another (fresh) customer, read-only, as the web client does it.
  const viewer = await signedIn(newContext, ACCOUNTS.admin);
  const other = await freshCustomer(request, "page-access");
  const csrf = (await viewer.storageState()).cookies.find((c) => c.name === "csrf-token")?.value;
  const viewAs = await viewer.post(`/api/admin/users/${other.userId}/view-as`, {
    headers: { "x-csrf-token": decodeURIComponent(csrf ?? ""), origin: baseURL! },
  });
  expect(viewAs.status(), await viewAs.text()).toBe(200);
  const personas = [
    { who: "anonymous", ctx: await newContext(), home: "/login" },
    {
      who: "another customer",
      ctx: await signedIn(newContext, ACCOUNTS.paused),
      home: "/customer",
    },
    { who: "view-as", ctx: viewer, home: "/customer" },
  ];

  const problems: string[] = [];
  let asked = 0;
  for (const { who, ctx, home } of personas) {
    for (const route of routes) {
      const side = sideOf(route);
      const refused = side === "admin" || (side === "customer" && who === "anonymous");
      for (const url of urlsFor(route, fixture)) {
        for (const flavour of Object.keys(FLAVOURS) as Flavour[]) {
          const { res, body } = await ask(ctx, url, flavour);
          asked++;
          const label = `${who} ${flavour} ${url} → ${res.status()}`;
          for (const needle of needles) {
            if (body.includes(needle)) problems.push(`${label}: the body holds "${needle}"`);
          }
          if (res.status() >= 500 && route !== "/test-error") problems.push(`${label}: 5xx`);
          const to = redirectedTo(res, body);
          if (refused && who === "anonymous") {
            // Without any session cookie the proxy answers before Next renders a thing: the
            // body is at most the new address.
            if (res.status() !== 307 || to !== home || ![home, ""].includes(body.trim())) {
              problems.push(
                `${label}: expected a bare 307 to ${home}, got ${to}: ${body.length} B`,
              );
            }
          } else if (refused && flavour !== "prefetch" && to !== home) {
            problems.push(`${label}: expected a redirect to ${home}, got ${to ?? "none"}`);
          }
          // Her order is not found for anyone else.
          const foreignOrder = route === "/customer/payments/[orderId]" && !refused;
          if (foreignOrder && flavour !== "prefetch" && !isNotFound(res, body)) {
            problems.push(`${label}: another customer's order must be not found`);
          }
        }
      }
    }
  }
  expect(asked).toBeGreaterThanOrEqual(personas.length * 3 * routes.length);
  expect(problems).toEqual([]);
});
