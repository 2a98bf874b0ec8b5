// /admin/dishes/new: a new dish for the catalogue.
import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { DishForm } from "@/components/admin/dishes/dish-form";
import { adminPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "New dish · Admin" };

export default adminPage(() => (
  <AdminPage title="New dish" intro="Every fact here shows on the menu card and nutrition panel.">
    <DishForm />
  </AdminPage>
));
