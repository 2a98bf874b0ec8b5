// /admin/weekly-menu?week=YYYY-MM-DD: one delivery week's menu (the upcoming week by default).
import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { WeekMenuEditor } from "@/components/admin/weekly-menu/week-menu-editor";
import { WeekSwitcher } from "@/components/admin/weekly-menu/week-switcher";
import { WeekAddOnsEditor } from "@/components/admin/weekly-menu/week-add-ons-editor";
import { listAddOns } from "@/lib/add-ons/admin-add-ons";
import { getWeekAddOns } from "@/lib/add-ons/week-add-ons";
import { adminPage } from "@/lib/auth/page-guard";
import { addWeeks, formatDay, upcomingWeekStart } from "@/lib/clock";
import { serverNow } from "@/lib/clock/server-now";
import { getAdminWeekMenu } from "@/lib/menus/admin-week-menu";
import { isWeekStart } from "@/lib/weeks/is-week-start";

export const metadata: Metadata = { title: "Weekly menu · Admin" };

export default adminPage(
  async (_admin, { searchParams }: { searchParams: Promise<{ week?: string }> }) => {
    const now = await serverNow();
    const requested = (await searchParams).week;
    const upcoming = upcomingWeekStart(now);
    const week = requested && isWeekStart(requested) ? requested : upcoming;
    const [menu, addOns, catalogue] = await Promise.all([
      getAdminWeekMenu(week, now),
      getWeekAddOns(week, now),
      listAddOns({ archived: false }),
    ]);
    return (
      <AdminPage
        title="Weekly menu"
        intro={`Delivery week of ${formatDay(week)}. Customers choose from the published menu until its deadline.`}
        actions={
          <WeekSwitcher
            week={week}
            previous={addWeeks(week, -1)}
            next={addWeeks(week, 1)}
            upcoming={upcoming}
          />
        }
      >
        <WeekMenuEditor key={week} menu={menu} />
        <WeekAddOnsEditor key={`add-ons-${week}`} section={addOns} catalogue={catalogue} />
      </AdminPage>
    );
  },
);
