"use client";
// Reporting a problem with one delivered box from Past orders: what went wrong (a missing,
// damaged or wrong dish, or a late box), which dish and how many, a note and a photo, both
// optional. Checked with the server's own schema first; a refusal is said on its field, which
// takes the focus. The photo is uploaded first (raw bytes), then named by the report.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { fieldIds, FieldShell } from "@/components/forms/field";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Textarea } from "@/components/ui/form";
import { api, ApiError, CSRF_COOKIE, CSRF_HEADER, readCookie } from "@/lib/client/api";
import { getToken } from "@/lib/client/storage";
import type { ReportableBoxDto, ReportProblemResultDto } from "@/lib/delivery-problems/dto";
import {
  MAX_PHOTO_BYTES,
  PHOTO_TYPES,
  reportProblemSchema,
  type ReportProblemInput,
} from "@/lib/delivery-problems/schemas";

type Kind = ReportProblemInput["kind"];
type Field = "kind" | "day" | "dishId" | "quantity" | "details" | "photo";

const KINDS: { value: Kind; label: string; hint: string }[] = [
  { value: "MISSING", label: "A dish is missing", hint: "It wasn't in the box." },
  { value: "DAMAGED", label: "A dish is damaged", hint: "Crushed, leaking or opened." },
  { value: "WRONG", label: "A dish is wrong", hint: "You got something you didn't order." },
  { value: "LATE", label: "The box was late", hint: "It came after its delivery window." },
];

const selectClass =
  "block h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-[0.95rem] text-ink shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-forest-500";

async function uploadPhoto(userId: string, file: File): Promise<string> {
  const headers = new Headers({ "content-type": file.type || "application/octet-stream" });
  const token = getToken();
  if (token) headers.set("authorization", `Bearer ${token}`);
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  const res = await fetch(`/api/users/${encodeURIComponent(userId)}/delivery-problem-photos`, {
    method: "POST",
    headers,
    body: file,
    credentials: "same-origin",
  });
  const json = (await res.json()) as { id?: string; message?: string };
  if (!res.ok || !json.id) throw new Error(json.message ?? "The photo could not be uploaded.");
  return json.id;
}

export function ReportProblemForm({
  userId,
  boxes,
  onDone,
  onCancel,
}: {
  userId: string;
  /** The order's boxes still open to a report (two for a split order). */
  boxes: ReportableBoxDto[];
  onDone: (result: ReportProblemResultDto) => void;
  onCancel: () => void;
}) {
  const prefix = `report-${boxes[0].orderId}`;
  const [day, setDay] = useState(boxes[0].day);
  const box = boxes.find((b) => b.day === day) ?? boxes[0];
  const kinds = KINDS.filter((k) => (k.value === "LATE" ? box.lateOpen : box.dishes.length > 0));
  const [kind, setKind] = useState<Kind | "">("");
  const [dishId, setDishId] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [details, setDetails] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  useEffect(() => firstRadio.current?.focus(), []);

  const dish = box.dishes.find((d) => d.dishId === dishId);
  // A field's message goes once it is changed (the others stay until the next send).
  const clear = (field: Field) =>
    setErrors((now) => (now[field] ? { ...now, [field]: undefined } : now));
  const needsDish = kind !== "" && kind !== "LATE";

  function focusField(field: Field) {
    const id = field === "kind" ? `${prefix}-kind-0` : `${prefix}-${field}`;
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  function showErrors(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const order: Field[] = ["day", "kind", "dishId", "quantity", "details", "photo"];
    const first = order.find((f) => found[f]);
    if (first) focusField(first);
  }

  function photoError(file: File | null): string | undefined {
    if (!file) return undefined;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      return "The photo must be a JPEG, PNG or WebP image.";
    }
    if (file.size > MAX_PHOTO_BYTES)
      return "The photo is larger than 5 MB. Please choose a smaller one.";
    return undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = {
      orderId: box.orderId,
      day: box.day,
      kind: kind || undefined,
      dishId: needsDish && dishId ? dishId : undefined,
      quantity: needsDish ? Number(quantity) : 1,
      details: details.trim() || undefined,
    };
    const parsed = reportProblemSchema.safeParse(input);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        found[field] ??= issue.message;
      }
    }
    if (dish && Number(quantity) > dish.quantity) {
      found.quantity = `Your box had ${dish.quantity} of this dish.`;
    }
    const badPhoto = photoError(photo);
    if (badPhoto) found.photo = badPhoto;
    if (!parsed.success || Object.keys(found).length > 0) return showErrors(found);

    setBusy(true);
    setErrors({});
    try {
      const photoId = photo ? await uploadPhoto(userId, photo) : undefined;
      const result = await api.post<ReportProblemResultDto>(
        `/api/users/${encodeURIComponent(userId)}/delivery-problems`,
        { ...parsed.data, photoId },
      );
      onDone(result);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
        const fromServer: Partial<Record<Field, string>> = {};
        for (const item of error.errors) {
          fromServer[item.property as Field] = item.constraints[0]?.message;
        }
        showErrors(fromServer);
      } else if (error instanceof Error && !(error instanceof ApiError)) {
        showErrors({ photo: error.message });
      } else {
        setFailure(failureMessage(error));
      }
    } finally {
      setBusy(false);
    }
  }

  const dayIds = fieldIds(prefix, "day", errors.day);
  const dishIds = fieldIds(prefix, "dishId", errors.dishId);
  const quantityIds = fieldIds(prefix, "quantity", errors.quantity);
  const detailsIds = fieldIds(prefix, "details", errors.details);
  const photoIds = fieldIds(prefix, "photo", errors.photo, true);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${prefix}-title`}
      className="space-y-5 border-t border-forest-900/8 px-5 py-5 sm:px-6"
    >
      <div>
        <h3 id={`${prefix}-title`} className="font-display text-lg font-semibold text-forest-950">
          Report a problem with order {box.orderNumber}
        </h3>
        <p className="mt-1 text-sm text-muted">
          You can report this box until {box.untilLabel}. Small problems are credited right away.
        </p>
      </div>

      {boxes.length > 1 ? (
        <FieldShell ids={dayIds} label="Which delivery?" error={errors.day}>
          <select
            id={dayIds.id}
            value={day}
            onChange={(e) => {
              setDay(e.target.value as typeof day);
              setDishId("");
            }}
            aria-describedby={dayIds.describedBy}
            className={selectClass}
          >
            {boxes.map((b) => (
              <option key={b.day} value={b.day}>
                {b.dayLabel}
              </option>
            ))}
          </select>
        </FieldShell>
      ) : null}

      <fieldset aria-describedby={errors.kind ? `${prefix}-kind-error` : undefined}>
        <legend className="text-sm font-semibold text-forest-950">What went wrong?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {kinds.map((k, i) => (
            <label
              key={k.value}
              className="flex cursor-pointer gap-3 rounded-xl bg-white p-3 ring-1 ring-forest-900/15 ring-inset has-[:checked]:bg-cream-50 has-[:checked]:ring-2 has-[:checked]:ring-forest-700"
            >
              <input
                ref={i === 0 ? firstRadio : undefined}
                id={`${prefix}-kind-${i}`}
                type="radio"
                name={`${prefix}-kind`}
                value={k.value}
                checked={kind === k.value}
                onChange={() => {
                  setKind(k.value);
                  clear("kind");
                }}
                className="mt-1 size-4 accent-forest-700"
              />
              <span>
                <span className="block text-sm font-semibold text-forest-950">{k.label}</span>
                <span className="block text-sm text-muted">{k.hint}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${prefix}-kind-error`}>{errors.kind}</FieldError>
      </fieldset>

      {needsDish ? (
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <FieldShell ids={dishIds} label="Which dish?" error={errors.dishId}>
            <select
              id={dishIds.id}
              value={dishId}
              onChange={(e) => {
                setDishId(e.target.value);
                setQuantity("1");
                clear("dishId");
              }}
              aria-invalid={errors.dishId ? true : undefined}
              aria-describedby={dishIds.describedBy}
              className={selectClass}
            >
              <option value="">Choose a dish</option>
              {box.dishes.map((d) => (
                <option key={d.dishId} value={d.dishId}>
                  {d.name}
                  {d.quantity > 1 ? ` (${d.quantity} in your box)` : ""}
                </option>
              ))}
            </select>
          </FieldShell>
          <FieldShell ids={quantityIds} label="How many?" error={errors.quantity}>
            <Input
              id={quantityIds.id}
              type="number"
              inputMode="numeric"
              min={1}
              max={dish?.quantity ?? 30}
              value={quantity}
              onChange={(e) => {
                setQuantity(e.target.value);
                clear("quantity");
              }}
              invalid={Boolean(errors.quantity)}
              aria-describedby={quantityIds.describedBy}
            />
          </FieldShell>
        </div>
      ) : null}

      <FieldShell
        ids={detailsIds}
        label="Anything else we should know?"
        optional
        error={errors.details}
      >
        <Textarea
          id={detailsIds.id}
          value={details}
          maxLength={500}
          onChange={(e) => {
            setDetails(e.target.value);
            clear("details");
          }}
          invalid={Boolean(errors.details)}
          aria-describedby={detailsIds.describedBy}
        />
      </FieldShell>

      <FieldShell
        ids={photoIds}
        label="Photo"
        optional
        error={errors.photo}
        hint="JPEG, PNG or WebP, up to 5 MB. A photo helps us fix it with the kitchen."
      >
        <input
          id={photoIds.id}
          type="file"
          accept={PHOTO_TYPES.join(",")}
          onChange={(e) => {
            setPhoto(e.target.files?.[0] ?? null);
            clear("photo");
          }}
          aria-invalid={errors.photo ? true : undefined}
          aria-describedby={photoIds.describedBy}
          className="block w-full text-sm text-forest-950 file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-cream-200 file:px-4 file:text-sm file:font-semibold file:text-forest-900 hover:file:bg-cream-100"
        />
      </FieldShell>

      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Sending…" : "Send report"}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
