"use client";
// Create or edit a dish with every meal fact and a photo. The same zod schema checks the form and
// the call; a refusal puts each message beside its field and keeps everything typed.
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
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/form";
import { api } from "@/lib/client/api";
import type { AdminDishDto } from "@/lib/menus/admin-dishes";
import { ALLERGENS } from "@/lib/menus/allergens";
import { DISH_TAGS } from "@/lib/menus/dish-tags";
import { dishInputSchema, type DishInput } from "@/lib/menus/dish-schema";
import { RecipeEditor } from "./recipe-editor";

const FIELDS: Path<DishInput>[] = [
  ...FACT_FIELDS,
  "tags",
  "splitDeliveryEligible",
  "confirmZeroCalories",
  "recipe",
];

/** A refusal's messages for recipe lines land on their own row's inputs. */
const recipeFields = (lines: number): Path<DishInput>[] =>
  Array.from({ length: lines }, (_, i) => [
    `recipe.${i}.ingredient` as const,
    `recipe.${i}.grams` as const,
  ]).flat();

const EMPTY: DishInput = {
  ...EMPTY_FACTS,
  tags: [],
  splitDeliveryEligible: true,
  recipe: [],
};

export function DishForm({ dish }: { dish?: AdminDishDto }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  // A message for the form as a whole takes focus, so it is read out at once.
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  const form = useForm<DishInput>({
    resolver: zodResolver(dishInputSchema),
    defaultValues: dish
      ? {
          ...factsOf(dish),
          tags: dish.tags as DishInput["tags"],
          splitDeliveryEligible: dish.splitDeliveryEligible,
          recipe: dish.recipe,
        }
      : EMPTY,
  });
  const calories = useWatch({ control: form.control, name: "calories" });

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

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-6">
      <FormAlert ref={alertRef}>{failure}</FormAlert>
      <FactFields
        form={form}
        prefix="dish"
        afterNutrition={
          calories === 0 ? (
            <label className="flex items-center gap-2 text-sm md:col-span-2">
              <Checkbox {...form.register("confirmZeroCalories")} />
              This dish really has 0 calories
            </label>
          ) : null
        }
      />

      <Card>
        <RecipeEditor form={form} />
      </Card>

      <Card className="grid gap-6 md:grid-cols-2">
        <CheckboxGroup
          form={form}
          name="allergens"
          prefix="dish"
          legend="Allergens"
          options={ALLERGENS}
        />
        <CheckboxGroup form={form} name="tags" prefix="dish" legend="Tags" options={DISH_TAGS} />
        <label className="flex items-center gap-2 text-sm md:col-span-2">
          <Checkbox {...form.register("splitDeliveryEligible")} />
          Can be split across two deliveries
        </label>
      </Card>

      <PhotoField form={form} prefix="dish" onUploading={setUploading} />

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
