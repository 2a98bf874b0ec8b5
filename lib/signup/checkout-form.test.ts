import { ADDRESS_MESSAGES } from "@/lib/addresses/schemas";
import { toDraft, type CheckoutValues } from "./checkout-draft";
import { emptyCheckoutValues, PAYMENT_METHOD_MISSING } from "./checkout-fields";
import { validateCheckout } from "./checkout-form";

const rules = { needsAccount: true, needsCard: true, cardFieldsInForm: true };

function filled(patch: Partial<CheckoutValues> = {}): CheckoutValues {
  return {
    ...emptyCheckoutValues("M5V 2T6"),
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.test",
    password: "correct horse",
    confirmPassword: "correct horse",
    street: "123 King St W",
    city: "Toronto",
    placeId: "local:abc.def",
    phone: "416-555-0100",
    nameOnCard: "Ada Lovelace",
    number: "4242 4242 4242 4242",
    expiry: "12/34",
    cvc: "123",
    ...patch,
  };
}

describe("checkout form checks", () => {
  it("accepts a complete form", () => {
    expect(validateCheckout(filled(), rules)).toEqual({});
  });

  it("asks for an address chosen from the options when one was typed by hand", () => {
    expect(validateCheckout(filled({ placeId: "" }), rules)).toEqual({
      street: ADDRESS_MESSAGES.chooseFromOptions,
    });
  });

  it("says the payment method is missing when no card was entered", () => {
    const blank = filled({ nameOnCard: "", number: "", expiry: "", cvc: "" });
    expect(validateCheckout(blank, rules)).toEqual({ number: PAYMENT_METHOD_MISSING });
    expect(validateCheckout(blank, { ...rules, needsCard: false })).toEqual({});
  });

  it("checks the card and passwords, and skips the account once it exists", () => {
    const errors = validateCheckout(
      filled({ number: "4242 4242 4242 4241", confirmPassword: "nope" }),
      rules,
    );
    expect(Object.keys(errors)).toEqual(["confirmPassword", "number"]);
    expect(
      validateCheckout(filled({ email: "", password: "" }), { ...rules, needsAccount: false }),
    ).toEqual({});
  });

  it("never keeps passwords or card data in the draft", () => {
    const draft = toDraft(filled());
    expect(draft).not.toHaveProperty("password");
    expect(draft).not.toHaveProperty("confirmPassword");
    expect(draft).not.toHaveProperty("number");
    expect(draft).not.toHaveProperty("cvc");
    expect(draft).not.toHaveProperty("expiry");
    expect(draft).not.toHaveProperty("nameOnCard");
    expect(draft).toMatchObject({ email: "ada@example.test", street: "123 King St W" });
  });
});
