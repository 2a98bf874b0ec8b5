// Chooses the card provider once: Stripe when STRIPE_SECRET_KEY is set, else the offline one.
import Stripe from "stripe";
import { offlineProvider } from "./offline-provider";
import type { PaymentProvider } from "./port";
import { stripeProvider } from "./stripe-provider";

let provider: PaymentProvider | undefined;

export function paymentProvider(): PaymentProvider {
  if (!provider) {
    const key = process.env.STRIPE_SECRET_KEY;
    provider = key ? stripeProvider(new Stripe(key, { maxNetworkRetries: 2 })) : offlineProvider();
  }
  return provider;
}
