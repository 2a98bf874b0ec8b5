// The gift card mails say what a person needs: the recipient's has the code, the amount, who sent
// it and their message (escaped); the buyer's has the delivery day and the private link.
import { giftCardEmail } from "./gift-card";
import { giftCardReceiptEmail } from "./gift-card-receipt";
import { giftCardRefundedEmail } from "./gift-card-refunded";

test("the recipient's mail: code, amount, sender and message, in HTML and text", async () => {
  const mail = await giftCardEmail({
    recipientName: "Sam",
    buyerName: "Maya Chen",
    amountCents: 7500,
    message: "Enjoy <b>dinner</b> & rest",
    code: "GIFT-ABCD-EFGH",
    redeemUrl: "https://lakeshorekitchen.ca/signup",
  });
  expect(mail.subject).toBe("Maya Chen sent you a $75.00 Lakeshore Kitchen gift card");
  for (const body of [mail.html, mail.text]) {
    expect(body).toContain("GIFT-ABCD-EFGH");
    expect(body).toContain("$75.00");
  }
  // Delivery covers the spec's nine cities, not Toronto alone.
  expect(mail.text).toContain(
    "delivered across Toronto, Mississauga, Oakville, Brampton, Vaughan, Richmond Hill, Markham, Pickering and Ajax.",
  );
  expect(mail.text).not.toContain("delivered in Toronto");
  expect(mail.html).not.toContain("<b>dinner</b>");
  expect(mail.text).toContain("Enjoy <b>dinner</b> & rest");
});

test("the buyer's receipt: the day it goes and the link to follow it", async () => {
  const mail = await giftCardReceiptEmail({
    buyerName: "Maya",
    recipientName: "Sam Rivera",
    recipientEmail: "sam@example.com",
    amountCents: 5000,
    deliverOnLabel: "Friday, December 25",
    statusUrl: "https://lakeshorekitchen.ca/gift-cards/status/abc",
  });
  expect(mail.subject).toBe("Your $50.00 gift card for Sam Rivera");
  expect(mail.text).toContain("morning of Friday, December 25");
  expect(mail.html).toContain("https://lakeshorekitchen.ca/gift-cards/status/abc");
});

test("the buyer's refund notice: the amount back, the code void, the link", async () => {
  const mail = await giftCardRefundedEmail({
    buyerName: "Maya",
    recipientName: "Sam Rivera",
    amountCents: 5000,
    statusUrl: "https://lakeshorekitchen.ca/gift-cards/status/abc",
  });
  expect(mail.subject).toBe("Your $50.00 gift card for Sam Rivera was refunded");
  expect(mail.text).toContain("We refunded $50.00");
  expect(mail.text).toContain("no longer works");
  expect(mail.html).toContain("https://lakeshorekitchen.ca/gift-cards/status/abc");
});
