// /admin/add-ons: the add-on catalogue (desserts, drinks, breakfast, snacks), sold on top of the
// meals; a week offers them on the Weekly menu page.
import type { Metadata } from "next";
import Link from "next/link";
import { CatalogueItemCell } from "@/components/admin/catalogue/catalogue-item-cell";
import { AdminPage } from "@/components/admin/admin-page";
import { DeleteAddOnButton } from "@/components/admin/add-ons/delete-add-on-button";
import { StackedTable } from "@/components/admin/stacked-table";
import { buttonClasses } from "@/components/ui/button";
import { listAddOns } from "@/lib/add-ons/admin-add-ons";
import { CATEGORY_LABELS } from "@/lib/add-ons/categories";
import { adminPage } from "@/lib/auth/page-guard";
import { formatCents } from "@/lib/format/money";

export const metadata: Metadata = { title: "Add-ons · Admin" };

export default adminPage(async () => {
  const addOns = await listAddOns({ archived: false });
  return (
    <AdminPage
      title="Add-ons"
      intro={`${addOns.length} ${addOns.length === 1 ? "add-on" : "add-ons"}, sold on top of the meals. Offer them week by week on the Weekly menu page; one that was ordered is archived instead of deleted.`}
      actions={
        <Link href="/admin/add-ons/new" className={buttonClasses({ variant: "accent" })}>
          New add-on
        </Link>
      }
    >
      <StackedTable
        label="Add-ons"
        columns={["Add-on", "Category", "Price", "Allergens", "Ordered", ""]}
        empty="No add-ons yet."
        rows={addOns.map((addOn) => ({
          key: addOn.id,
          cells: [
            <CatalogueItemCell
              key="name"
              href={`/admin/add-ons/${addOn.id}`}
              name={addOn.name}
              imageUrl={addOn.imageUrl}
            >
              <p className="text-xs font-normal text-stone-600">{addOn.calories} kcal</p>
            </CatalogueItemCell>,
            CATEGORY_LABELS[addOn.category],
            <span key="price" className="tabular-nums">
              {formatCents(addOn.priceCents)}
            </span>,
            addOn.allergens.join(", ") || "None",
            addOn.timesOrdered === 0 ? "Never" : `${addOn.timesOrdered}×`,
            <DeleteAddOnButton key="delete" addOn={addOn} />,
          ],
        }))}
      />
    </AdminPage>
  );
});
