// The recipient's mail goes at 8:00 AM Toronto on the chosen day, whatever the machine's zone and
// across both DST changes; the day may be today up to a year ahead (Toronto's today).
import { assertDeliveryDay, deliveryDayRange, sendAtOf } from "./delivery-day";
import { giftCardStateLabel } from "./rules";
import { giftCardFormSchema } from "./schemas";

test.each([
  ["a winter day (EST)", "2026-12-25", "2026-12-25T13:00:00.000Z"],
  ["a summer day (EDT)", "2027-07-01", "2027-07-01T12:00:00.000Z"],
  ["the day clocks go forward", "2027-03-14", "2027-03-14T12:00:00.000Z"],
  ["the day clocks go back", "2026-11-01", "2026-11-01T13:00:00.000Z"],
])("%s: 8:00 AM Toronto", (_label, day, instant) => {
  expect(sendAtOf(day).toISOString()).toBe(instant);
});

test("the range starts on Toronto's today, not UTC's (11 PM Toronto is already tomorrow in UTC)", () => {
  const lateEvening = new Date("2026-11-28T04:00:00Z"); // Nov 27, 11 PM Toronto
  expect(deliveryDayRange(lateEvening)).toEqual({ first: "2026-11-27", last: "2027-11-27" });
  expect(() => assertDeliveryDay("2026-11-27", lateEvening)).not.toThrow();
  expect(() => assertDeliveryDay("2026-11-26", lateEvening)).toThrow(/from today/);
  expect(() => assertDeliveryDay("2027-11-28", lateEvening)).toThrow(/a year from now/);
});

test.each([
  [{ status: "PAID", sentAt: null, redeemed: false }, "Scheduled"],
  [{ status: "PAID", sentAt: "2026-12-25T13:00:00Z", redeemed: false }, "Delivered"],
  [{ status: "PAID", sentAt: "2026-12-25T13:00:00Z", redeemed: true }, "Redeemed"],
  [{ status: "CHARGING", sentAt: null, redeemed: false }, "Payment in progress"],
  [{ status: "FAILED", sentAt: null, redeemed: false }, "Payment failed"],
  [{ status: "REFUNDED", sentAt: null, redeemed: false }, "Refunded"],
] as const)("state %o reads %s", (card, label) => {
  expect(giftCardStateLabel(card)).toBe(label);
});

test.each([
  ["25", 2500],
  ["500", 50000],
  [" 60 ", 6000],
])("the form's amount %s is %d cents", (amount, cents) => {
  const parsed = giftCardFormSchema.shape.amount.safeParse(amount);
  expect(parsed).toEqual({ success: true, data: cents });
});

test.each(["24", "501", "25.50", "", "abc"])("the form refuses the amount %p", (amount) => {
  const parsed = giftCardFormSchema.shape.amount.safeParse(amount);
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues[0].message).toBe("Choose a whole-dollar amount from $25 to $500.");
});
