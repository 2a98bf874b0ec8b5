"use client";
// The catalogue beside the week's menu: search by name or ingredient and add a dish. An added
// dish's button turns into "Added" (disabled), so the focus moves on to the next dish's Add, or
// back to the search when none is left.
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/form";
import { api } from "@/lib/client/api";
import type { DishPage } from "@/lib/menus/admin-dishes";
import type { DishDto } from "@/lib/menus/dish-dto";

export function DishSearch({
  onMenu,
  onAdd,
}: {
  onMenu: ReadonlySet<string>;
  onAdd: (dish: DishDto) => void;
}) {
  const [q, setQ] = useState("");
  const [page, setPage] = useState<DishPage | null>(null);
  const [failed, setFailed] = useState(false);

  function addAt(index: number) {
    const dishes = page?.dishes ?? [];
    const dish = dishes[index];
    if (!dish) return;
    onAdd(dish);
    const next = [...dishes.slice(index + 1), ...dishes.slice(0, index)].find(
      (d) => !onMenu.has(d.id),
    );
    requestAnimationFrame(() =>
      document.getElementById(next ? `add-${next.id}` : "dish-search")?.focus(),
    );
  }

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<DishPage>(`/api/admin/dishes?q=${encodeURIComponent(q.trim())}`, {
          signal: controller.signal,
        })
        .then((result) => {
          setPage(result);
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  return (
    <Card padding="sm" className="h-fit space-y-3">
      <h2 className="text-base font-semibold text-forest-950">Add from the catalogue</h2>
      <div>
        <Label htmlFor="dish-search">Search dishes</Label>
        <Input
          id="dish-search"
          type="search"
          className="mt-1.5"
          placeholder="Name or ingredient"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          The catalogue could not be loaded. Please try again.
        </p>
      ) : null}
      <ul
        className="max-h-72 divide-y divide-stone-100 overflow-y-auto lg:max-h-[28rem]"
        aria-live="polite"
      >
        {(page?.dishes ?? []).map((dish, index) => {
          const added = onMenu.has(dish.id);
          return (
            <li key={dish.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium text-forest-950">{dish.name}</span>
                <span className="text-xs text-stone-600">{dish.protein} g protein</span>
              </span>
              <Button
                id={`add-${dish.id}`}
                size="sm"
                variant="secondary"
                disabled={added}
                onClick={() => addAt(index)}
              >
                {/* The visible word starts the accessible name (WCAG 2.5.3 label in name). */}
                {added ? "Added" : "Add"}
                <span className="sr-only">
                  {added ? `: ${dish.name} is on the menu` : ` ${dish.name}`}
                </span>
              </Button>
            </li>
          );
        })}
        {page && page.dishes.length === 0 ? (
          <li className="py-2 text-sm text-stone-600">No dish matches “{q}”.</li>
        ) : null}
      </ul>
      {page && page.total > page.dishes.length ? (
        <p className="text-xs text-stone-600">
          Showing {page.dishes.length} of {page.total}: search to narrow down.
        </p>
      ) : null}
    </Card>
  );
}
