// The missed-box mail: the amount credited, the order and day, and where to see it.
import { missedBoxCreditedEmail } from "./missed-box-credited";

test("says what was credited for which box, in HTML and text", async () => {
  const mail = await missedBoxCreditedEmail({
    firstName: "Priya",
    orderNumber: "LK-123456",
    dateLabel: "Monday, December 7",
    amountCents: 6400,
    ordersUrl: "http://localhost:3000/customer/orders",
  });
  expect(mail.subject).toBe("We credited $64.00 for your missed box");
  expect(mail.text).toContain(
    "couldn't deliver your box from order LK-123456 on Monday, December 7",
  );
  expect(mail.text).toContain("$64.00 is now credit on your account");
  expect(mail.html).toContain("http://localhost:3000/customer/orders");
});
