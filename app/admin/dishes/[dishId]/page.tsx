// /admin/dishes/{dishId}: edit a dish, and read what customers said of it.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { DishForm } from "@/components/admin/dishes/dish-form";
import { DishRatings } from "@/components/admin/dishes/dish-ratings";
import { adminPage } from "@/lib/auth/page-guard";
import { AppError } from "@/lib/errors";
import { getAdminDish } from "@/lib/menus/admin-dishes";
import { dishRatingsForAdmin } from "@/lib/ratings/admin-ratings";

export const metadata: Metadata = { title: "Edit dish · Admin" };

export default adminPage(async (_admin, { params }: { params: Promise<{ dishId: string }> }) => {
  const { dishId } = await params;
  const [dish, ratings] = await Promise.all([
    getAdminDish(dishId),
    dishRatingsForAdmin(dishId),
  ]).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return (
    <AdminPage
      title={dish.name}
      intro={
        dish.archived ? "Archived: kept for past orders, hidden from menus." : "Edit the dish."
      }
    >
      <DishForm dish={dish} />
      <DishRatings ratings={ratings} />
    </AdminPage>
  );
});
