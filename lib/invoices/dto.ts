// The invoice shapes the past-orders page and the receipt read. Types only (client-safe).

export const INVOICE_PAGE_SIZE_MAX = 50;
export const INVOICE_PAGE_SIZE_DEFAULT = 10;

export interface InvoiceMealDto {
  name: string;
  quantity: number;
}

export interface InvoiceDeliveryDto {
  day: "MONDAY" | "THURSDAY";
  /** The delivery day, "YYYY-MM-DD" (the Monday one for a split delivery). */
  date: string;
  /** "Monday, November 30" or "Monday, November 30 and Thursday, December 3". */
  dateLabel: string;
  /** The window id, e.g. "16-20". */
  time: string;
  /** "4:00 PM – 8:00 PM" */
  window: string;
  split: boolean;
  /** The box arrived: whoever delivered marked it, or the weekly rollover assumed it. */
  delivered: boolean;
  /** When it was marked delivered (ISO); null when not delivered yet or only assumed. */
  deliveredAt: string | null;
}

export interface InvoiceSummaryDto {
  id: string;
  number: string;
  status: "OPEN" | "PAID" | "VOID";
  issuedAt: string;
  paidAt: string | null;
  orderId: string | null;
  orderNumber: string | null;
  /** The delivery week, Monday to Sunday. */
  week: { startDate: string; endDate: string } | null;
  delivery: InvoiceDeliveryDto | null;
  plan: { name: string; mealsPerWeek: number } | null;
  meals: InvoiceMealDto[];
  mealsCount: number;
  totalCents: number;
  receiptUrl: string;
}

export interface InvoiceLineDto {
  description: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface InvoiceDetailDto extends InvoiceSummaryDto {
  lines: InvoiceLineDto[];
  subtotalCents: number;
  discountCents: number;
  giftCents: number;
  creditCents: number;
  taxCents: number;
  /** Given back since (refunds, in full or in part). */
  refundedCents: number;
  card: { brand: string; last4: string } | null;
  customer: { name: string; email: string };
  deliveryAddress: {
    street: string;
    unit: string | null;
    city: string;
    province: string;
    postalCode: string;
  } | null;
}

export interface InvoicePageDto {
  items: InvoiceSummaryDto[];
  page: number;
  pageSize: number;
  total: number;
}
