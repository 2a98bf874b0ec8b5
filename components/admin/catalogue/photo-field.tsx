"use client";
// A catalogue item's photo (a dish's, an add-on's): a preview, and a file input that uploads the
// image to /api/admin/dish-images and puts its address in the form's `imageUrl`. Too large or
// refused, the message stands beside the field.
import { useRef, useState } from "react";
import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";
import { fieldIds, FieldShell } from "@/components/forms/field";
import { failureMessage } from "@/components/forms/server-errors";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/form";
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from "@/lib/client/api";
import { getToken } from "@/lib/client/storage";

const MAX_BYTES = 2 * 1024 * 1024;
const HINT = "JPEG, PNG or WebP, 2 MB at most.";

/** The raw-bytes upload carries the same credentials as every other call (lib/client/api). */
function uploadHeaders(file: File): Headers {
  const headers = new Headers({ "content-type": file.type || "application/octet-stream" });
  const token = getToken();
  if (token) headers.set("authorization", `Bearer ${token}`);
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  return headers;
}

export function PhotoField<T extends FieldValues & { imageUrl: string }>({
  form,
  prefix,
  onUploading,
}: {
  form: UseFormReturn<T>;
  /** Makes the ids unique on a page with several forms. */
  prefix: string;
  /** An upload started or ended (the form waits for it before saving). */
  onUploading: (uploading: boolean) => void;
}) {
  const name = "imageUrl" as Path<T>;
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const imageUrl: unknown = useWatch({ control: form.control, name });
  const error = form.formState.errors[name]?.message as string | undefined;
  const ids = fieldIds(prefix, "image", error, HINT);

  function busy(on: boolean) {
    setUploading(on);
    onUploading(on);
  }

  async function upload(file: File) {
    form.clearErrors(name);
    if (file.size > MAX_BYTES) {
      form.setError(name, {
        message: "The photo is larger than 2 MB. Please choose a smaller one.",
      });
      return;
    }
    busy(true);
    try {
      const res = await fetch("/api/admin/dish-images", {
        method: "POST",
        headers: uploadHeaders(file),
        body: file,
        credentials: "same-origin",
      });
      const json = (await res.json()) as { url?: string; message?: string };
      if (!res.ok || !json.url) throw new Error(json.message ?? "The photo could not be uploaded.");
      form.setValue(name, json.url as PathValue<T, Path<T>>, {
        shouldDirty: true,
        shouldValidate: true,
      });
    } catch (failure) {
      form.setError(name, {
        message: failure instanceof Error ? failure.message : failureMessage(failure),
      });
    } finally {
      busy(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  return (
    <Card className="flex flex-wrap items-start gap-5">
      {typeof imageUrl === "string" && imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- preview of an uploaded photo
        <img
          src={imageUrl}
          alt="Photo preview"
          className="size-32 rounded-2xl bg-cream-100 object-cover"
        />
      ) : (
        <div className="flex size-32 items-center justify-center rounded-2xl bg-stone-100 text-xs text-stone-700">
          No photo
        </div>
      )}
      <FieldShell ids={ids} label="Photo" error={error} hint={HINT}>
        <Input
          ref={fileRef}
          id={ids.id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          invalid={Boolean(error)}
          aria-describedby={ids.describedBy}
          disabled={uploading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        {uploading ? <p className="mt-1 text-sm text-stone-600">Uploading…</p> : null}
      </FieldShell>
    </Card>
  );
}
