// Customer home (for now: who is signed in; the dashboard replaces the body).
import type { Metadata } from "next";
import { SignedInCard } from "@/components/auth/signed-in-card";
import { Container } from "@/components/ui/container";
import { requireCustomer } from "@/lib/auth/server";

export const metadata: Metadata = { title: "Your meals" };

export default async function CustomerHomePage() {
  const { user } = await requireCustomer();
  return (
    <Container width="md" className="py-10 sm:py-14">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-forest-950 sm:text-4xl">
        Welcome back, {user.firstName}
      </h1>
      <p className="mt-2 text-muted">Here&rsquo;s your account at a glance.</p>
      <div className="mt-8">
        <SignedInCard user={user} />
      </div>
    </Container>
  );
}
