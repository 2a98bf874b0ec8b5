// A week's add-on section: the admin's view and save (caps, how many are taken), and the
// customer's (read with the week's menu, lib/menus/week-menu.ts). A week past its deadline is
// read-only; an add-on that locked orders hold stays on the week.
import { z } from "zod";
import { invalidateCatalog } from "@/lib/cache/catalog";
import { dateColumn, deliveryWeek, formatDay, isBeforeDeadline, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { addOnsTaken } from "./add-on-caps";
import { addOnSelect, toAddOnDto } from "./add-on-select";
import type { AddOnDto } from "./dto";

export const weekAddOnsBody = z.object({
  items: z
    .array(
      z.object({
        addOnId: z.string().min(1).max(64),
        sortingOrder: z.number().int().min(0).max(100_000),
        /** At most this many this week; null or absent: no limit. */
        cap: z.number().int().min(0).max(100_000).nullable().optional(),
      }),
    )
    .max(40)
    .refine((items) => new Set(items.map((i) => i.addOnId)).size === items.length, {
      message: "An add-on can appear on a week's menu only once.",
    }),
});
export type WeekAddOnsInput = z.infer<typeof weekAddOnsBody>;

export interface AdminWeekAddOn {
  addOn: AddOnDto;
  sortingOrder: number;
  cap: number | null;
  /** How many the week's orders hold. */
  taken: number;
}

export interface AdminWeekAddOnsDto {
  weekStart: IsoDate;
  /** Past the deadline: the section can no longer change. */
  readOnly: boolean;
  items: AdminWeekAddOn[];
}

/** Orders in these states are the kitchen's: their add-ons stay on the week. */
const LOCKED = ["LOCKED", "PAID", "REQUIRES_ACTION", "PAYMENT_FAILED", "DELIVERED"] as const;

export async function getWeekAddOns(weekStart: IsoDate, now: Date): Promise<AdminWeekAddOnsDto> {
  const row = await db.week.findUnique({
    where: { startDate: dateColumn(weekStart) },
    select: {
      id: true,
      addOnMenus: {
        where: { addOn: { deletedAt: null } },
        orderBy: [{ sortingOrder: "asc" }, { addOn: { name: "asc" } }],
        select: { sortingOrder: true, cap: true, addOn: { select: addOnSelect } },
      },
    },
  });
  const menus = row?.addOnMenus ?? [];
  const taken = row
    ? await addOnsTaken(
        db,
        row.id,
        menus.map((m) => m.addOn.id),
      )
    : new Map<string, number>();
  return {
    weekStart,
    readOnly: !isBeforeDeadline(weekStart, now),
    items: menus.map((m) => ({
      addOn: toAddOnDto(m.addOn),
      sortingOrder: m.sortingOrder,
      cap: m.cap,
      taken: taken.get(m.addOn.id) ?? 0,
    })),
  };
}

/** The week offers exactly these add-ons, in this order, with these caps. */
export async function setWeekAddOns(
  weekStart: IsoDate,
  items: WeekAddOnsInput["items"],
  now: Date,
): Promise<AdminWeekAddOnsDto> {
  if (!isBeforeDeadline(weekStart, now)) {
    throw new AppError(
      "DEADLINE_PASSED",
      `The week of ${formatDay(weekStart)} is past its order deadline: its add-ons can no longer change.`,
    );
  }
  const ids = items.map((item) => item.addOnId);
  const week = deliveryWeek(weekStart);
  await db.$transaction(async (tx) => {
    const live = await tx.addOn.count({ where: { id: { in: ids }, deletedAt: null } });
    if (live !== ids.length) {
      throw new AppError("VALIDATION", "Every add-on on a menu must exist and not be deleted.", {
        errors: [
          { property: "items", constraints: { exists: "Choose add-ons from the catalogue." } },
        ],
      });
    }
    const startDate = dateColumn(week.startDate);
    await tx.week.createMany({
      data: [{ startDate, endDate: dateColumn(week.endDate) }],
      skipDuplicates: true,
    });
    const { id: weekId } = await tx.week.findUniqueOrThrow({
      where: { startDate },
      select: { id: true },
    });
    const held = await tx.orderAddOn.findFirst({
      where: { addOnId: { notIn: ids }, order: { weekId, status: { in: [...LOCKED] } } },
      select: { addOn: { select: { name: true } } },
    });
    if (held) {
      throw new AppError(
        "CONFLICT",
        `${held.addOn.name} is in locked orders and cannot be removed from this week.`,
      );
    }
    await tx.weekAddOn.deleteMany({ where: { weekId, addOnId: { notIn: ids } } });
    for (const item of items) {
      const data = { sortingOrder: item.sortingOrder, cap: item.cap ?? null };
      await tx.weekAddOn.upsert({
        where: { weekId_addOnId: { weekId, addOnId: item.addOnId } },
        create: { weekId, addOnId: item.addOnId, ...data },
        update: data,
      });
    }
  });
  await invalidateCatalog("menus");
  return getWeekAddOns(weekStart, now);
}
