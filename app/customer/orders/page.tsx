// /customer/orders: past orders with receipts (spec §2).
import type { Metadata } from "next";
import { PastOrders } from "@/components/customer/orders/past-orders";
import { Container } from "@/components/ui/container";
import { customerPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Past orders" };

export default customerPage(async ({ user }) => {
  return (
    <Container width="md" className="py-8 sm:py-12">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-forest-950 sm:text-4xl">
        Past orders
      </h1>
      <p className="mt-2 text-muted">
        Every box you&rsquo;ve ordered, where it is now and what was in it. Download a receipt for
        your records.
      </p>
      <div className="mt-8">
        <PastOrders userId={user.id} />
      </div>
    </Container>
  );
});
