// /customer/meals: choose, change and skip each week's meals until its deadline.
import type { Metadata } from "next";
import { Suspense } from "react";
import { MealsPlanner } from "@/components/customer/meals/meals-planner";
import { requireCustomer } from "@/lib/auth/server";

export const metadata: Metadata = { title: "Meals" };

export default async function CustomerMealsPage() {
  const { user } = await requireCustomer();
  return (
    <Suspense>
      <MealsPlanner userId={user.id} />
    </Suspense>
  );
}
