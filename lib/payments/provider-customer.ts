// The customer's id at the card provider, created on first use and remembered on the user.
import { kysely } from "@/lib/db/kysely";
import { paymentProvider } from "./index";

export async function providerCustomerId(userId: string): Promise<string> {
  const user = await kysely
    .selectFrom("User")
    .select(["id", "email", "firstName", "lastName", "providerCustomerId"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const customerId = await paymentProvider().ensureCustomer(
    { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` },
    user.providerCustomerId,
  );
  if (!user.providerCustomerId) {
    await kysely
      .updateTable("User")
      .set({ providerCustomerId: customerId })
      .where("id", "=", userId)
      .execute();
  }
  return customerId;
}
