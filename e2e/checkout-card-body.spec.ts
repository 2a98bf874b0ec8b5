// In test mode the checkout tokenizes the card with the offline provider: that payment endpoint
// gets the card fields and nothing else (issue 24: it used to get the whole checkout form, the
// account password included), and it refuses anything else it is sent.
import { expect, test } from "./test";
import {
  avoidMaintenanceWindow,
  chooseAddress,
  fillAccount,
  fillAddressDetails,
  fillCard,
  PASSWORD,
  reachCheckout,
  TEST_CARD,
  uniqueEmail,
} from "./signup-helpers";

const CARD_ENDPOINT = "**/api/payments/offline/payment-methods";

test.beforeEach(async ({ context, baseURL }) => {
  await avoidMaintenanceWindow(context, baseURL!);
});

test("the card step posts only the card to the payment endpoint", async ({ page }) => {
  await reachCheckout(page);
  const email = uniqueEmail("cardbody");
  await fillAccount(page, email);
  await chooseAddress(page);
  await fillAddressDetails(page);
  await fillCard(page);

  const bodies: Record<string, unknown>[] = [];
  await page.route(CARD_ENDPOINT, async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.continue();
  });
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/signup\/success\?order=/, { timeout: 30_000 });

  expect(bodies).toHaveLength(1);
  const [body] = bodies;
  expect(Object.keys(body).sort()).toEqual(["cvc", "expiry", "nameOnCard", "number"]);
  expect(body).toMatchObject({ nameOnCard: TEST_CARD.name, cvc: TEST_CARD.cvc });
  const sent = JSON.stringify(body);
  for (const secret of [PASSWORD, email, "123 King St W", "416-555-0199"]) {
    expect(sent).not.toContain(secret);
  }
  for (const field of ["password", "confirmPassword", "email", "firstName", "lastName"]) {
    expect(body).not.toHaveProperty(field);
  }
  for (const field of ["street", "city", "unit", "postalCode", "phone", "instructions"]) {
    expect(body).not.toHaveProperty(field);
  }
});

test("the payment endpoint refuses fields that are not the card's", async ({ request }) => {
  const card = {
    nameOnCard: TEST_CARD.name,
    number: TEST_CARD.number,
    expiry: TEST_CARD.expiry,
    cvc: TEST_CARD.cvc,
  };
  const good = await request.post("/api/payments/offline/payment-methods", { data: card });
  expect(good.status()).toBe(200);

  const extra = await request.post("/api/payments/offline/payment-methods", {
    data: { ...card, password: PASSWORD, email: "someone@example.test" },
  });
  expect(extra.status()).toBe(400);
  const answer = (await extra.json()) as { message: string };
  expect(JSON.stringify(answer)).not.toContain(PASSWORD);
});
