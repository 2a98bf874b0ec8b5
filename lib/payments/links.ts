// Where a customer confirms a payment their bank wants to authenticate (pages, mails, banners).
export const confirmPaymentHref = (orderId: string) => `/customer/payments/${orderId}`;
