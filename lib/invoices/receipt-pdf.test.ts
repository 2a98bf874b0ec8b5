import { pdfText } from "./pdf-text";
import { renderReceiptPdf, type ReceiptData } from "./receipt-pdf";
import { addressLines, receiptFilename } from "./receipt";

const base: ReceiptData = {
  business: {
    name: "Lakeshore Kitchen",
    address: "120 Bremner Blvd, Toronto, ON M5J 0A8",
    email: "hello@lakeshorekitchen.ca",
  },
  invoice: {
    number: "INV-100231",
    issuedAt: new Date("2026-11-26T04:59:59.999Z"),
    dateLabel: "November 25, 2026",
    paidLabel: "November 26, 2026",
  },
  customer: {
    name: "Maya Thompson",
    email: "customer@example.com",
    addressLines: addressLines({
      street: "10 Queens Quay W",
      unit: "1507",
      city: "Toronto",
      province: "ON",
      postalCode: "M5J 2R9",
    }),
  },
  delivery: {
    label: "Monday, November 30, 4:00 PM \u2013 8:00 PM",
    planName: "8 meals a week",
    orderNumber: "LK-100231",
  },
  items: [
    { description: "Miso-Glazed Salmon", quantity: 2, unitCents: 1299, totalCents: 2598 },
    { description: "Butter Chicken with Basmati", quantity: 1, unitCents: 1299, totalCents: 1299 },
  ],
  subtotalCents: 3897,
  discountCents: 1000,
  giftCents: 500,
  creditCents: 2000,
  taxCents: 0,
  totalCents: 397,
  card: { brand: "Visa", last4: "4242" },
};

test("is a PDF with every fact of the receipt in its text", async () => {
  const pdf = await renderReceiptPdf(base);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdfText(pdf);
  for (const expected of [
    "Lakeshore Kitchen",
    "120 Bremner Blvd, Toronto, ON M5J 0A8",
    "Invoice INV-100231",
    "Date: November 25, 2026",
    "Maya Thompson",
    "1507 - 10 Queens Quay W",
    "Toronto, ON M5J 2R9",
    "Monday, November 30, 4:00 PM \u2013 8:00 PM",
    "8 meals a week",
    "Miso-Glazed Salmon",
    "Butter Chicken with Basmati",
    "$25.98",
    "Subtotal",
    "$38.97",
    "Discounts",
    "\u2013$10.00",
    "Gift card",
    "\u2013$5.00",
    "Credits",
    "\u2013$20.00",
    "Total",
    "$3.97",
    "Paid with Visa ending in 4242",
  ]) {
    expect(text).toContain(expected);
  }
  // No tax was charged, so there is no tax line.
  expect(text).not.toMatch(/^Tax$/m);
});

test("shows tax when there is some, and leaves out savings that were not used", async () => {
  const text = pdfText(
    await renderReceiptPdf({
      ...base,
      discountCents: 0,
      giftCents: 0,
      creditCents: 0,
      taxCents: 507,
      totalCents: 4404,
    }),
  );
  expect(text).toMatch(/^Tax$/m);
  expect(text).toContain("$5.07");
  expect(text).toContain("$44.04");
  expect(text).not.toContain("Discounts");
  expect(text).not.toContain("Gift card");
  expect(text).not.toMatch(/^Credits$/m);
});

test("the same invoice always gives the same bytes (creation date = invoice date)", async () => {
  const first = await renderReceiptPdf(base);
  const second = await renderReceiptPdf(base);
  expect(first.equals(second)).toBe(true);
  expect(first.toString("latin1")).toContain("(D:20261126045959Z)");
});

test("file names are safe", () => {
  expect(receiptFilename("INV-100231")).toBe("lakeshore-kitchen-INV-100231.pdf");
  expect(receiptFilename('INV/"1 2')).toBe("lakeshore-kitchen-INV12.pdf");
});
