// One default address and one default card per customer (issue 25 §3): the database refuses a
// second one (partial unique indexes), and two saves at once both succeed, the later one winning,
// instead of leaving two defaults or failing one of them on the index.
import * as autocomplete from "@/app/api/addresses/autocomplete/route";
import * as addresses from "@/app/api/addresses/route";
import * as tokenize from "@/app/api/payments/offline/payment-methods/route";
import * as paymentMethod from "@/app/api/users/[userId]/payment-method/route";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { newCustomer } from "../factories";
import { call } from "../helpers";

afterAll(() => db.$disconnect());

async function addressBody(query: string, postalCode: string) {
  const options = await call(
    autocomplete.GET,
    `/api/addresses/autocomplete?q=${encodeURIComponent(query)}&postalCode=${postalCode}`,
  );
  const option = options.json.options[0];
  return {
    street: option.street,
    city: option.city,
    province: "ON",
    postalCode: option.postalCode,
    phone: "416-555-0101",
    placeId: option.placeId,
  };
}

async function cardId(number = "4242 4242 4242 4242") {
  const card = await call(tokenize.POST, "/api/payments/offline/payment-methods", {
    body: { nameOnCard: "Test Customer", number, expiry: "12/34", cvc: "123" },
  });
  expect(card.status).toBe(200);
  return card.json.id as string;
}

describe("one default address per customer", () => {
  it("two saves at once both succeed and leave exactly one default", async () => {
    const { userId, token } = await newCustomer();
    const first = await addressBody("120 bremner blvd", "M5J0A8");
    const second = await addressBody("55 bloor st w", "M4W1A5");
    const answers = await Promise.all(
      [first, second, first, second].map((body) =>
        call(addresses.POST, "/api/addresses", { token, body }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const defaults = await db.address.findMany({ where: { userId, isDefault: true } });
    expect(defaults).toHaveLength(1);
    expect(await db.address.count({ where: { userId } })).toBe(4);
  });

  it("the database refuses a second default address", async () => {
    const { userId } = await newCustomer();
    const data = {
      userId,
      street: "10 Queens Quay W",
      city: "Toronto",
      province: "ON",
      postalCode: "M5J 2R9",
      phone: "4165550101",
      isDefault: true,
    };
    await db.address.create({ data });
    const second = await db.address.create({ data }).catch((error: unknown) => error);
    expect(isUniqueViolation(second)).toBe(true);
    await expect(db.address.create({ data: { ...data, isDefault: false } })).resolves.toBeTruthy();
  });
});

describe("one default card per customer", () => {
  it("two card saves at once both succeed and leave one card on file", async () => {
    const { userId, token } = await newCustomer();
    const ids = await Promise.all([cardId(), cardId("5555 5555 5555 4444"), cardId()]);
    const answers = await Promise.all(
      ids.map((id) =>
        call(paymentMethod.POST, `/api/users/${userId}/payment-method`, {
          token,
          params: { userId },
          body: { stripePaymentMethodId: id },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const onFile = await db.paymentMethod.findMany({ where: { userId, removedAt: null } });
    expect(onFile).toHaveLength(1);
    expect(onFile[0].isDefault).toBe(true);
    expect(await db.paymentMethod.count({ where: { userId } })).toBe(3);
  });

  it("the database refuses a second default card, but keeps removed ones", async () => {
    const { userId } = await newCustomer();
    const data = {
      userId,
      provider: "offline",
      providerPaymentMethodId: "pm_card_visa",
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2034,
      isDefault: true,
    };
    await db.paymentMethod.create({ data: { ...data, removedAt: new Date() } });
    await db.paymentMethod.create({ data });
    const second = await db.paymentMethod.create({ data }).catch((error: unknown) => error);
    expect(isUniqueViolation(second)).toBe(true);
  });
});
