// /customer/meals: choose, change and skip each week's meals until its deadline.
import type { Metadata } from "next";
import { Suspense } from "react";
import { MealsPlanner } from "@/components/customer/meals/meals-planner";
import { customerPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Meals" };

export default customerPage(async ({ user }) => {
  return (
    <Suspense>
      <MealsPlanner userId={user.id} />
    </Suspense>
  );
});
