import type { CardRetryDto } from "@/lib/payments/card-retries";
import { cardSavedMessage } from "./card-saved-message";

const visa = { brand: "visa", last4: "4242" };
const retry = (outcome: CardRetryDto["outcome"], amountCents = 8394): CardRetryDto => ({
  orderId: "o1",
  number: "INV-1000004",
  amountCents,
  outcome,
});
const NOTICE = "A payment method update takes 24-48 hours to apply.";

test("a failed order the new card paid: says so first, and no 24-48 hours once nothing is under way", () => {
  expect(cardSavedMessage(visa, [retry("paid")], null)).toEqual({
    tone: "success",
    text: "Paid $83.94 with Visa ·4242. Visa ·4242 is saved for your next orders.",
  });
});

test("the spec's notice follows only while a charge is still under way", () => {
  expect(cardSavedMessage(visa, [], NOTICE).text).toBe(
    `Visa ·4242 saved. We'll use it for your next order. ${NOTICE}`,
  );
  expect(cardSavedMessage(visa, [], null).text).toBe(
    "Visa ·4242 saved. We'll use it for your next order.",
  );
});

test("a declined retry is an error in its own words", () => {
  expect(cardSavedMessage(visa, [retry("failed")], null)).toEqual({
    tone: "error",
    text: "Visa ·4242 was declined for $83.94 too. Please try another card.",
  });
});

test("a retry still running or waiting for the bank says so", () => {
  expect(cardSavedMessage(visa, [retry("trying")], NOTICE).text).toBe(
    `We're charging $83.94 to Visa ·4242 now; we'll let you know. ${NOTICE}`,
  );
  expect(cardSavedMessage(visa, [retry("waiting")], null).text).toBe(
    "Your bank wants you to confirm the $83.94 payment on Visa ·4242.",
  );
});

test("two orders paid at once are both named", () => {
  const second = { ...retry("paid", 5196), orderId: "o2", number: "INV-1000005" };
  expect(cardSavedMessage(visa, [retry("paid"), second], null).text).toMatch(
    /^Paid \$83\.94 \(INV-1000004\) and \$51\.96 \(INV-1000005\) with Visa ·4242\./,
  );
});
