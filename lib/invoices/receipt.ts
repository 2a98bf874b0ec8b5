// GET /api/invoices/{invoiceId}/receipt: the invoice's receipt as a PDF, for its owner or an
// admin. The delivery address is the one the order went to, else the customer's current one.
import { DEFAULT_ADDRESS } from "@/lib/addresses/default-address";
import { BRAND_NAME, BUSINESS_ADDRESS, SUPPORT_EMAIL } from "@/lib/brand";
import { db } from "@/lib/db";
import { cardBrandLabel } from "@/lib/format/card-brand";
import { formatInvoiceDate, invoiceDetail, type InvoiceRow } from "./invoice-dto";
import { findInvoice } from "./invoices";
import { renderReceiptPdf, type ReceiptData } from "./receipt-pdf";

export interface Receipt {
  filename: string;
  pdf: Buffer;
}

export function receiptFilename(invoiceNumber: string): string {
  return `lakeshore-kitchen-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

type Address = {
  street: string;
  unit: string | null;
  city: string;
  province: string;
  postalCode: string;
};

export function addressLines(address: Address | null): string[] {
  if (!address) return [];
  const street = address.unit ? `${address.unit} - ${address.street}` : address.street;
  return [street, `${address.city}, ${address.province} ${address.postalCode}`];
}

export async function receiptFor(
  invoiceId: string,
  callerId: string,
  isAdmin: boolean,
): Promise<Receipt> {
  return receiptOf(await findInvoice(invoiceId, callerId, isAdmin));
}

/** The receipt of an invoice already read (the confirmation mail reads it for its own lines). */
export async function receiptOf(row: InvoiceRow): Promise<Receipt> {
  const invoice = invoiceDetail(row);
  const address =
    invoice.deliveryAddress ??
    (await db.address.findFirst({
      where: { userId: row.userId, ...DEFAULT_ADDRESS },
      select: { street: true, unit: true, city: true, province: true, postalCode: true },
    }));

  const data: ReceiptData = {
    business: { name: BRAND_NAME, address: BUSINESS_ADDRESS, email: SUPPORT_EMAIL },
    invoice: {
      number: invoice.number,
      issuedAt: row.issuedAt,
      dateLabel: formatInvoiceDate(row.issuedAt),
      paidLabel: row.paidAt ? formatInvoiceDate(row.paidAt) : null,
    },
    customer: {
      name: invoice.customer.name,
      email: invoice.customer.email,
      addressLines: addressLines(address),
    },
    delivery:
      invoice.delivery && invoice.plan && invoice.orderNumber
        ? {
            label: `${invoice.delivery.dateLabel}, ${invoice.delivery.window}`,
            planName: invoice.plan.name,
            orderNumber: invoice.orderNumber,
          }
        : null,
    items: invoice.lines.length
      ? invoice.lines
      : invoice.meals.map((m) => ({
          description: m.name,
          quantity: m.quantity,
          unitCents: 0,
          totalCents: 0,
        })),
    subtotalCents: invoice.subtotalCents,
    discountCents: invoice.discountCents,
    giftCents: invoice.giftCents,
    creditCents: invoice.creditCents,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    refundedCents: invoice.refundedCents,
    card: invoice.card
      ? { brand: cardBrandLabel(invoice.card.brand), last4: invoice.card.last4 }
      : null,
  };
  return { filename: receiptFilename(invoice.number), pdf: await renderReceiptPdf(data) };
}
