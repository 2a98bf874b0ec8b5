"use client";
// The facts card of a catalogue item's form (a dish's, an add-on's): name, description, the
// nutrition facts and ingredients, with room for what only one of them asks (an add-on's category
// and price after the name, a dish's 0-calorie confirmation after the nutrition).
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/forms/field";
import { Card } from "@/components/ui/card";
import type { CatalogueFacts } from "./facts";
import { NutritionFields } from "./nutrition-fields";

export function FactFields<T extends FieldValues & CatalogueFacts>({
  form,
  prefix,
  afterName,
  afterNutrition,
}: {
  form: UseFormReturn<T>;
  /** Makes the ids unique on a page with several forms. */
  prefix: string;
  afterName?: ReactNode;
  afterNutrition?: ReactNode;
}) {
  const text = (name: keyof CatalogueFacts, label: string, multiline = false) => (
    <TextField
      form={form}
      name={name as Path<T>}
      prefix={prefix}
      label={label}
      multiline={multiline}
      className="md:col-span-2"
    />
  );
  return (
    <Card className="grid gap-5 md:grid-cols-2">
      {text("name", "Name")}
      {afterName}
      {text("description", "Description", true)}
      <NutritionFields form={form} prefix={prefix} />
      {afterNutrition}
      {text("ingredients", "Ingredients", true)}
    </Card>
  );
}
