// Admin home (for now: who is signed in, and the way to the customer side for admins who
// also hold the customer role).
import type { Metadata } from "next";
import { SignedInCard } from "@/components/auth/signed-in-card";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { requireAdmin } from "@/lib/auth/server";
import { hasRole } from "@/lib/auth/roles";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminHomePage() {
  const { caller, user } = await requireAdmin();
  return (
    <Container width="md" className="py-10 sm:py-14">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-forest-950 sm:text-4xl">
        Admin
      </h1>
      <p className="mt-2 text-muted">
        Signed in as {user.firstName}. Manage menus, dishes, users and reports.
      </p>
      <div className="mt-8">
        <SignedInCard user={user} />
      </div>
      {hasRole(caller, "customer") ? (
        <ButtonLink href="/customer" variant="secondary" className="mt-6">
          Switch to customer view
        </ButtonLink>
      ) : null}
    </Container>
  );
}
