// Starts saving a card: a Stripe SetupIntent for Elements, or nothing for the offline card form.
import { db } from "@/lib/db";
import { paymentProvider } from "./index";

export async function createSetupSecret(userId: string) {
  const provider = paymentProvider();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, firstName: true, lastName: true, providerCustomerId: true },
  });
  const customerId = await provider.ensureCustomer(
    { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` },
    user.providerCustomerId,
  );
  if (!user.providerCustomerId) {
    await db.user.update({ where: { id: userId }, data: { providerCustomerId: customerId } });
  }
  return {
    provider: provider.name,
    testMode: provider.testMode,
    clientSecret: await provider.createSetupSecret(customerId),
  };
}
