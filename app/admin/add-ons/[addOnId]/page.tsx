// /admin/add-ons/{addOnId}: edit an add-on.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { AddOnForm } from "@/components/admin/add-ons/add-on-form";
import { getAdminAddOn } from "@/lib/add-ons/admin-add-ons";
import { adminPage } from "@/lib/auth/page-guard";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Edit add-on · Admin" };

export default adminPage(async (_admin, { params }: { params: Promise<{ addOnId: string }> }) => {
  const { addOnId } = await params;
  const addOn = await getAdminAddOn(addOnId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return (
    <AdminPage
      title={addOn.name}
      intro={
        addOn.archived
          ? "Archived: kept for past orders, hidden from menus."
          : "A new price applies to add-ons added from now on; boxes that have it keep their price."
      }
    >
      <AddOnForm addOn={addOn} />
    </AdminPage>
  );
});
