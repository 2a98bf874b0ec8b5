// Seeds the demo accounts with their roles. Re-running resets their passwords to the documented
// ones (and re-activates them) but leaves everything they did in the app alone.
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { ACCOUNTS, ADMIN_PASSWORD, CUSTOMER_PASSWORD, type AccountSeed } from "./accounts";

export type AccountKey = keyof typeof ACCOUNTS;

const DELIVERY: Partial<Record<AccountKey, { day: "MONDAY" | "THURSDAY"; time: string }>> = {
  customer: { day: "MONDAY", time: "16-20" },
  paused: { day: "THURSDAY", time: "12-16" },
};

export async function seedAccounts(now: Date): Promise<Record<AccountKey, string>> {
  // Each distinct password is hashed once: argon2id is deliberately slow.
  const [adminHash, customerHash] = await Promise.all([
    hashPassword(ADMIN_PASSWORD),
    hashPassword(CUSTOMER_PASSWORD),
  ]);
  const roles = await db.role.findMany({ select: { id: true, slug: true } });
  const roleId = (slug: string) => {
    const role = roles.find((r) => r.slug === slug);
    if (!role) throw new Error(`Seed role missing: ${slug}`);
    return role.id;
  };

  async function seedOne(key: AccountKey): Promise<string> {
    const account: AccountSeed = ACCOUNTS[key];
    const delivery = DELIVERY[key];
    const passwordHash = account.password === ADMIN_PASSWORD ? adminHash : customerHash;
    const user = await db.user.upsert({
      where: { email: account.email },
      create: {
        email: account.email,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        referralCode: account.referralCode,
        onboardingStatus: account.onboarded ? "complete" : "pending",
        onboardingCompletedAt: account.onboarded ? new Date(now.getTime() - 30 * 86_400_000) : null,
        isNew: !account.onboarded,
        deliveryDay: delivery?.day ?? null,
        deliveryTime: delivery?.time ?? null,
      },
      update: { passwordHash, status: "active" },
      select: { id: true },
    });
    await db.userRole.createMany({
      data: account.roles.map((slug) => ({ userId: user.id, roleId: roleId(slug) })),
      skipDuplicates: true,
    });
    return user.id;
  }

  return {
    admin: await seedOne("admin"),
    customer: await seedOne("customer"),
    paused: await seedOne("paused"),
    newbie: await seedOne("newbie"),
  };
}
