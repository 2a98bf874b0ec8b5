"use client";
// Create or edit a dish with every meal fact and a photo. The same zod schema checks the form and
// the call; a refusal puts each message beside its field and keeps everything typed.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { toast } from "sonner";
import { FormAlert } from "@/components/auth/form-alert";
import { fieldIds, FieldShell, TextField } from "@/components/forms/field";
import { applyServerErrors, failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, Input } from "@/components/ui/form";
import { api, CSRF_COOKIE, CSRF_HEADER, readCookie } from "@/lib/client/api";
import { getToken } from "@/lib/client/storage";
import type { AdminDishDto } from "@/lib/menus/admin-dishes";
import { ALLERGENS } from "@/lib/menus/allergens";
import { DISH_TAGS } from "@/lib/menus/dish-tags";
import { dishInputSchema, type DishInput } from "@/lib/menus/dish-schema";
import { RecipeEditor } from "./recipe-editor";

const FIELDS: Path<DishInput>[] = [
  "name",
  "description",
  "protein",
  "carbs",
  "fat",
  "calories",
  "ingredients",
  "allergens",
  "tags",
  "splitDeliveryEligible",
  "imageUrl",
  "confirmZeroCalories",
  "recipe",
];

/** A refusal's messages for recipe lines land on their own row's inputs. */
const recipeFields = (lines: number): Path<DishInput>[] =>
  Array.from({ length: lines }, (_, i) => [
    `recipe.${i}.ingredient` as const,
    `recipe.${i}.grams` as const,
  ]).flat();

const MAX_BYTES = 2 * 1024 * 1024;

const EMPTY: DishInput = {
  name: "",
  description: "",
  protein: 0,
  carbs: 0,
  fat: 0,
  calories: 0,
  ingredients: "",
  allergens: [],
  tags: [],
  splitDeliveryEligible: true,
  imageUrl: "",
  recipe: [],
};

export function DishForm({ dish }: { dish?: AdminDishDto }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // A message for the form as a whole takes focus, so it is read out at once.
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  const form = useForm<DishInput>({
    resolver: zodResolver(dishInputSchema),
    defaultValues: dish
      ? {
          name: dish.name,
          description: dish.description,
          protein: dish.protein,
          carbs: dish.carbs,
          fat: dish.fat,
          calories: dish.calories,
          ingredients: dish.ingredients,
          allergens: dish.allergens as DishInput["allergens"],
          tags: dish.tags as DishInput["tags"],
          splitDeliveryEligible: dish.splitDeliveryEligible,
          imageUrl: dish.imageUrl,
          recipe: dish.recipe,
        }
      : EMPTY,
  });
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });
  const calories = useWatch({ control: form.control, name: "calories" });
  const imageError = form.formState.errors.imageUrl?.message;
  const imageIds = fieldIds("dish", "image", imageError, "JPEG, PNG or WebP, 2 MB at most.");

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

  async function submit(values: DishInput) {
    setFailure(null);
    try {
      const saved = dish
        ? await api.put<AdminDishDto>(`/api/admin/dishes/${dish.id}`, values)
        : await api.post<AdminDishDto>("/api/admin/dishes", values);
      toast.success(dish ? `${saved.name} is updated.` : `${saved.name} is in the catalogue.`);
      router.push("/admin/dishes");
      router.refresh();
    } catch (error) {
      const lines = values.recipe?.length ?? 0;
      setFailure(applyServerErrors(form, error, [...FIELDS, ...recipeFields(lines)]));
    }
  }

  const number = (name: "protein" | "carbs" | "fat" | "calories", label: string) => {
    const error = form.formState.errors[name]?.message;
    const ids = fieldIds("dish", name, error);
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
        <TextField form={form} name="name" prefix="dish" label="Name" className="md:col-span-2" />
        <TextField
          form={form}
          name="description"
          prefix="dish"
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
        {calories === 0 ? (
          <label className="flex items-center gap-2 text-sm md:col-span-2">
            <Checkbox {...form.register("confirmZeroCalories")} />
            This dish really has 0 calories
          </label>
        ) : null}
        <TextField
          form={form}
          name="ingredients"
          prefix="dish"
          label="Ingredients"
          multiline
          className="md:col-span-2"
        />
      </Card>

      <Card>
        <RecipeEditor form={form} />
      </Card>

      <Card className="grid gap-6 md:grid-cols-2">
        <CheckboxGroup form={form} name="allergens" legend="Allergens" options={ALLERGENS} />
        <CheckboxGroup form={form} name="tags" legend="Tags" options={DISH_TAGS} />
        <label className="flex items-center gap-2 text-sm md:col-span-2">
          <Checkbox {...form.register("splitDeliveryEligible")} />
          Can be split across two deliveries
        </label>
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
          {form.formState.isSubmitting ? "Saving…" : dish ? "Save dish" : "Create dish"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => router.push("/admin/dishes")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The raw-bytes upload carries the same credentials as every other call (lib/client/api). */
export function uploadHeaders(file: File): Headers {
  const headers = new Headers({ "content-type": file.type || "application/octet-stream" });
  const token = getToken();
  if (token) headers.set("authorization", `Bearer ${token}`);
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  return headers;
}

function CheckboxGroup({
  form,
  name,
  legend,
  options,
}: {
  form: ReturnType<typeof useForm<DishInput>>;
  name: "allergens" | "tags";
  legend: string;
  options: readonly string[];
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-forest-950">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <Checkbox value={option} {...form.register(name)} />
            {option}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
