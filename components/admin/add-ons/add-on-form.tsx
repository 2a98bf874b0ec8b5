"use client";
// Create or edit an add-on (a dessert, a drink, a breakfast, a snack): its category, price, facts,
// allergens and photo. The same zod schema checks the form and the call; a refusal puts each
// message beside its field and keeps everything typed.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { toast } from "sonner";
import { FormAlert } from "@/components/auth/form-alert";
import { uploadHeaders } from "@/components/admin/dishes/dish-form";
import { fieldIds, FieldShell, TextField } from "@/components/forms/field";
import { applyServerErrors, failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, Input } from "@/components/ui/form";
import { addOnInputSchema, type AddOnInput } from "@/lib/add-ons/add-on-schema";
import { ADD_ON_CATEGORIES, CATEGORY_LABELS } from "@/lib/add-ons/categories";
import type { AdminAddOnDto } from "@/lib/add-ons/dto";
import { api } from "@/lib/client/api";
import { formatCents } from "@/lib/format/money";
import { ALLERGENS } from "@/lib/menus/allergens";

const FIELDS: Path<AddOnInput>[] = [
  "name",
  "description",
  "category",
  "priceCents",
  "protein",
  "carbs",
  "fat",
  "calories",
  "ingredients",
  "allergens",
  "imageUrl",
];

const MAX_BYTES = 2 * 1024 * 1024;

export function AddOnForm({ addOn }: { addOn?: AdminAddOnDto }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  const form = useForm<AddOnInput>({
    resolver: zodResolver(addOnInputSchema),
    defaultValues: addOn
      ? {
          name: addOn.name,
          description: addOn.description,
          category: addOn.category,
          priceCents: addOn.priceCents,
          protein: addOn.protein,
          carbs: addOn.carbs,
          fat: addOn.fat,
          calories: addOn.calories,
          ingredients: addOn.ingredients,
          allergens: addOn.allergens as AddOnInput["allergens"],
          imageUrl: addOn.imageUrl,
        }
      : {
          name: "",
          description: "",
          category: "DESSERT",
          priceCents: 499,
          protein: 0,
          carbs: 0,
          fat: 0,
          calories: 0,
          ingredients: "",
          allergens: [],
          imageUrl: "",
        },
  });
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });
  const price = useWatch({ control: form.control, name: "priceCents" });
  const imageError = form.formState.errors.imageUrl?.message;
  const imageIds = fieldIds("add-on", "image", imageError, "JPEG, PNG or WebP, 2 MB at most.");
  const categoryError = form.formState.errors.category?.message;
  const categoryIds = fieldIds("add-on", "category", categoryError);
  const priceError = form.formState.errors.priceCents?.message;
  const priceHint = Number.isInteger(price) && price > 0 ? `${formatCents(price)} each` : "Cents";
  const priceIds = fieldIds("add-on", "priceCents", priceError, priceHint);

  async function upload(file: File) {
    form.clearErrors("imageUrl");
    if (file.size > MAX_BYTES) {
      form.setError("imageUrl", {
        message: "The photo is larger than 2 MB. Please choose a smaller one.",
      });
      return;
    }
    setUploading(true);
    try {
      const res = await fetch("/api/admin/dish-images", {
        method: "POST",
        headers: uploadHeaders(file),
        body: file,
        credentials: "same-origin",
      });
      const json = (await res.json()) as { url?: string; message?: string };
      if (!res.ok || !json.url) throw new Error(json.message ?? "The photo could not be uploaded.");
      form.setValue("imageUrl", json.url, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      form.setError("imageUrl", {
        message: error instanceof Error ? error.message : failureMessage(error),
      });
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  async function submit(values: AddOnInput) {
    setFailure(null);
    try {
      const saved = addOn
        ? await api.put<AdminAddOnDto>(`/api/admin/add-ons/${addOn.id}`, values)
        : await api.post<AdminAddOnDto>("/api/admin/add-ons", values);
      toast.success(addOn ? `${saved.name} is updated.` : `${saved.name} is in the catalogue.`);
      router.push("/admin/add-ons");
      router.refresh();
    } catch (error) {
      setFailure(applyServerErrors(form, error, FIELDS));
    }
  }

  const number = (name: "protein" | "carbs" | "fat" | "calories", label: string) => {
    const error = form.formState.errors[name]?.message;
    const ids = fieldIds("add-on", name, error);
    return (
      <FieldShell ids={ids} label={label} error={error}>
        <Input
          id={ids.id}
          inputMode="numeric"
          invalid={Boolean(error)}
          aria-describedby={ids.describedBy}
          aria-required
          {...form.register(name, { valueAsNumber: true })}
        />
      </FieldShell>
    );
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-6">
      <FormAlert ref={alertRef}>{failure}</FormAlert>
      <Card className="grid gap-5 md:grid-cols-2">
        <TextField form={form} name="name" prefix="add-on" label="Name" className="md:col-span-2" />
        <FieldShell ids={categoryIds} label="Category" error={categoryError}>
          <select
            id={categoryIds.id}
            aria-describedby={categoryIds.describedBy}
            aria-invalid={Boolean(categoryError)}
            className="h-11 w-full rounded-xl border border-forest-900/20 bg-white px-3 text-base text-forest-950 focus:border-forest-600 focus:ring-2 focus:ring-forest-600/30 focus:outline-none"
            {...form.register("category")}
          >
            {ADD_ON_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell ids={priceIds} label="Price (cents)" error={priceError} hint={priceHint}>
          <Input
            id={priceIds.id}
            inputMode="numeric"
            invalid={Boolean(priceError)}
            aria-describedby={priceIds.describedBy}
            aria-required
            {...form.register("priceCents", { valueAsNumber: true })}
          />
        </FieldShell>
        <TextField
          form={form}
          name="description"
          prefix="add-on"
          label="Description"
          multiline
          className="md:col-span-2"
        />
        <div className="grid grid-cols-2 gap-4 md:col-span-2 md:grid-cols-4">
          {number("calories", "Calories (kcal)")}
          {number("protein", "Protein (g)")}
          {number("carbs", "Carbs (g)")}
          {number("fat", "Fat (g)")}
        </div>
        <TextField
          form={form}
          name="ingredients"
          prefix="add-on"
          label="Ingredients"
          multiline
          className="md:col-span-2"
        />
      </Card>

      <Card>
        <fieldset>
          <legend className="text-sm font-semibold text-forest-950">Allergens</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {ALLERGENS.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <Checkbox value={option} {...form.register("allergens")} />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>

      <Card className="flex flex-wrap items-start gap-5">
        {imageUrl ? (
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
        <FieldShell
          ids={imageIds}
          label="Photo"
          error={imageError}
          hint="JPEG, PNG or WebP, 2 MB at most."
        >
          <Input
            ref={fileRef}
            id={imageIds.id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            invalid={Boolean(imageError)}
            aria-describedby={imageIds.describedBy}
            disabled={uploading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          {uploading ? <p className="mt-1 text-sm text-stone-600">Uploading…</p> : null}
        </FieldShell>
      </Card>

      <div className="flex gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting || uploading}>
          {form.formState.isSubmitting ? "Saving…" : addOn ? "Save add-on" : "Create add-on"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => router.push("/admin/add-ons")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
