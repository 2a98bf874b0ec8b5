// /admin/dishes/new: a new dish for the catalogue.
import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { DishForm } from "@/components/admin/dishes/dish-form";

export const metadata: Metadata = { title: "New dish · Admin" };

export default function NewDishPage() {
  return (
    <AdminPage title="New dish" intro="Every fact here shows on the menu card and nutrition panel.">
      <DishForm />
    </AdminPage>
  );
}
