import { emptyCheckoutValues } from "./checkout-fields";
import { formatCardNumber, formatExpiry, offlineCardBody } from "./payment";

describe("card input formatting", () => {
  it("groups card numbers as they are printed", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 42")).toBe("4242 4242 42");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
  });

  it("writes expiry dates as MM/YY", () => {
    expect(formatExpiry("12")).toBe("12/");
    expect(formatExpiry("1234")).toBe("12/34");
    expect(formatExpiry("12/3")).toBe("12/3");
    expect(formatExpiry("12/34")).toBe("12/34");
    expect(formatExpiry("12", true)).toBe("12");
  });
});

describe("the offline card tokenizer's body", () => {
  it("is the card fields and nothing else from the checkout form", () => {
    const checkout = {
      ...emptyCheckoutValues("M5V 2T6"),
      firstName: "Avery",
      email: "avery@example.test",
      password: "lakeshore-secret-1",
      confirmPassword: "lakeshore-secret-1",
      street: "123 King St W",
      nameOnCard: "Avery Chen",
      number: "4242 4242 4242 4242",
      expiry: "12/34",
      cvc: "123",
    };
    expect(offlineCardBody(checkout)).toEqual({
      nameOnCard: "Avery Chen",
      number: "4242 4242 4242 4242",
      expiry: "12/34",
      cvc: "123",
    });
  });
});
