// The delivery-problem mail in its four outcomes: what was credited, that a person will decide,
// and the admin's note with a decision (never a stray "null" or "$NaN").
import { deliveryProblemEmail } from "./delivery-problem";
import type { DeliveryProblemProps, RenderedMail } from "./types";

const visible = (mail: RenderedMail) => mail.html.replace(/<!-- -->/g, "");

const base: DeliveryProblemProps = {
  firstName: "Priya",
  orderNumber: "LK-123456",
  problemLabel: "Missing dish: Miso-glazed salmon",
  outcome: "credited",
  amountCents: 1299,
  note: null,
  ordersUrl: "http://localhost:3000/customer/orders",
};

test.each<[DeliveryProblemProps["outcome"], string | null, string, string[]]>([
  [
    "credited",
    null,
    "We credited $12.99 for your order LK-123456",
    ["$12.99", "is now credit on your account"],
  ],
  [
    "reviewing",
    null,
    "We're looking into your report on order LK-123456",
    ["Someone from our team will look at it"],
  ],
  [
    "approved",
    "The photo shows it.",
    "We credited $12.99 for your order LK-123456",
    ["From our team: The photo shows it."],
  ],
  [
    "denied",
    "All eight were packed.",
    "About your report on order LK-123456",
    ["can't give credit for it this time", "From our team: All eight were packed."],
  ],
])("%s", async (outcome, note, subject, says) => {
  const mail = await deliveryProblemEmail({ ...base, outcome, note });
  expect(mail.subject).toBe(subject);
  for (const value of ["Hi Priya", "Missing dish: Miso-glazed salmon", ...says]) {
    expect({
      value,
      html: visible(mail).includes(value.replace("'", "&#x27;")) || visible(mail).includes(value),
    }).toEqual({ value, html: true });
    expect({ value, text: mail.text.includes(value) }).toEqual({ value, text: true });
  }
  for (const part of [mail.subject, mail.html, mail.text]) {
    expect(part).not.toMatch(/undefined|NaN|\[object Object\]|null/);
  }
});
