"use client";
// Edits one week's menu: add dishes from the catalogue, remove, reorder (buttons, so the keyboard
// works), mark new, cap portions; save, then publish. A week past its deadline is shown read-only.
// For the keyboard (issue 26 defect 11): the catalogue comes first in the page's order (beside the
// menu on a wide screen, above it on a phone), and after every action the focus lands on a
// sensible element (never dropped to the page) while a status line says what happened. A cap
// below the portions already ordered is warned about here and confirmed (defect 5).
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { failureMessage } from "@/components/forms/server-errors";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, Input, Label } from "@/components/ui/form";
import { ZONE } from "@/lib/clock/labels";
import { api, ApiError } from "@/lib/client/api";
import { capsBelowOrdered, capWarning } from "@/lib/menus/cap-warnings";
import type { AdminWeekMenuDto } from "@/lib/menus/admin-week-menu";
import type { DishDto } from "@/lib/menus/dish-dto";
import { DishSearch } from "./dish-search";

interface Row {
  dish: DishDto;
  isNew: boolean;
  /** As typed: "" means no cap. */
  cap: string;
  /** The cap as saved, to warn only about a change. */
  savedCap: number | null;
  taken: number;
}

const toRows = (menu: AdminWeekMenuDto): Row[] =>
  menu.items.map((item) => ({
    dish: item.dish,
    isNew: item.isNew,
    cap: item.cap === null ? "" : String(item.cap),
    savedCap: item.cap,
    taken: item.taken,
  }));

/** The warning for a row whose new cap is below what is ordered, or null. */
function lowCap(row: Row): string | null {
  if (capError(row.cap) || row.cap.trim() === "") return null;
  const change = { ...row, dishId: row.dish.id, name: row.dish.name, cap: Number(row.cap) };
  return capsBelowOrdered([change]).length > 0 ? capWarning(change) : null;
}

const focusById = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

function capError(cap: string): string | null {
  if (cap.trim() === "") return null;
  return /^\d{1,5}$/.test(cap.trim()) ? null : "Enter a whole number of portions, or leave empty.";
}

export function WeekMenuEditor({ menu: initial }: { menu: AdminWeekMenuDto }) {
  const router = useRouter();
  const [menu, setMenu] = useState(initial);
  const [rows, setRows] = useState<Row[]>(() => toRows(initial));
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<"save" | "publish" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The server's warning about caps below what is ordered, waiting for a confirmation. */
  const [capsToConfirm, setCapsToConfirm] = useState<string | null>(null);
  /** Said to screen readers after an action (polite). */
  const [status, setStatus] = useState("");
  const failureRef = useRef<HTMLDivElement>(null);
  const readOnly = menu.readOnly;

  const change = (next: Row[]) => {
    setRows(next);
    setDirty(true);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (!row) return;
    next.splice(index + by, 0, row);
    change(next);
    const to = index + by;
    setStatus(`${row.dish.name} moved to position ${to + 1} of ${next.length}.`);
    // Keep focus on the moved row's same button so repeated presses keep moving it; at the top or
    // bottom that button is disabled, so the focus goes to the other one.
    const atEnd = by < 0 ? to === 0 : to === next.length - 1;
    const same = by < 0 ? "up" : "down";
    focusById(`move-${atEnd ? (same === "up" ? "down" : "up") : same}-${row.dish.id}`);
  };
  const remove = (index: number) => {
    const row = rows[index];
    const next = rows.filter((_, i) => i !== index);
    change(next);
    setStatus(`${row.dish.name} removed from the menu.`);
    // The next row's Remove (or the one before it), else the menu's heading.
    const neighbour = next[index] ?? next[index - 1];
    focusById(neighbour ? `remove-${neighbour.dish.id}` : "menu-heading");
  };
  const add = (dish: DishDto) => {
    change([...rows, { dish, isNew: false, cap: "", savedCap: null, taken: 0 }]);
    setStatus(`${dish.name} added to the menu as dish ${rows.length + 1}.`);
  };
  const update = (index: number, patch: Partial<Row>) =>
    change(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const showFailure = (error: unknown) => {
    setFailure(failureMessage(error));
    requestAnimationFrame(() => failureRef.current?.focus());
  };

  async function save(confirmCapsBelowOrdered = false): Promise<boolean> {
    if (rows.some((row) => capError(row.cap))) {
      setFailure("Fix the highlighted caps before saving.");
      requestAnimationFrame(() => failureRef.current?.focus());
      return false;
    }
    setFailure(null);
    setCapsToConfirm(null);
    try {
      const saved = await api.put<AdminWeekMenuDto>(`/api/admin/weeks/${menu.weekStart}/menu`, {
        items: rows.map((row, index) => ({
          dishId: row.dish.id,
          isNew: row.isNew,
          sortingOrder: index,
          cap: row.cap.trim() === "" ? null : Number(row.cap),
        })),
        ...(confirmCapsBelowOrdered ? { confirmCapsBelowOrdered: true } : {}),
      });
      setMenu(saved);
      setRows(toRows(saved));
      setDirty(false);
      return true;
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.errors.some((e) => e.constraints.some((c) => c.type === "capBelowOrdered"))
      ) {
        setCapsToConfirm(error.message);
        requestAnimationFrame(() => failureRef.current?.focus());
      } else showFailure(error);
      return false;
    }
  }

  /** After a save or publish the button may be disabled: the focus goes to the menu's heading. */
  const settled = (message: string) => {
    // The toast is announced (a live region of its own): the status line stays quiet.
    toast.success(message);
    setStatus("");
    focusById("menu-heading");
    router.refresh();
  };

  async function onSave(confirmCapsBelowOrdered = false) {
    setBusy("save");
    if (await save(confirmCapsBelowOrdered)) {
      settled(menu.draft ? "Menu saved as a draft." : "Menu saved: customers see it now.");
    }
    setBusy(null);
  }

  async function onPublish() {
    setBusy("publish");
    try {
      if (dirty && !(await save())) return;
      const published = await api.post<AdminWeekMenuDto>(
        `/api/admin/weeks/${menu.weekStart}/publish`,
      );
      setMenu(published);
      settled("Published: customers can choose from this menu now.");
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(null);
    }
  }

  const deadline = new Date(menu.orderDeadline).toLocaleString("en-US", {
    timeZone: ZONE,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      {/* First in the page's order (defect 11): beside the menu on a wide screen, above it on a phone. */}
      {readOnly ? null : (
        <div className="lg:col-start-2 lg:row-start-1">
          <DishSearch onMenu={new Set(rows.map((row) => row.dish.id))} onAdd={add} />
        </div>
      )}
      <section
        aria-labelledby="menu-heading"
        className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-1"
      >
        <p role="status" className="sr-only">
          {status}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h2
            id="menu-heading"
            tabIndex={-1}
            className="text-lg font-semibold text-forest-950 focus:outline-none focus-visible:outline-2"
          >
            {rows.length} {rows.length === 1 ? "dish" : "dishes"}
          </h2>
          {readOnly ? (
            <Badge tone="neutral">Read-only</Badge>
          ) : menu.draft ? (
            <Badge tone="amber">Draft: not visible to customers</Badge>
          ) : (
            <Badge tone="green">Published</Badge>
          )}
          {dirty ? <Badge tone="terracotta">Unsaved changes</Badge> : null}
        </div>
        <p className="text-sm text-stone-600">
          {readOnly
            ? `The order deadline (${deadline}) has passed: this menu can no longer change.`
            : `Order deadline: ${deadline}.`}
        </p>
        {failure ? (
          <div ref={failureRef} tabIndex={-1}>
            <Alert tone="error">{failure}</Alert>
          </div>
        ) : null}
        {capsToConfirm ? (
          <div ref={failureRef} tabIndex={-1}>
            <Alert tone="warning" title="A cap is below what is already ordered">
              <p>{capsToConfirm}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" onClick={() => onSave(true)} disabled={busy !== null}>
                  Save with these caps
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setCapsToConfirm(null)}>
                  Keep editing
                </Button>
              </div>
            </Alert>
          </div>
        ) : null}

        {rows.length === 0 ? (
          <Card>
            <p className="text-sm text-stone-600">
              No dishes yet. {readOnly ? null : "Search the catalogue to add the week's dishes."}
            </p>
          </Card>
        ) : (
          <ol className="space-y-3" aria-label="Dishes on this week's menu, in order">
            {rows.map((row, index) => {
              const error = capError(row.cap);
              const warning = lowCap(row);
              const capId = `cap-${row.dish.id}`;
              const described = [error && `${capId}-error`, warning && `${capId}-warning`]
                .filter(Boolean)
                .join(" ");
              return (
                <li key={row.dish.id}>
                  <Card padding="sm" className="flex flex-wrap items-center gap-4">
                    <span className="w-6 text-center text-sm font-semibold text-stone-500">
                      {index + 1}
                    </span>
                    {/* eslint-disable-next-line @next/next/no-img-element -- admin thumbnails, any source */}
                    <img
                      src={row.dish.imageUrl}
                      alt=""
                      className="size-14 shrink-0 rounded-xl bg-cream-100 object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-forest-950">{row.dish.name}</p>
                      <p className="text-xs text-stone-600">
                        {row.dish.calories} kcal · {row.dish.protein} g protein · {row.taken}{" "}
                        {row.taken === 1 ? "portion" : "portions"} ordered
                      </p>
                    </div>
                    {readOnly ? (
                      <div className="flex gap-2 text-sm">
                        {row.isNew ? <Badge tone="accent">New</Badge> : null}
                        {row.cap ? <Badge tone="neutral">Cap {row.cap}</Badge> : null}
                      </div>
                    ) : (
                      <div className="flex flex-wrap items-start gap-3">
                        <label className="flex items-center gap-2 pt-2 text-sm">
                          <Checkbox
                            checked={row.isNew}
                            onChange={(e) => update(index, { isNew: e.target.checked })}
                          />
                          New
                        </label>
                        <div className="w-28">
                          <Label htmlFor={capId} className="sr-only">
                            Cap for {row.dish.name}
                          </Label>
                          <Input
                            id={capId}
                            inputMode="numeric"
                            placeholder="No cap"
                            value={row.cap}
                            invalid={Boolean(error)}
                            aria-describedby={described || undefined}
                            onChange={(e) => update(index, { cap: e.target.value })}
                          />
                          {error ? (
                            <p id={`${capId}-error`} className="mt-1 text-xs text-red-700">
                              {error}
                            </p>
                          ) : null}
                        </div>
                        <div className="flex gap-1">
                          <Button
                            id={`move-up-${row.dish.id}`}
                            variant="secondary"
                            size="sm"
                            disabled={index === 0}
                            onClick={() => move(index, -1)}
                            aria-label={`Move ${row.dish.name} up`}
                          >
                            ↑
                          </Button>
                          <Button
                            id={`move-down-${row.dish.id}`}
                            variant="secondary"
                            size="sm"
                            disabled={index === rows.length - 1}
                            onClick={() => move(index, 1)}
                            aria-label={`Move ${row.dish.name} down`}
                          >
                            ↓
                          </Button>
                          <Button
                            id={`remove-${row.dish.id}`}
                            variant="ghost"
                            size="sm"
                            onClick={() => remove(index)}
                            aria-label={`Remove ${row.dish.name}`}
                          >
                            Remove
                          </Button>
                        </div>
                      </div>
                    )}
                    {warning ? (
                      <p
                        id={`${capId}-warning`}
                        className="basis-full rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900"
                      >
                        {warning}
                      </p>
                    ) : null}
                  </Card>
                </li>
              );
            })}
          </ol>
        )}

        {readOnly ? null : (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => onSave()} disabled={busy !== null || !dirty}>
              {busy === "save" ? "Saving…" : "Save menu"}
            </Button>
            <Button
              variant="accent"
              onClick={onPublish}
              disabled={busy !== null || rows.length === 0 || (!menu.draft && !dirty)}
            >
              {busy === "publish" ? "Publishing…" : menu.draft ? "Publish week" : "Publish changes"}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
