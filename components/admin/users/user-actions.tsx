"use client";
// The admin's actions on one account. Each posts to /api/admin/users/{userId}/actions, which
// writes the audit log; the page then reloads its record. "View as customer" has its own call.
import { useRefreshSoon } from "@/components/admin/use-refresh-soon";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { selectClass } from "@/components/admin/admin-page";
import { ViewAsButton } from "@/components/admin/view-as/view-as-button";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, Input, Label, Textarea } from "@/components/ui/form";
import { api, ApiError } from "@/lib/client/api";
import { formatCents } from "@/lib/format/money";

/** "Nov 30" for a calendar day "YYYY-MM-DD" (the select's options stay short). */
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

interface Target {
  id: string;
  name: string;
  status: string;
  isAdmin: boolean;
  isSelf: boolean;
  subscriptionStatus: string | null;
  /** A customer account (not an admin's) that is not deactivated: "View as customer". */
  canViewAs: boolean;
}

type FieldErrors = Record<string, string>;

/** Which form an answer's errors belong to: each shows only its own (the two forms share names). */
type FormName = "credit" | "takeBack" | "refund" | "note";

/** The field of each form that shows an error the server names by its property. */
const FIELD_OF: Record<FormName, Record<string, string>> = {
  credit: { amountCents: "amountCents", reason: "reason" },
  takeBack: { entryId: "entryId", reason: "takeBackReason" },
  refund: { amountCents: "refundAmount", reason: "refundReason", orderId: "orderId" },
  note: { text: "text" },
};

function fieldErrors(error: unknown, form: FormName | undefined): FieldErrors {
  if (!form || !(error instanceof ApiError) || error.status !== 400) return {};
  return Object.fromEntries(
    error.errors
      .filter((e) => FIELD_OF[form][e.property])
      .map((e) => [FIELD_OF[form][e.property], e.constraints[0]?.message ?? "Check this field."]),
  );
}

interface Refundable {
  id: string;
  number: string;
  weekStart: string;
  leftCents: number;
}

interface Reversible {
  id: string;
  description: string;
  amountCents: number;
}

interface Retryable {
  id: string;
  number: string;
  weekStart: string;
  totalCents: number;
}

export function UserActions({
  user,
  refundable,
  retryable,
  reversible,
}: {
  user: Target;
  refundable: Refundable[];
  retryable: Retryable[];
  reversible: Reversible[];
}) {
  const router = useRouter();
  const refreshSoon = useRefreshSoon();
  const [busy, setBusy] = useState(false);
  const [confirmDeactivate, setConfirmDeactivate] = useState(false);
  const [adminConfirmed, setAdminConfirmed] = useState(false);
  const [credit, setCredit] = useState({ amount: "", reason: "" });
  const [note, setNote] = useState("");
  const [refund, setRefund] = useState({
    orderId: refundable[0]?.id ?? "",
    amount: "",
    reason: "",
  });
  const [confirmRefund, setConfirmRefund] = useState(false);
  const [takeBack, setTakeBack] = useState({ entryId: reversible[0]?.id ?? "", reason: "" });
  const refundOrder = refundable.find((o) => o.id === refund.orderId) ?? null;
  const refundCents = refund.amount.trim()
    ? Math.round(Number(refund.amount) * 100)
    : (refundOrder?.leftCents ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function run(
    body: Record<string, unknown>,
    options: { form?: FormName; after?: () => void } = {},
  ): Promise<void> {
    setBusy(true);
    setErrors({});
    try {
      const { message } = await api.post<{ message: string }>(
        `/api/admin/users/${user.id}/actions`,
        body,
      );
      toast.success(message);
      options.after?.();
      router.refresh();
    } catch (error) {
      const fields = fieldErrors(error, options.form);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(failureMessage(error));
      else document.getElementById(`action-${Object.keys(fields)[0]}`)?.focus();
    } finally {
      setBusy(false);
      setConfirmDeactivate(false);
      setConfirmRefund(false);
    }
  }

  function grantCredit(event: FormEvent) {
    event.preventDefault();
    const dollars = Number(credit.amount);
    if (!credit.amount.trim() || !Number.isFinite(dollars)) {
      setErrors({ amountCents: "Enter an amount in dollars, like 15 or 12.50." });
      document.getElementById("action-amountCents")?.focus();
      return;
    }
    void run(
      { action: "grant-credit", amountCents: Math.round(dollars * 100), reason: credit.reason },
      { form: "credit", after: () => setCredit({ amount: "", reason: "" }) },
    );
  }

  function askRefund(event: FormEvent) {
    event.preventDefault();
    const dollars = Number(refund.amount);
    if (refund.amount.trim() && (!Number.isFinite(dollars) || dollars <= 0)) {
      setErrors({
        refundAmount: "Enter an amount in dollars, like 15 or 12.50, or leave it empty.",
      });
      document.getElementById("action-refundAmount")?.focus();
      return;
    }
    const left = refundOrder?.leftCents ?? 0;
    if (refund.amount.trim() && Math.round(dollars * 100) > left) {
      setErrors({
        refundAmount: `At most ${formatCents(left)} is left to refund on ${refundOrder?.number}.`,
      });
      document.getElementById("action-refundAmount")?.focus();
      return;
    }
    if (refund.reason.trim().length < 3) {
      setErrors({ refundReason: "Say why, in a few words." });
      document.getElementById("action-refundReason")?.focus();
      return;
    }
    setErrors({});
    setConfirmRefund(true);
  }

  const sub = user.subscriptionStatus;
  const error = (name: string) =>
    errors[name] ? (
      <p id={`action-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <aside aria-label="Admin actions" className="space-y-4">
      <Card padding="sm" className="space-y-3">
        <h2 className="text-base font-semibold text-forest-950">Account</h2>
        <div className="flex flex-wrap gap-2">
          {user.status !== "active" && !user.isSelf ? (
            <Button size="sm" disabled={busy} onClick={() => run({ action: "reactivate" })}>
              Reactivate
            </Button>
          ) : null}
          {user.status === "active" && !user.isSelf ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => run({ action: "mark-suspicious" })}
            >
              Mark suspicious
            </Button>
          ) : null}
          {user.status !== "disabled" && !user.isSelf ? (
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              onClick={() => setConfirmDeactivate(true)}
            >
              Deactivate
            </Button>
          ) : null}
        </div>
        {user.isSelf ? (
          <p className="text-xs text-stone-600">
            Your own account&rsquo;s status, credit and refunds are for another admin to change.
          </p>
        ) : null}
        {user.canViewAs ? (
          <div>
            <h3 className="text-sm font-semibold text-forest-950">Customer pages</h3>
            <p className="mt-1 text-xs text-stone-600">
              Opens their pages read-only, with a banner and a way back. Recorded in the log.
            </p>
            <div className="mt-2">
              <ViewAsButton userId={user.id} />
            </div>
          </div>
        ) : null}
        {sub === "ON_HOLD" ? (
          <div>
            <h3 className="text-sm font-semibold text-forest-950">Subscription</h3>
            <p className="mt-1 text-xs text-stone-600">On hold after a payment problem.</p>
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              disabled={busy}
              onClick={() => run({ action: "resume" })}
            >
              Take off hold
            </Button>
          </div>
        ) : null}
        {sub === "ACTIVE" || sub === "PAUSED" ? (
          <div>
            <h3 className="text-sm font-semibold text-forest-950">Subscription</h3>
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              disabled={busy}
              onClick={() => run({ action: sub === "ACTIVE" ? "pause" : "resume" })}
            >
              {sub === "ACTIVE" ? "Pause plan" : "Resume plan"}
            </Button>
          </div>
        ) : null}
      </Card>

      {retryable.length > 0 ? (
        <Card padding="sm" className="space-y-3">
          <h2 className="text-base font-semibold text-forest-950">Failed payments</h2>
          <p className="text-xs text-stone-600">
            Charges the card on file again now, instead of waiting for the daily retry.
          </p>
          <ul className="space-y-2">
            {retryable.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm text-stone-800">
                  {order.number} · {formatCents(order.totalCents)}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Retry the charge for ${order.number} now`}
                  onClick={() =>
                    run({ action: "retry-charge", orderId: order.id }, { after: refreshSoon })
                  }
                >
                  Retry charge now
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      {user.isSelf ? null : user.status === "disabled" ? (
        <Card padding="sm">
          <h2 className="text-base font-semibold text-forest-950">Grant credit</h2>
          <p className="mt-1 text-xs text-stone-600">Reactivate the account to grant credit.</p>
        </Card>
      ) : (
        <Card padding="sm">
          <form onSubmit={grantCredit} noValidate className="space-y-3">
            <h2 className="text-base font-semibold text-forest-950">Grant credit</h2>
            <ActionField
              id="amountCents"
              label="Amount (USD)"
              decimal
              value={credit.amount}
              error={errors.amountCents}
              onChange={(amount) => setCredit({ ...credit, amount })}
            />
            <ActionField
              id="reason"
              label="Reason"
              value={credit.reason}
              error={errors.reason}
              onChange={(reason) => setCredit({ ...credit, reason })}
            />
            <Button type="submit" size="sm" disabled={busy}>
              Grant credit
            </Button>
          </form>
        </Card>
      )}

      {reversible.length > 0 && !user.isSelf ? (
        <Card padding="sm">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void run(
                { action: "reverse-credit", ...takeBack },
                {
                  form: "takeBack",
                  after: () =>
                    setTakeBack({
                      entryId: reversible.find((c) => c.id !== takeBack.entryId)?.id ?? "",
                      reason: "",
                    }),
                },
              );
            }}
            noValidate
            className="space-y-3"
          >
            <h2 className="text-base font-semibold text-forest-950">Take back a credit</h2>
            <p className="text-xs text-stone-600">
              For a credit granted by mistake: a reversing entry, while it is unspent.
            </p>
            <div>
              <Label htmlFor="action-entryId">Credit</Label>
              <select
                id="action-entryId"
                className={selectClass}
                value={takeBack.entryId}
                onChange={(e) => {
                  setTakeBack({ ...takeBack, entryId: e.target.value });
                  setErrors({});
                }}
              >
                {reversible.map((c) => (
                  <option key={c.id} value={c.id}>
                    {formatCents(-c.amountCents)} · {c.description}
                  </option>
                ))}
              </select>
              {error("entryId")}
            </div>
            <ActionField
              id="takeBackReason"
              label="Reason"
              value={takeBack.reason}
              error={errors.takeBackReason}
              onChange={(reason) => setTakeBack({ ...takeBack, reason })}
            />
            <Button type="submit" size="sm" variant="secondary" disabled={busy}>
              Take back credit
            </Button>
          </form>
        </Card>
      ) : null}

      {refundable.length > 0 && !user.isSelf ? (
        <Card padding="sm">
          <form onSubmit={askRefund} noValidate className="space-y-3">
            <h2 className="text-base font-semibold text-forest-950">Refund an order</h2>
            <div>
              <Label htmlFor="action-orderId">Order</Label>
              <select
                id="action-orderId"
                className={selectClass}
                value={refund.orderId}
                onChange={(e) => {
                  setRefund({ ...refund, orderId: e.target.value });
                  setErrors({});
                }}
              >
                {refundable.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.number} · week of {shortDay(o.weekStart)} · {formatCents(o.leftCents)} left
                  </option>
                ))}
              </select>
            </div>
            <ActionField
              id="refundAmount"
              label="Amount (USD, empty for all that is left)"
              decimal
              value={refund.amount}
              error={errors.refundAmount}
              onChange={(amount) => setRefund({ ...refund, amount })}
            />
            <ActionField
              id="refundReason"
              label="Reason"
              value={refund.reason}
              error={errors.refundReason}
              onChange={(reason) => setRefund({ ...refund, reason })}
            />
            <Button type="submit" size="sm" variant="secondary" disabled={busy}>
              Refund…
            </Button>
          </form>
        </Card>
      ) : null}

      <Card padding="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run({ action: "note", text: note }, { form: "note", after: () => setNote("") });
          }}
          noValidate
          className="space-y-3"
        >
          <Label htmlFor="action-text">Add a note</Label>
          <Textarea
            id="action-text"
            value={note}
            invalid={Boolean(errors.text)}
            aria-describedby={errors.text ? "action-text-error" : undefined}
            onChange={(e) => setNote(e.target.value)}
          />
          {error("text")}
          <Button type="submit" size="sm" variant="secondary" disabled={busy}>
            Save note
          </Button>
        </form>
      </Card>

      <ConfirmDialog
        open={confirmRefund}
        title={`Refund ${formatCents(refundCents)}?`}
        confirmLabel="Refund to the card"
        tone="danger"
        busy={busy}
        onCancel={() => setConfirmRefund(false)}
        onConfirm={() =>
          run(
            {
              action: "refund",
              orderId: refund.orderId,
              ...(refund.amount.trim() ? { amountCents: refundCents } : {}),
              reason: refund.reason,
            },
            {
              form: "refund",
              after: () => setRefund({ orderId: refundable[0]?.id ?? "", amount: "", reason: "" }),
            },
          )
        }
      >
        <p>
          {formatCents(refundCents)} goes back to the card that paid order {refundOrder?.number}.
          The customer is told and their receipt shows it.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        open={confirmDeactivate}
        title={`Deactivate ${user.name}?`}
        confirmLabel="Deactivate account"
        tone="danger"
        busy={busy}
        onCancel={() => setConfirmDeactivate(false)}
        onConfirm={() =>
          run({ action: "deactivate", ...(user.isAdmin ? { confirmAdmin: adminConfirmed } : {}) })
        }
      >
        <p>Sign-in will be refused, the plan cancelled and open weeks cancelled.</p>
        {user.isAdmin ? (
          <label className="flex items-start gap-2 text-sm font-medium">
            <Checkbox
              checked={adminConfirmed}
              onChange={(e) => setAdminConfirmed(e.target.checked)}
            />
            {user.name} is an admin. I confirm I mean to deactivate another admin.
          </label>
        ) : null}
      </ConfirmDialog>
    </aside>
  );
}

/** A labelled field of an action form, its error announced and tied to it. */
function ActionField(props: {
  id: string;
  label: string;
  value: string;
  error?: string;
  decimal?: boolean;
  onChange: (value: string) => void;
}) {
  const id = `action-${props.id}`;
  return (
    <div>
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        inputMode={props.decimal ? "decimal" : undefined}
        className="mt-1.5"
        value={props.value}
        invalid={Boolean(props.error)}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
