"use client";
// /customer/meals: the delivery weeks from GET /api/users/{userId}/orders/week/current-week, the
// chosen week (?week=YYYY-MM-DD, so a reload or a link keeps it) with its meals and actions,
// skip/unskip (PATCH /api/orders/week/{weekId}) and resuming a paused plan. Dishes with an allergen
// the customer avoids (GET /api/users/{userId}/allergens) are marked.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { useSWRConfig } from "swr";
import {
  ME_KEY,
  useAllergenExclusions,
  useCustomerWeeks,
  useDietPreference,
} from "@/components/customer/account/use-account";
import { failureMessage } from "@/components/forms/server-errors";
import { Alert } from "@/components/ui/alert";
import { Container } from "@/components/ui/container";
import { Spinner } from "@/components/ui/spinner";
import { api, ApiError } from "@/lib/client/api";
import type { IsoDate } from "@/lib/clock";
import type { CustomerWeekDto } from "@/lib/meals/dto";
import { splitDeliveryAvailability } from "@/lib/orders/meal-selection-rules";
import { MealEditor } from "./meal-editor";
import { PlanBanner } from "./plan-banner";
import { SkipConfirm } from "./skip-confirm";
import { longDay } from "./week-labels";
import { WeekPanel } from "./week-panel";
import { WeekStrip } from "./week-strip";

export function MealsPlanner({ userId }: { userId: string }) {
  const { data, error, mutate } = useCustomerWeeks(userId);
  const { mutate: mutateGlobal } = useSWRConfig();
  const allergens = useAllergenExclusions(userId);
  const exclusions = allergens.data?.allergenExclusions ?? NONE;
  const diet = useDietPreference(userId).data?.dietPreference ?? null;
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [editing, setEditing] = useState<IsoDate | null>(null);
  // Set when the editor closes, so focus returns to the week instead of the top of the page.
  const [closedEditor, setClosedEditor] = useState(0);
  const [busy, setBusy] = useState(false);
  const [resuming, setResuming] = useState(false);
  const [confirmSkip, setConfirmSkip] = useState<CustomerWeekDto | null>(null);

  if (error && !data) {
    return (
      <Shell>
        <Alert tone="error" title="We couldn't load your meals" className="mt-8">
          {failureMessage(error)}{" "}
          <button type="button" onClick={() => void mutate()} className="font-semibold underline">
            Try again
          </button>
        </Alert>
      </Shell>
    );
  }
  if (!data) {
    return (
      <Shell>
        <div className="mt-16 flex justify-center text-forest-700">
          <Spinner label="Loading your meals" />
        </div>
      </Shell>
    );
  }

  const requested = params.get("week");
  const week =
    data.weeks.find((w) => w.startDate === requested) ??
    data.weeks.find((w) => w.startDate === data.upcomingWeekStart) ??
    data.weeks[0];
  const plan = data.plan;
  // The week's own box size (this week only) or the plan's: the editor and its price follow it.
  const box = week.box ?? plan;

  function select(weekStart: IsoDate) {
    setEditing(null);
    const next = new URLSearchParams(params.toString());
    next.set("week", weekStart);
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  }

  function replaceWeek(updated: CustomerWeekDto) {
    // Revalidated too: a split choice carries to the weeks after (lib/subscriptions/split-delivery).
    void mutate(
      (current) =>
        current && {
          ...current,
          weeks: current.weeks.map((w) => (w.startDate === updated.startDate ? updated : w)),
        },
      { revalidate: true },
    );
  }

  async function toggleSkip(target: CustomerWeekDto) {
    if (!target.weekId) return;
    setBusy(true);
    try {
      const updated = await api.patch<CustomerWeekDto>(`/api/orders/week/${target.weekId}`);
      replaceWeek(updated);
      if (updated.status === "SKIPPED") {
        toast.success(
          `You skipped the week of ${longDay(updated.startDate)}. No delivery, no charge.`,
          { action: { label: "Undo", onClick: () => void toggleSkip(updated) }, duration: 10_000 },
        );
      } else {
        toast.success(`The week of ${longDay(updated.startDate)} is back on.`);
      }
      // A skip can move the first-order saving to another week.
      void mutate();
    } catch (failure) {
      toast.error(failureMessage(failure));
      if (failure instanceof ApiError && failure.status === 409) void mutate();
    } finally {
      setBusy(false);
      setConfirmSkip(null);
    }
  }

  async function resume() {
    setResuming(true);
    try {
      await api.put(`/api/users/${userId}/subscription`, { status: "ACTIVE" });
      toast.success("Welcome back! Your plan is active again.");
      await Promise.all([mutate(), mutateGlobal(ME_KEY)]);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setResuming(false);
    }
  }

  // A split week comes on both days (a week not chosen yet follows the plan's split choice).
  const days = (week.order ? week.order.splitDelivery : plan?.splitDelivery)
    ? "Mondays and Thursdays"
    : plan?.deliveryDay === "MONDAY"
      ? "Mondays"
      : "Thursdays";
  const subtitle = plan
    ? `${plan.planName}, delivered ${days}${plan.deliveryWindow ? `, ${plan.deliveryWindow}` : ""}.`
    : "Your upcoming deliveries.";

  return (
    <Shell subtitle={subtitle}>
      <PlanBanner plan={plan} resuming={resuming} onResume={() => void resume()} />
      {allergens.error && !allergens.data ? (
        <Alert tone="warning" className="mt-6" title="We couldn’t load your allergens to avoid">
          Dishes containing them aren&rsquo;t marked right now.{" "}
          <button
            type="button"
            onClick={() => void allergens.mutate()}
            className="font-semibold underline"
          >
            Try again
          </button>
        </Alert>
      ) : null}
      <div className="mt-8">
        <WeekStrip
          weeks={data.weeks}
          plan={data.plan}
          selected={week.startDate}
          upcoming={data.upcomingWeekStart}
          onSelect={select}
        />
      </div>
      {editing === week.startDate && week.editable && plan && box ? (
        <MealEditor
          key={week.startDate}
          userId={userId}
          week={week}
          mealsPerWeek={box.mealsPerWeek}
          splitRule={splitDeliveryAvailability(box.mealsPerWeek)}
          splitByDefault={plan.splitDelivery}
          pricePerMealCents={box.pricePerMealCents}
          exclusions={exclusions}
          diet={diet}
          onSaved={(saved) => {
            replaceWeek(saved);
            setEditing(null);
            setClosedEditor((n) => n + 1);
          }}
          onCancel={() => {
            setEditing(null);
            setClosedEditor((n) => n + 1);
          }}
          onStale={() => void mutate()}
          onRefused={() => {
            setEditing(null);
            void mutate();
          }}
        />
      ) : (
        <WeekPanel
          week={week}
          plan={plan}
          busy={busy}
          exclusions={exclusions}
          onEdit={() => setEditing(week.startDate)}
          userId={userId}
          onWeekSaved={replaceWeek}
          onStale={() => void mutate()}
          focusHeading={closedEditor > 0}
          key={`panel-${closedEditor}`}
          onToggleSkip={() =>
            week.status === "SKIPPED" ? void toggleSkip(week) : setConfirmSkip(week)
          }
        />
      )}
      <SkipConfirm
        week={confirmSkip}
        saving={data.firstOrderSaving}
        busy={busy}
        onConfirm={() => confirmSkip && void toggleSkip(confirmSkip)}
        onCancel={() => setConfirmSkip(null)}
      />
    </Shell>
  );
}

const NONE: readonly string[] = [];

function Shell({ children, subtitle }: { children: ReactNode; subtitle?: string }) {
  return (
    <Container width="xl" className="py-10 sm:py-12">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-forest-950 sm:text-4xl">
        Your meals
      </h1>
      {subtitle ? <p className="mt-2 text-muted">{subtitle}</p> : null}
      {children}
    </Container>
  );
}
