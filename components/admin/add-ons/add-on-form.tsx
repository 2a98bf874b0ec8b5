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
import { CheckboxGroup } from "@/components/admin/catalogue/checkbox-group";
import { EMPTY_FACTS, FACT_FIELDS, factsOf } from "@/components/admin/catalogue/facts";
import { FactFields } from "@/components/admin/catalogue/fact-fields";
import { PhotoField } from "@/components/admin/catalogue/photo-field";
import { fieldIds, FieldShell } from "@/components/forms/field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/form";
import { addOnInputSchema, type AddOnInput } from "@/lib/add-ons/add-on-schema";
import { ADD_ON_CATEGORIES, CATEGORY_LABELS } from "@/lib/add-ons/categories";
import type { AdminAddOnDto } from "@/lib/add-ons/dto";
import { api } from "@/lib/client/api";
import { formatCents } from "@/lib/format/money";
import { ALLERGENS } from "@/lib/menus/allergens";

const FIELDS: Path<AddOnInput>[] = [...FACT_FIELDS, "category", "priceCents"];

export function AddOnForm({ addOn }: { addOn?: AdminAddOnDto }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  const form = useForm<AddOnInput>({
    resolver: zodResolver(addOnInputSchema),
    defaultValues: addOn
      ? { ...factsOf(addOn), category: addOn.category, priceCents: addOn.priceCents }
      : { ...EMPTY_FACTS, category: "DESSERT", priceCents: 499 },
  });
  const price = useWatch({ control: form.control, name: "priceCents" });
  const categoryError = form.formState.errors.category?.message;
  const categoryIds = fieldIds("add-on", "category", categoryError);
  const priceError = form.formState.errors.priceCents?.message;
  const priceHint = Number.isInteger(price) && price > 0 ? `${formatCents(price)} each` : "Cents";
  const priceIds = fieldIds("add-on", "priceCents", priceError, priceHint);

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

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-6">
      <FormAlert ref={alertRef}>{failure}</FormAlert>
      <FactFields
        form={form}
        prefix="add-on"
        afterName={
          <>
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
          </>
        }
      />

      <Card>
        <CheckboxGroup
          form={form}
          name="allergens"
          prefix="add-on"
          legend="Allergens"
          options={ALLERGENS}
          className="sm:grid-cols-3"
        />
      </Card>

      <PhotoField form={form} prefix="add-on" onUploading={setUploading} />

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
