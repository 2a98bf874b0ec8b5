"use client";
// The bell in the customer header: the unread count, and a popover with the latest messages
// (GET /api/notifications/users/{userId}?type=1). Opening a message marks it read
// (PUT /api/notifications/{id}); "Mark all as read" does the same for every unread one.
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import useSWR from "swr";
import { BellIcon } from "@/components/ui/icons";
import { cn } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { messageFor } from "@/lib/signup/errors";
import type { NotificationDto, NotificationListDto } from "@/lib/notifications/dto";
import { notificationsKey, relativeTime } from "./notification-format";

export function NotificationBell({ userId }: { userId: string }) {
  const key = notificationsKey(userId);
  const { data, error, isLoading, mutate } = useSWR<NotificationListDto>(key);
  const [open, setOpen] = useState(false);
  // "2 days ago" is measured from when the list was opened (render stays pure).
  const [openedAt, setOpenedAt] = useState(0);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const unread = data?.unreadCount ?? 0;

  async function markRead(items: NotificationDto[]) {
    const ids = items.filter((n) => !n.read).map((n) => n.id);
    if (ids.length === 0 || !data) return;
    const readAt = new Date().toISOString();
    const optimistic: NotificationListDto = {
      ...data,
      unreadCount: Math.max(0, data.unreadCount - ids.length),
      items: data.items.map((n) => (ids.includes(n.id) ? { ...n, read: true, readAt } : n)),
    };
    try {
      await mutate(
        async () => {
          const answers = await Promise.all(
            ids.map((id) =>
              api.put<{ notification: NotificationDto; unreadCount: number }>(
                `/api/notifications/${encodeURIComponent(id)}`,
                { read: true },
              ),
            ),
          );
          const byId = new Map(answers.map((a) => [a.notification.id, a.notification]));
          return {
            ...optimistic,
            // The PUTs run in parallel: each answer counts what was unread when it committed,
            // so the smallest is the one that saw them all (the last in the array may not have).
            unreadCount:
              answers.length > 0
                ? Math.min(...answers.map((a) => a.unreadCount))
                : optimistic.unreadCount,
            items: optimistic.items.map((n) => byId.get(n.id) ?? n),
          };
        },
        { optimisticData: optimistic, rollbackOnError: true, revalidate: false },
      );
    } catch (err) {
      toast.error(messageFor(err));
    }
  }

  async function openItem(item: NotificationDto) {
    if (!item.read) void markRead([item]);
    if (item.link) {
      setOpen(false);
      router.push(item.link);
    }
  }

  async function markAll() {
    if (!data) return;
    setBusy(true);
    await markRead(data.items);
    setBusy(false);
  }

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        onClick={() => {
          setOpenedAt(Date.now());
          setOpen((v) => !v);
        }}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-forest-900 transition-colors hover:bg-forest-900/5"
      >
        <BellIcon className="size-[1.35rem]" />
        {unread > 0 ? (
          <span
            data-testid="notification-count"
            className="absolute top-1 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-terracotta-500 px-1.5 text-[0.7rem] leading-5 font-bold text-white ring-2 ring-cream-50"
          >
            {unread > 9 ? "9+" : unread}
          </span>
        ) : null}
      </button>

      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="fixed inset-x-3 top-[4.25rem] z-50 overflow-hidden rounded-2xl bg-white text-left shadow-xl ring-1 ring-forest-900/10 md:absolute md:inset-x-auto md:top-12 md:right-0 md:w-96"
        >
          <div className="flex items-center justify-between border-b border-forest-900/8 px-4 py-3">
            <p className="font-display text-lg font-semibold text-forest-950">Notifications</p>
            {unread > 0 ? (
              <button
                type="button"
                onClick={markAll}
                disabled={busy}
                className="rounded-full px-2.5 py-1 text-sm font-semibold text-forest-700 hover:bg-forest-900/5 disabled:opacity-50"
              >
                Mark all as read
              </button>
            ) : null}
          </div>
          <div className="max-h-[min(28rem,70dvh)] overflow-y-auto">
            {isLoading ? (
              <div className="flex justify-center py-10 text-forest-700">
                <Spinner label="Loading notifications" />
              </div>
            ) : error ? (
              <p className="px-4 py-8 text-center text-sm text-red-800">
                We couldn&rsquo;t load your notifications. Please try again.
              </p>
            ) : !data || data.items.length === 0 ? (
              <div className="px-6 py-10 text-center">
                <BellIcon className="mx-auto size-8 text-forest-300" />
                <p className="mt-3 font-semibold text-forest-950">You&rsquo;re all caught up</p>
                <p className="mt-1 text-sm text-muted">
                  We&rsquo;ll let you know about new menus, deliveries and credits here.
                </p>
              </div>
            ) : (
              <ul className="divide-y divide-forest-900/8">
                {data.items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => openItem(item)}
                      className={cn(
                        "flex w-full gap-3 px-4 py-3.5 text-left transition-colors hover:bg-cream-100",
                        !item.read && "bg-forest-50/60",
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          "mt-1.5 size-2 shrink-0 rounded-full",
                          item.read ? "bg-transparent" : "bg-terracotta-500",
                        )}
                      />
                      <span className="min-w-0 flex-1">
                        <span
                          className={cn(
                            "block text-sm text-forest-950",
                            item.read ? "font-medium" : "font-semibold",
                          )}
                        >
                          {item.title}
                          {item.read ? null : <span className="sr-only"> (unread)</span>}
                        </span>
                        <span className="mt-0.5 block text-sm leading-snug text-forest-900/75">
                          {item.body}
                        </span>
                        <time
                          dateTime={item.createdAt}
                          className="mt-1 block text-xs font-medium text-muted"
                        >
                          {relativeTime(item.createdAt, openedAt)}
                        </time>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
