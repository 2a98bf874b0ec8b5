// /admin/add-ons: the add-on catalogue (desserts, drinks, breakfast, snacks), sold on top of the
// meals; a week offers them on the Weekly menu page.
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage, EmptyRow, TableCard, TableHead, td } from "@/components/admin/admin-page";
import { DeleteAddOnButton } from "@/components/admin/add-ons/delete-add-on-button";
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
      <TableCard label="Add-ons">
        <table className="w-full min-w-[44rem] divide-y divide-stone-100">
          <TableHead columns={["Add-on", "Category", "Price", "Allergens", "Ordered", ""]} />
          <tbody className="divide-y divide-stone-100">
            {addOns.map((addOn) => (
              <tr key={addOn.id}>
                <td className={td}>
                  <div className="flex items-center gap-3">
                    {/* eslint-disable-next-line @next/next/no-img-element -- thumbnails of any source */}
                    <img
                      src={addOn.imageUrl}
                      alt=""
                      className="size-12 rounded-lg bg-cream-100 object-cover"
                    />
                    <div>
                      <Link
                        href={`/admin/add-ons/${addOn.id}`}
                        className="font-semibold text-forest-900 underline-offset-2 hover:underline"
                      >
                        {addOn.name}
                      </Link>
                      <p className="text-xs text-stone-600">{addOn.calories} kcal</p>
                    </div>
                  </div>
                </td>
                <td className={td}>{CATEGORY_LABELS[addOn.category]}</td>
                <td className={`${td} tabular-nums`}>{formatCents(addOn.priceCents)}</td>
                <td className={td}>{addOn.allergens.join(", ") || "None"}</td>
                <td className={td}>
                  {addOn.timesOrdered === 0 ? "Never" : `${addOn.timesOrdered}×`}
                </td>
                <td className={`${td} text-right`}>
                  <DeleteAddOnButton addOn={addOn} />
                </td>
              </tr>
            ))}
            {addOns.length === 0 ? <EmptyRow span={6}>No add-ons yet.</EmptyRow> : null}
          </tbody>
        </table>
      </TableCard>
    </AdminPage>
  );
});
