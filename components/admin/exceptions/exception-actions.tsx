"use client";
// The actions on one kitchen exception: retry the charge now (the job queue charges it), add or
// swap a dish in a box the chef could not fill, hold or release the box, mark it resolved (each with a reason, audited), contact the customer, or type
// the address they gave (the customer's own form). After a change the list reloads and the focus goes to its heading.
import { useRefreshSoon } from "@/components/admin/use-refresh-soon";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import type { KitchenException } from "@/lib/kitchen/exceptions";
import { AddressEditor } from "./address-editor";
import { BoxDishForm } from "./box-dish-form";
import { ReasonForm } from "./reason-form";

type Open = "hold" | "release" | "resolve" | "address" | "fill" | null;

export const EXCEPTIONS_HEADING_ID = "open-exceptions";

const linkClass =
  "inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-forest-800 underline ring-1 ring-inset ring-forest-900/15 hover:bg-cream-50";

export function ExceptionActions({ item }: { item: KitchenException }) {
  const router = useRouter();
  const refreshSoon = useRefreshSoon();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { box, customer } = item;
  const has = (action: KitchenException["actions"][number]) => item.actions.includes(action);

  function done(message: string) {
    toast.success(message);
    setOpen(null);
    router.refresh();
    // The row may leave the list: the focus goes to the list's heading, not to the page.
    requestAnimationFrame(() => document.getElementById(EXCEPTIONS_HEADING_ID)?.focus());
  }

  async function retry() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.post<{ message: string }>(
        `/api/admin/users/${customer.userId}/actions`,
        { action: "retry-charge", orderId: box.orderId },
      );
      done(answer.message);
      refreshSoon();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const post = (path: string, body: object) =>
    api.post<{ message: string }>(`/api/admin/orders/${box.orderId}/${path}`, body);
  const base = item.key.replace(/[^\w-]/g, "-");
  const formId = `${base}-${open}`;
  // Cancel gives the focus back to the button that opened the form.
  const cancel = () => {
    const trigger = `${base}-${open}-button`;
    setOpen(null);
    requestAnimationFrame(() => document.getElementById(trigger)?.focus());
  };

  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-center gap-2">
        {has("retry-charge") ? (
          <Button size="sm" variant="accent" disabled={busy} onClick={retry}>
            {busy ? "Retrying…" : "Retry charge now"}
          </Button>
        ) : null}
        {has("fill-box") ? (
          <Button
            id={`${base}-fill-button`}
            size="sm"
            variant="accent"
            onClick={() => setOpen("fill")}
          >
            {item.kind === "over-cap" ? "Swap a dish" : "Add a dish"}
          </Button>
        ) : null}
        {has("edit-address") ? (
          <Button
            id={`${base}-address-button`}
            size="sm"
            variant="secondary"
            onClick={() => setOpen("address")}
          >
            Edit address
          </Button>
        ) : null}
        {has("hold") ? (
          <Button
            id={`${base}-hold-button`}
            size="sm"
            variant="secondary"
            onClick={() => setOpen("hold")}
          >
            Hold box
          </Button>
        ) : null}
        {has("release") ? (
          <Button
            id={`${base}-release-button`}
            size="sm"
            variant="secondary"
            onClick={() => setOpen("release")}
          >
            Release box
          </Button>
        ) : null}
        {has("resolve") ? (
          <Button
            id={`${base}-resolve-button`}
            size="sm"
            variant="secondary"
            onClick={() => setOpen("resolve")}
          >
            Mark resolved
          </Button>
        ) : null}

        {has("contact") ? (
          <>
            <a
              href={`mailto:${customer.email}?subject=${encodeURIComponent(`Your order ${box.number}`)}`}
              className={linkClass}
            >
              Email<span className="sr-only"> {customer.name}</span>
            </a>
            {customer.phone ? (
              <a href={`tel:${customer.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                Call {customer.phone}
              </a>
            ) : null}
          </>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {open === "address" ? (
        <AddressEditor
          id={formId}
          orderId={box.orderId}
          number={box.number}
          customer={customer.name}
          phone={customer.phone}
          onSaved={done}
          onCancel={cancel}
        />
      ) : null}
      {open === "fill" ? (
        <BoxDishForm
          id={formId}
          orderId={box.orderId}
          swap={item.kind === "over-cap"}
          onSaved={(message) => {
            done(message);
            refreshSoon();
          }}
          onCancel={cancel}
        />
      ) : null}
      {open === "hold" ? (
        <ReasonForm
          id={formId}
          label={`Why hold box ${box.number}?`}
          submitLabel="Hold the box"
          onCancel={cancel}
          onSubmit={async (reason) => done((await post("hold", { reason })).message)}
        />
      ) : null}
      {open === "release" ? (
        <ReasonForm
          id={formId}
          label={`Why release box ${box.number}?`}
          submitLabel="Release the box"
          onCancel={cancel}
          onSubmit={async (reason) => done((await post("release", { reason })).message)}
        />
      ) : null}
      {open === "resolve" ? (
        <ReasonForm
          id={formId}
          label={`What was done about the ${item.label.toLowerCase()}?`}
          submitLabel="Mark resolved"
          onCancel={cancel}
          onSubmit={async (note) =>
            done((await post("resolve", { kind: item.kind, note })).message)
          }
        />
      ) : null}
    </div>
  );
}
