// /admin/add-ons/new: a new add-on for the catalogue.
import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { AddOnForm } from "@/components/admin/add-ons/add-on-form";
import { adminPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "New add-on · Admin" };

export default adminPage(() => (
  <AdminPage
    title="New add-on"
    intro="A dessert, drink, breakfast or snack customers can add to their box, at its own price."
  >
    <AddOnForm />
  </AdminPage>
));
