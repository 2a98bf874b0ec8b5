// payment_method.attached: refresh our copy of the card's facts (brand, last 4, expiry).
export { refreshCard as paymentMethodAttached } from "../refresh-card";
