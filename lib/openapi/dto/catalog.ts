// Response schemas of the public catalog reads. Typed against the domain DTOs, so a field added
// to or retyped in a DTO fails the typecheck until its schema follows.
import { z } from "zod";
import type { FirstDelivery } from "@/lib/delivery-schedule/windows";
import type { FaqDto } from "@/lib/faq/list-faqs";
import type { DishDto, WeekMenuDto } from "@/lib/menus/week-menu";
import type { AddOnDto, AdminAddOnDto } from "@/lib/add-ons/dto";
import { ADD_ON_CATEGORIES } from "@/lib/add-ons/categories";
import type { PlanDto } from "@/lib/plans/list-plans";
import { dishSchema, instant, isoDate, nutritionFields } from "./common";

export const planSchema: z.ZodType<PlanDto> = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    mealsPerWeek: z.number().int(),
    pricePerMealCents: z.number().int().meta({ description: "USD cents." }),
    pricePerWeekCents: z.number().int().meta({ description: "USD cents." }),
  })
  .meta({
    id: "Plan",
    examples: [
      {
        id: "cmi0plan08meals0000000001",
        slug: "8-meals",
        name: "8 meals a week",
        description: "Our most popular plan: weekday lunches plus a few dinners off.",
        mealsPerWeek: 8,
        pricePerMealCents: 1299,
        pricePerWeekCents: 10392,
      },
    ],
  });

export const faqSchema: z.ZodType<FaqDto> = z
  .object({ id: z.string(), question: z.string(), answer: z.string() })
  .meta({ id: "Faq" });

/** A dish as a week's menu shows it: new this week or not. */
export const menuDishSchema: z.ZodType<DishDto & { isNew: boolean }> = dishSchema
  .extend({ isNew: z.boolean() })
  .meta({ id: "MenuDish" });

const addOnFields = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(ADD_ON_CATEGORIES),
  priceCents: z.number().int().meta({ description: "USD cents, each." }),
  ...nutritionFields,
  imageUrl: z.string(),
});

export const addOnSchema: z.ZodType<AddOnDto> = addOnFields.meta({ id: "AddOn" });

export const adminAddOnSchema: z.ZodType<AdminAddOnDto> = addOnFields
  .extend({
    archived: z.boolean(),
    timesOrdered: z
      .number()
      .int()
      .meta({ description: "Order lines that hold it: deleting it archives it instead." }),
  })
  .meta({ id: "AdminAddOn" });

/** A dish's customers' ratings, as the menus show them. */
export const dishRatingSchema = z
  .object({
    average: z.number().meta({ description: "Mean stars (1 to 5), one decimal." }),
    count: z.number().int().meta({ description: "Customers who rated the dish." }),
  })
  .nullable()
  .meta({ description: "Shown once at least 3 customers rated the dish; else null." });

/** An add-on offered on a week's menu, in its own section. */
export const weekAddOnSchema = z
  .object({
    id: z.string(),
    sortingOrder: z.number().int(),
    left: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Left of a capped add-on; null: no cap." }),
    addOn: addOnSchema,
  })
  .meta({ id: "WeekAddOn" });

/** A dish's place on a week's menu, without the dish (the customer's weeks name it by id). */
export const menuEntryFields = {
  id: z.string(),
  isNew: z.boolean(),
  sortingOrder: z.number().int(),
  left: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Portions left of a capped dish; null: no cap." }),
  rating: dishRatingSchema,
};

/** A dish on a week's menu. */
export const menuItemSchema = z
  .object({ ...menuEntryFields, dish: menuDishSchema })
  .meta({ id: "MenuItem" });

export const weekMenuSchema: z.ZodType<WeekMenuDto> = z
  .object({
    id: z.string(),
    startDate: isoDate.meta({ description: "Monday (Toronto)." }),
    endDate: isoDate.meta({ description: "Sunday (Toronto)." }),
    orderDeadline: instant.meta({ description: "Wednesday 11:59 PM Toronto, week before." }),
    menus: z.array(menuItemSchema),
    addOns: z.array(weekAddOnSchema),
  })
  .meta({ id: "WeekMenu" });

export const firstDeliverySchema: z.ZodType<FirstDelivery> = z
  .object({
    weekStart: isoDate,
    deliveryDate: isoDate,
    deliveryDateLabel: z.string(),
    orderDeadline: instant,
  })
  .meta({
    id: "FirstDelivery",
    examples: [
      {
        weekStart: "2026-12-07",
        deliveryDate: "2026-12-07",
        deliveryDateLabel: "Monday, December 7",
        orderDeadline: "2026-12-03T04:59:59.999Z",
      },
    ],
  });
