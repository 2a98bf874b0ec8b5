"use client";
// Coupon or gift code: checked with GET /api/stripe/coupons/{code} (no retry), remembered until
// the account exists, attached with POST /api/users/{userId}/coupons/{code} after that.
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/form";
import { CheckIcon, CloseIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/client/errors";
import { api } from "@/lib/client/api";
import { formatCents } from "@/lib/format/money";
import type { PromoLookup } from "@/lib/signup/api-types";
import { appliedMessage, withCode } from "@/lib/signup/applied-codes";
import { messageFor } from "@/lib/signup/errors";
import type { AppliedCode, FunnelState } from "@/lib/signup/funnel-state";
import { updateFunnel } from "@/lib/signup/funnel-store";

export const INVALID_CODE = "Oops! Looks like that coupon or gift code is invalid.";

function applied(found: PromoLookup, attached: boolean): AppliedCode {
  return found.kind === "coupon"
    ? {
        kind: "coupon",
        code: found.code,
        description: found.description,
        attached,
        discountType: found.discountType,
        percentOff: found.percentOff,
        amountOffCents: found.amountOffCents,
        duration: found.duration,
      }
    : { kind: "gift", code: found.code, balanceCents: found.balanceCents, attached };
}

export function PromoCodeField({
  state,
  onAttached,
  error,
  onErrorChange,
}: {
  state: FunnelState;
  /** Called after a code is attached to the account, to refresh the server's summary. */
  onAttached: () => void;
  error?: string;
  onErrorChange: (error: string | undefined) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  // Said on the page, not only to screen readers: a coupon that replaced another.
  const [notice, setNotice] = useState<string | null>(null);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    onErrorChange(undefined);
    setAnnouncement("");
    setNotice(null);
    if (!wanted) {
      onErrorChange("Enter a coupon or gift code.");
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const found = await api.get<PromoLookup>(`/api/stripe/coupons/${encodeURIComponent(wanted)}`);
      const userId = state.account?.userId;
      if (userId) {
        await api.post(
          `/api/users/${encodeURIComponent(userId)}/coupons/${encodeURIComponent(found.code)}`,
        );
      }
      const next = withCode(state.codes, applied(found, Boolean(userId)));
      updateFunnel((s) => ({
        ...s,
        codes: withCode(s.codes, applied(found, Boolean(userId))).codes,
      }));
      if (userId) onAttached();
      // Cleared only if it still holds this code: what was typed meanwhile is kept.
      setCode((current) => (current.trim().toUpperCase() === wanted ? "" : current));
      // The new chip into view, clear of the sticky "Place order" below it (scroll-mb on each).
      requestAnimationFrame(() =>
        listRef.current?.lastElementChild?.scrollIntoView({ block: "nearest" }),
      );
      const message = appliedMessage(found.code, next.replaced);
      if (next.replaced) setNotice(message);
      else setAnnouncement(message);
    } catch (err) {
      // A 404 carries the spec's sentence, then why when the code is known (expired, used up).
      onErrorChange(
        err instanceof ApiError && err.status === 404
          ? err.message.startsWith(INVALID_CODE)
            ? err.message
            : INVALID_CODE
          : messageFor(err),
      );
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const remove = (target: AppliedCode) => {
    updateFunnel((s) => ({ ...s, codes: s.codes.filter((c) => c.code !== target.code) }));
    setAnnouncement(`${target.code} removed.`);
  };

  return (
    <div>
      <form method="post" onSubmit={apply} noValidate>
        <Label htmlFor={`${id}-code`}>Coupon or gift code</Label>
        <div className="mt-1.5 flex gap-2">
          <Input
            ref={inputRef}
            id={`${id}-code`}
            name="code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              // A new attempt starts clean: the last refusal no longer describes the field.
              if (error) onErrorChange(undefined);
            }}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className="uppercase"
          />
          <Button type="submit" variant="secondary" disabled={busy} className="shrink-0">
            {busy ? <Spinner label="Checking code" /> : null}
            Apply
          </Button>
        </div>
        <div aria-live="polite">
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
      </form>
      <p role="status" className={notice ? "mt-2 text-sm text-forest-900" : "sr-only"}>
        {notice ?? announcement}
      </p>

      {state.codes.length > 0 ? (
        <ul ref={listRef} className="mt-3 space-y-2" aria-label="Applied codes">
          {state.codes.map((c) => (
            <li
              key={c.code}
              className="flex scroll-mb-36 items-start justify-between gap-3 rounded-xl bg-forest-50 px-3.5 py-2.5 text-sm text-forest-900 ring-1 ring-forest-200"
            >
              <span className="flex items-start gap-2">
                <CheckIcon className="mt-0.5 size-4 text-forest-600" />
                <span>
                  <span className="font-semibold">{c.code}</span>
                  <span className="block text-forest-900/75">
                    {c.kind === "coupon"
                      ? c.description
                      : `Gift card · ${formatCents(c.balanceCents)} balance`}
                  </span>
                </span>
              </span>
              {c.attached ? null : (
                <button
                  type="button"
                  onClick={() => remove(c)}
                  aria-label={`Remove ${c.code}`}
                  className="flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-forest-900/8"
                >
                  <CloseIcon className="size-4" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
