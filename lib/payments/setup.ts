// Starts saving a card: a Stripe SetupIntent for Elements, or nothing for the offline card form.
import { paymentProvider } from "./index";
import { providerCustomerId } from "./provider-customer";

export async function createSetupSecret(userId: string) {
  const provider = paymentProvider();
  const customerId = await providerCustomerId(userId);
  return {
    provider: provider.name,
    testMode: provider.testMode,
    clientSecret: await provider.createSetupSecret(customerId),
  };
}
