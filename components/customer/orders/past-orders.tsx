"use client";
// /customer/orders: past orders from GET /api/users/{userId}/invoices, newest first. The page
// and page size in the address are passed through to the API; while the next page loads, the
// previous one stays on screen (SWR keepPreviousData). Each order has its receipt as a PDF and,
// from GET /api/users/{userId}/delivery-problems, its problem reports (and the form to report
// one while a box is within its 48 hours).
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";
import type { DeliveryProblemsDto } from "@/lib/delivery-problems/dto";
import { INVOICE_PAGE_SIZE_MAX, type InvoicePageDto } from "@/lib/invoices/dto";
import { messageFor } from "@/lib/signup/errors";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { OrderCard } from "./order-card";

export const DEFAULT_PAGE_SIZE = 5;

function positiveInt(value: string | null, fallback: number, max = 100_000): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export function PastOrders({ userId }: { userId: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <OrdersList userId={userId} />
    </Suspense>
  );
}

function Loading() {
  return (
    <div className="flex justify-center py-16 text-forest-700">
      <Spinner label="Loading your orders" />
    </div>
  );
}

function OrdersList({ userId }: { userId: string }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const page = positiveInt(params?.get("page") ?? null, 1);
  const pageSize = positiveInt(
    params?.get("pageSize") ?? null,
    DEFAULT_PAGE_SIZE,
    INVOICE_PAGE_SIZE_MAX,
  );

  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const { data, error, isLoading } = useSWR<InvoicePageDto>(
    `/api/users/${encodeURIComponent(userId)}/invoices?${query}`,
    { keepPreviousData: true },
  );
  // The reports are a side panel of each card: the list shows without them if this call fails.
  const problems = useSWR<DeliveryProblemsDto>(
    `/api/users/${encodeURIComponent(userId)}/delivery-problems`,
  );

  function goTo(next: number) {
    const search = new URLSearchParams(params?.toString());
    search.set("page", String(next));
    router.push(`${pathname}?${search}`, { scroll: false });
  }

  if (!data && isLoading) return <Loading />;
  if (!data) {
    return (
      <Alert tone="error" title="We couldn't load your past orders">
        {messageFor(error)}
      </Alert>
    );
  }

  if (data.total === 0) {
    return (
      <Card padding="lg" className="text-center">
        <p className="font-display text-2xl font-semibold text-forest-950">No past orders yet</p>
        <p className="mx-auto mt-2 max-w-md text-muted">
          After your first box is charged, its receipt shows up here, ready to download.
        </p>
        <ButtonLink href="/customer/meals" className="mt-5">
          Choose your meals
        </ButtonLink>
      </Card>
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const loadingOther = data.page !== page;
  const from = (data.page - 1) * data.pageSize + 1;
  const to = Math.min(data.total, from + data.items.length - 1);

  return (
    <div>
      <div
        aria-busy={loadingOther}
        className={cn("space-y-4 transition-opacity", loadingOther && "opacity-60")}
        data-testid="orders-list"
      >
        {data.items.length ? (
          data.items.map((invoice) => (
            <OrderCard
              key={invoice.id}
              invoice={invoice}
              userId={userId}
              problems={
                invoice.orderId && problems.data
                  ? {
                      userId,
                      boxes: problems.data.boxes.filter((b) => b.orderId === invoice.orderId),
                      problems: problems.data.problems.filter((p) => p.orderId === invoice.orderId),
                      onReported: () => void problems.mutate(),
                    }
                  : null
              }
            />
          ))
        ) : (
          <Card className="text-center text-muted">There are no orders on this page.</Card>
        )}
      </div>

      <nav
        aria-label="Past orders pages"
        className="mt-8 flex flex-col items-center justify-between gap-4 sm:flex-row"
      >
        <p className="text-sm text-muted" aria-live="polite">
          {loadingOther ? (
            <span className="inline-flex items-center gap-2">
              <Spinner className="text-forest-700" label="Loading" /> Loading page {page}…
            </span>
          ) : data.items.length ? (
            <>
              Showing {from === to ? from : `${from}–${to}`} of {data.total}{" "}
              {data.total === 1 ? "order" : "orders"}
            </>
          ) : null}
        </p>
        {pages > 1 ? (
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => goTo(page - 1)}
              disabled={page <= 1}
              className="inline-flex min-h-10 items-center gap-1 rounded-full bg-white px-4 text-sm font-semibold text-forest-900 ring-1 ring-forest-900/15 hover:bg-cream-50 disabled:pointer-events-none disabled:opacity-40"
            >
              <ChevronLeftIcon className="size-4" />
              Newer
            </button>
            <span className="px-2 text-sm font-medium text-forest-900 tabular-nums">
              Page {page} of {pages}
            </span>
            <button
              type="button"
              onClick={() => goTo(page + 1)}
              disabled={page >= pages}
              className="inline-flex min-h-10 items-center gap-1 rounded-full bg-white px-4 text-sm font-semibold text-forest-900 ring-1 ring-forest-900/15 hover:bg-cream-50 disabled:pointer-events-none disabled:opacity-40"
            >
              Older
              <ChevronRightIcon className="size-4" />
            </button>
          </div>
        ) : null}
      </nav>
    </div>
  );
}
