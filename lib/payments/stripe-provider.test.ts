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
    chargeId: "charge_1",
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
    "automatic_payment_methods[enabled]": "true",
    "automatic_payment_methods[allow_redirects]": "never",
  });
});

test("a gift card is paid on session, with no Stripe customer, with its purchase's key", async () => {
  reply = () => ({
    status: 200,
    body: { id: "pi_2", object: "payment_intent", status: "succeeded" },
  });
  const outcome = await stripeProvider(client()).charge({
    customerId: null,
    paymentMethodId: "pm_2",
    amountCents: 5000,
    idempotencyKey: "giftcard:5b0c3f7e-1111-4c2b-9a1e-2f9d7c0a4b11",
    description: "Lakeshore Kitchen gift card",
    chargeId: "gift_1",
    onSession: true,
  });
  expect(outcome).toEqual({ ok: true, providerChargeId: "pi_2" });
  expect(seen[0].idempotencyKey).toBe("giftcard:5b0c3f7e-1111-4c2b-9a1e-2f9d7c0a4b11");
  const body = Object.fromEntries(seen[0].body);
  expect(body).toMatchObject({
    amount: "5000",
    payment_method: "pm_2",
    confirm: "true",
    "automatic_payment_methods[allow_redirects]": "never",
  });
  expect(body).not.toHaveProperty("customer");
  expect(body).not.toHaveProperty("off_session");
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
    chargeId: "charge_2",
  });
  expect(outcome).toEqual({
    ok: false,
    problem: "EXPIRED",
    message: "Your card has expired. Please use a different card.",
  });
});

test("the PaymentIntent carries our charge id, so a webhook finds its way back", async () => {
  reply = () => ({
    status: 200,
    body: { id: "pi_2", object: "payment_intent", status: "succeeded" },
  });
  await stripeProvider(client()).charge({
    customerId: "cus_123",
    paymentMethodId: "pm_1",
    amountCents: 500,
    idempotencyKey: "charge:sub_1:week_1:retry:1",
    description: "x",
    chargeId: "charge_9",
  });
  expect(seen[0].body.get("metadata[chargeId]")).toBe("charge_9");
  expect(seen[0].idempotencyKey).toBe("charge:sub_1:week_1:retry:1");
});

test("off-session authentication_required becomes REQUIRES_ACTION with the PaymentIntent", async () => {
  reply = () => ({
    status: 402,
    body: {
      error: {
        type: "card_error",
        code: "authentication_required",
        message: "This payment requires authentication.",
        payment_intent: { id: "pi_sca", object: "payment_intent", status: "requires_action" },
      },
    },
  });
  const outcome = await stripeProvider(client()).charge({
    customerId: "cus_123",
    paymentMethodId: "pm_card_authenticationRequired",
    amountCents: 100,
    idempotencyKey: "charge:a:b",
    description: "x",
    chargeId: "charge_3",
  });
  expect(outcome).toMatchObject({
    ok: false,
    problem: "AUTHENTICATION_REQUIRED",
    providerChargeId: "pi_sca",
  });
});

test("retrievePayment reads status, refunds and our charge id from the PaymentIntent", async () => {
  reply = () => ({
    status: 200,
    body: {
      id: "pi_5",
      object: "payment_intent",
      status: "succeeded",
      amount: 9000,
      metadata: { chargeId: "charge_5" },
      latest_charge: { id: "ch_5", object: "charge", amount_refunded: 2500 },
      last_payment_error: null,
    },
  });
  const state = await stripeProvider(client()).retrievePayment("pi_5");
  expect(seen[0].method).toBe("GET");
  expect(seen[0].path).toBe("/v1/payment_intents/pi_5?expand[0]=latest_charge");
  expect(state).toEqual({
    providerChargeId: "pi_5",
    status: "succeeded",
    amountCents: 9000,
    refundedCents: 2500,
    problem: null,
    authenticationFailed: false,
    chargeId: "charge_5",
  });
});

test("retrievePayment tells a failed 3-D Secure check from a decline", async () => {
  reply = () => ({
    status: 200,
    body: {
      id: "pi_6",
      object: "payment_intent",
      status: "requires_payment_method",
      amount: 5000,
      metadata: { chargeId: "gc_6" },
      latest_charge: null,
      last_payment_error: { code: "payment_intent_authentication_failure", type: "card_error" },
    },
  });
  const state = await stripeProvider(client()).retrievePayment("pi_6");
  expect(state).toMatchObject({ status: "failed", authenticationFailed: true, chargeId: "gc_6" });
});

test("a refund names the PaymentIntent and the amount, with its idempotency key", async () => {
  reply = () => ({ status: 200, body: { id: "re_1", object: "refund" } });
  const refund = await stripeProvider(client()).refund({
    providerChargeId: "pi_5",
    amountCents: 2500,
    idempotencyKey: "refund:r1",
  });
  expect(refund).toEqual({ providerRefundId: "re_1" });
  expect(seen[0]).toMatchObject({ path: "/v1/refunds", idempotencyKey: "refund:r1" });
  expect(Object.fromEntries(seen[0].body)).toEqual({ payment_intent: "pi_5", amount: "2500" });
});

test("retrieveCard reads the card updater's new expiry and last 4", async () => {
  reply = () => ({
    status: 200,
    body: {
      id: "pm_7",
      object: "payment_method",
      card: { brand: "visa", last4: "1111", exp_month: 4, exp_year: 2031 },
    },
  });
  expect(await stripeProvider(client()).retrieveCard("pm_7")).toEqual({
    providerPaymentMethodId: "pm_7",
    brand: "visa",
    last4: "1111",
    expMonth: 4,
    expYear: 2031,
  });
});
