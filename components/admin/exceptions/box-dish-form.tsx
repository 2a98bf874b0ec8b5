"use client";
// "Add a dish" (a box short of meals) and "Swap a dish" (a portion beyond a dish's cap): the
// kitchen fills a locked box. The form reads what may go in (no allergen the customer avoids, room
// under any cap) and says what the meal costs and how it is paid before anything is sent; the
// server charges the difference (lib/kitchen/box-dishes.ts).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { selectClass } from "@/components/admin/admin-page";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/form";
import { api } from "@/lib/client/api";
import { formatCents } from "@/lib/format/money";
import type { BoxDishOptions } from "@/lib/kitchen/box-dishes";

export function BoxDishForm({
  id,
  orderId,
  swap,
  onSaved,
  onCancel,
}: {
  id: string;
  orderId: string;
  /** Swap a portion beyond a cap (over-cap) instead of adding a missing meal. */
  swap: boolean;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const [options, setOptions] = useState<BoxDishOptions | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLSelectElement>(null);
  const path = `/api/admin/orders/${orderId}/dishes`;

  useEffect(() => {
    let live = true;
    api
      .get<BoxDishOptions>(path)
      .then((answer) => live && setOptions(answer))
      .catch((failure) => live && setError(failureMessage(failure)));
    return () => {
      live = false;
    };
  }, [path]);
  useEffect(() => {
    if (options) first.current?.focus();
  }, [options]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const dishId = String(form.get("dishId") ?? "");
    setBusy(true);
    setError(null);
    try {
      const body = swap
        ? { action: "swap", fromDishId: String(form.get("fromDishId") ?? ""), dishId }
        : { action: "add", dishId };
      onSaved((await api.post<{ message: string }>(path, body)).message);
    } catch (failure) {
      setError(failureMessage(failure));
      first.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  const box = options?.number ?? "";
  const how = options?.paid
    ? "charged to the customer's card now"
    : "added to the payment still due";
  const price = options ? formatCents(options.mealCents) : "";
  const cost = !options
    ? ""
    : options.mealCents === 0
      ? "Nothing more is charged."
      : swap
        ? `The portion taken out was not charged; the dish put in costs ${price}, ${how}. The customer is told.`
        : `Each meal added costs ${price}, ${how}. The customer is told.`;
  const nothingFits = options !== null && options.dishes.length === 0;
  return (
    <form
      onSubmit={submit}
      aria-busy={options === null}
      className="mt-3 w-full space-y-3 rounded-xl bg-cream-50 p-3 ring-1 ring-forest-900/10"
    >
      {options === null && !error ? (
        <p className="text-sm text-forest-800">Loading the menu…</p>
      ) : null}
      {options ? (
        <>
          <p className="text-sm text-forest-900">
            {swap
              ? `Box ${box} holds portions the kitchen cannot cook: swap one for a dish with room.`
              : `Box ${box} is ${options.missing} ${options.missing === 1 ? "meal" : "meals"} short.`}{" "}
            {cost}
          </p>
          {swap ? (
            <div className="space-y-1">
              <Label htmlFor={`${id}-from`}>Portion to take out</Label>
              <select id={`${id}-from`} name="fromDishId" ref={first} className={selectClass}>
                {options.overCap.map((d) => (
                  <option key={d.dishId} value={d.dishId}>
                    {d.name} ({d.beyond} beyond the cap)
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {nothingFits ? (
            <p className="text-sm text-forest-900">
              No dish on this week&apos;s menu fits: every one holds an allergen the customer avoids
              or is sold out. Contact the customer, or mark the exception resolved.
            </p>
          ) : (
            <div className="space-y-1">
              <Label htmlFor={`${id}-dish`}>{swap ? "Dish to put in" : "Dish to add"}</Label>
              <select
                id={`${id}-dish`}
                name="dishId"
                ref={swap ? undefined : first}
                aria-describedby={error ? errorId : undefined}
                className={selectClass}
              >
                {options.dishes.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                    {d.left === null ? "" : ` (${d.left} left)`}
                  </option>
                ))}
              </select>
            </div>
          )}
        </>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options && !nothingFits ? (
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? "Saving…" : swap ? "Swap the dish" : "Add the dish"}
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
