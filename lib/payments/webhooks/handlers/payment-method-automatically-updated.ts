// payment_method.automatically_updated (card updater): new expiry or last 4; clears an expiry flag.
export { refreshCard as paymentMethodAutomaticallyUpdated } from "../refresh-card";
