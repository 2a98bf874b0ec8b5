// The redelivery mail: which box, which day, and that nothing is asked of the customer.
import { boxComingAgainEmail } from "./box-coming-again";

test("says which box missed which day and that it comes again, in HTML and text", async () => {
  const mail = await boxComingAgainEmail({
    firstName: "Priya",
    orderNumber: "LK-123456",
    dateLabel: "Monday, December 7",
    ordersUrl: "http://localhost:3000/customer/orders",
  });
  expect(mail.subject).toBe("We'll bring your box again");
  expect(mail.text).toContain(
    "couldn't deliver your box from order LK-123456 on Monday, December 7",
  );
  expect(mail.text).toContain("We'll bring it again and let you know when it arrives.");
  expect(mail.html).toContain("http://localhost:3000/customer/orders");
});
