// The SMTP capture receives what lib/mail sends once SMTP_URL points at it.
import { orderConfirmationEmail } from "@/emails/order-confirmation";
import { resetEnvCache } from "@/lib/config/env";
import { sendMail } from "@/lib/mail";
import { startMailCapture, type MailCapture } from "../mail-capture";

let capture: MailCapture;
const savedSmtpUrl = process.env.SMTP_URL;

function useSmtpUrl(url: string | undefined) {
  if (url === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = url;
  // lib/mail reads SMTP_URL itself; the rest of env() (MAIL_FROM) is re-read for good measure.
  resetEnvCache();
}

beforeAll(async () => {
  capture = await startMailCapture();
  useSmtpUrl(capture.url);
});

afterAll(async () => {
  useSmtpUrl(savedSmtpUrl);
  await capture?.close();
});

test("sendMail delivers a rendered template over SMTP", async () => {
  const to = `capture-${Date.now()}@example.com`;
  const mail = await orderConfirmationEmail({
    firstName: "Priya",
    orderNumber: "LK-123456",
    weekLabel: "the week of Nov 30",
    deliveryLabel: "Monday, Nov 30, 4–8 PM",
    meals: [{ name: "Miso-glazed salmon", quantity: 4, slot: "SINGLE" }],
    lines: [{ label: "4 meals × $12.99", amountCents: 5196 }],
    totalCents: 5196,
    cardLabel: "Visa •••• 4242",
    chefSelected: false,
    receiptUrl: "http://localhost:3000/customer/orders/LK-123456/receipt",
    ordersUrl: "http://localhost:3000/customer/orders",
  });

  const sent = await sendMail({ to, ...mail });
  expect(sent.outboxFile).toBeUndefined();

  const received = await capture.waitFor(
    (m) => m.to !== undefined && JSON.stringify(m.to).includes(to),
  );
  expect(received.subject).toBe("Your order LK-123456 is confirmed");
  expect(received.from?.text).toContain("hello@lakeshorekitchen.ca");
  expect(received.text).toContain("4 × Miso-glazed salmon");
  expect(received.text).toContain("We charged $51.96 to your Visa •••• 4242.");
  expect(received.html).toContain("LK-123456");
  expect(received.attachments).toHaveLength(0);
});

test("attachments given to sendMail arrive intact", async () => {
  const pdf = Buffer.from("%PDF-1.4\n% a receipt\n%%EOF\n");
  await sendMail({
    to: "receipts@example.com",
    subject: "Your receipt for LK-123456",
    html: "<p>Your receipt is attached.</p>",
    text: "Your receipt is attached.",
    attachments: [
      { filename: "receipt-LK-123456.pdf", content: pdf, contentType: "application/pdf" },
    ],
  });

  const received = await capture.waitFor((m) => m.subject === "Your receipt for LK-123456");
  expect(received.text?.trim()).toBe("Your receipt is attached.");
  expect(received.attachments).toHaveLength(1);
  const [attachment] = received.attachments;
  expect(attachment.filename).toBe("receipt-LK-123456.pdf");
  expect(attachment.contentType).toBe("application/pdf");
  expect(attachment.content.equals(pdf)).toBe(true);
});

test("waitFor rejects with the subjects it did see", async () => {
  await expect(capture.waitFor(() => false, 100)).rejects.toThrow(
    /No captured mail matched within 100 ms\. Captured 2: "Your order LK-123456 is confirmed", "Your receipt for LK-123456"\./,
  );
});
