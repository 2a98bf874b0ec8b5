import { jest } from "@jest/globals";
import type { StripeCardHandle } from "./stripe-card";
import { stripeCardTokenizer } from "./stripe-card";

const realFetch = global.fetch;
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    requested.push(String(url));
    return new Response(JSON.stringify({ clientSecret: "seti_1_secret" }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
});

afterAll(() => {
  global.fetch = realFetch;
});

function handle(result: unknown) {
  const confirmCardSetup = jest.fn(async () => result);
  return {
    handle: { stripe: { confirmCardSetup }, card: {} } as unknown as StripeCardHandle,
    confirmCardSetup,
  };
}

test("confirms a SetupIntent for the new account and returns the payment method id", async () => {
  const { handle: h, confirmCardSetup } = handle({ setupIntent: { payment_method: "pm_123" } });
  await expect(stripeCardTokenizer(h, "Ada Lovelace")("user_1")).resolves.toEqual({ id: "pm_123" });
  expect(requested[0]).toContain("/api/users/user_1/payment-method/setup-intent");
  expect(confirmCardSetup).toHaveBeenCalledWith("seti_1_secret", {
    payment_method: { card: {}, billing_details: { name: "Ada Lovelace" } },
  });
});

test("a refused card becomes a 402 with Stripe's own words", async () => {
  const { handle: h } = handle({ error: { message: "Your card was declined." } });
  await expect(stripeCardTokenizer(h, "A")("user_1")).rejects.toMatchObject({
    status: 402,
    message: "Your card was declined.",
  });
});
