// The Stripe adapter's requests, through the real Stripe SDK, against a local fake of Stripe's API
// (no network): request shapes, idempotency keys, and how card errors become plain reasons.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { CardDeclinedError } from "./port";
import { stripeProvider } from "./stripe-provider";

interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

let server: Server;
let seen: Seen[] = [];
let reply: (req: Seen) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const entry: Seen = {
      method: req.method ?? "",
      path: req.url ?? "",
      body: new URLSearchParams(await readBody(req)),
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
    };
    seen.push(entry);
    const { status, body } = reply(entry);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

function client() {
  const { port } = server.address() as AddressInfo;
  return new Stripe("sk_test_fake", {
    host: "127.0.0.1",
    port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
}

const card = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 };

test("a customer is created once per user, with an idempotency key", async () => {
  reply = () => ({ status: 200, body: { id: "cus_123", object: "customer" } });
  const provider = stripeProvider(client());
  expect(await provider.ensureCustomer({ id: "u1", email: "a@b.c", name: "A B" }, null)).toBe(
    "cus_123",
  );
  expect(
    await provider.ensureCustomer({ id: "u1", email: "a@b.c", name: "A B" }, "cus_existing"),
  ).toBe("cus_existing");
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({
    method: "POST",
    path: "/v1/customers",
    idempotencyKey: "customer:u1",
  });
  expect(seen[0].body.get("email")).toBe("a@b.c");
  expect(seen[0].body.get("metadata[userId]")).toBe("u1");
});

test("a SetupIntent for off-session use returns its client secret", async () => {
  reply = () => ({
    status: 200,
    body: { id: "seti_1", object: "setup_intent", client_secret: "seti_1_secret" },
  });
  expect(await stripeProvider(client()).createSetupSecret("cus_123")).toBe("seti_1_secret");
  expect(seen[0].path).toBe("/v1/setup_intents");
  expect(seen[0].body.get("usage")).toBe("off_session");
  expect(seen[0].body.get("customer")).toBe("cus_123");
});

test("attaching a card makes it the default and returns its summary", async () => {
  reply = (req) =>
    req.path.startsWith("/v1/payment_methods/pm_1") && req.method === "GET"
      ? { status: 200, body: { id: "pm_1", object: "payment_method", customer: null, card } }
      : req.path.endsWith("/attach")
        ? { status: 200, body: { id: "pm_1", object: "payment_method", customer: "cus_123", card } }
        : { status: 200, body: { id: "cus_123", object: "customer" } };
  const saved = await stripeProvider(client()).attachPaymentMethod("cus_123", "pm_1");
  expect(saved).toEqual({
    providerPaymentMethodId: "pm_1",
    brand: "visa",
    last4: "4242",
    expMonth: 12,
    expYear: 2030,
  });
  expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
    "GET /v1/payment_methods/pm_1",
    "POST /v1/payment_methods/pm_1/attach",
    "POST /v1/customers/cus_123",
  ]);
  expect(seen[2].body.get("invoice_settings[default_payment_method]")).toBe("pm_1");
});

test("a declined card becomes a CardDeclinedError with the reason in plain words", async () => {
  reply = () => ({
    status: 402,
    body: {
      error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Your card has insufficient funds.",
      },
    },
  });
  await expect(stripeProvider(client()).attachPaymentMethod("cus_123", "pm_2")).rejects.toEqual(
    new CardDeclinedError(
      "INSUFFICIENT_FUNDS",
      "Your card has insufficient funds. Please use a different card.",
    ),
  );
});

test("a weekly charge is off-session, in USD cents, with the deterministic idempotency key", async () => {
  reply = () => ({
    status: 200,
    body: { id: "pi_1", object: "payment_intent", status: "succeeded" },
  });
  const outcome = await stripeProvider(client()).charge({
    customerId: "cus_123",
    paymentMethodId: "pm_1",
    amountCents: 10392,
    idempotencyKey: "charge:sub_1:week_1",
    description: "Week of Nov 30",
  });
  expect(outcome).toEqual({ ok: true, providerChargeId: "pi_1" });
  expect(seen[0]).toMatchObject({
    path: "/v1/payment_intents",
    idempotencyKey: "charge:sub_1:week_1",
  });
  expect(Object.fromEntries(seen[0].body)).toMatchObject({
    amount: "10392",
    currency: "usd",
    customer: "cus_123",
    payment_method: "pm_1",
    off_session: "true",
    confirm: "true",
  });
});

test("an expired card at charge time is reported, not thrown", async () => {
  reply = () => ({
    status: 402,
    body: {
      error: { type: "card_error", code: "expired_card", message: "Your card has expired." },
    },
  });
  const outcome = await stripeProvider(client()).charge({
    customerId: "cus_123",
    paymentMethodId: "pm_1",
    amountCents: 100,
    idempotencyKey: "charge:x:y",
    description: "x",
  });
  expect(outcome).toEqual({
    ok: false,
    problem: "EXPIRED",
    message: "Your card has expired. Please use a different card.",
  });
});
