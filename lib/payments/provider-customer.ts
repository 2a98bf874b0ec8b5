// The customer's id at the card provider, created on first use and remembered on the user.
import { db } from "@/lib/db";
import { paymentProvider } from "./index";

export async function providerCustomerId(userId: string): Promise<string> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, firstName: true, lastName: true, providerCustomerId: true },
  });
  const customerId = await paymentProvider().ensureCustomer(
    { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` },
    user.providerCustomerId,
  );
  if (!user.providerCustomerId) {
    await db.user.update({ where: { id: userId }, data: { providerCustomerId: customerId } });
  }
  return customerId;
}
