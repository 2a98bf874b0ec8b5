// The add-on catalogue for admins: list, create, edit, and delete — an add-on never ordered is
// deleted; one that was is archived (kept for past orders and receipts), as dishes are.
import type { Prisma } from "@/generated/prisma/client";
import { invalidateCatalog } from "@/lib/cache/catalog";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { AddOnInput } from "./add-on-schema";
import { addOnSelect, toAddOnDto } from "./add-on-select";
import type { AdminAddOnDto } from "./dto";

const adminSelect = {
  ...addOnSelect,
  deletedAt: true,
  _count: { select: { orderAddOns: true } },
} as const;

type AdminRow = Prisma.AddOnGetPayload<{ select: typeof adminSelect }>;

function toAdminAddOn(row: AdminRow): AdminAddOnDto {
  return {
    ...toAddOnDto(row),
    archived: row.deletedAt !== null,
    timesOrdered: row._count.orderAddOns,
  };
}

/** Every add-on, by category then name; archived ones only when asked. */
export async function listAddOns(options: { archived: boolean }): Promise<AdminAddOnDto[]> {
  const rows = await db.addOn.findMany({
    where: options.archived ? {} : { deletedAt: null },
    select: adminSelect,
    orderBy: [{ category: "asc" }, { name: "asc" }, { id: "asc" }],
  });
  return rows.map(toAdminAddOn);
}

export async function getAdminAddOn(addOnId: string): Promise<AdminAddOnDto> {
  const row = await db.addOn.findUnique({ where: { id: addOnId }, select: adminSelect });
  if (!row) throw notFound("Add-on");
  return toAdminAddOn(row);
}

function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return base || "add-on";
}

/** A slug no other add-on has: the name's, then "-2", "-3"… */
async function freeSlug(name: string): Promise<string> {
  const base = slugify(name);
  const rows = await db.addOn.findMany({
    where: { slug: { startsWith: base } },
    select: { slug: true },
  });
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function createAddOn(input: AddOnInput): Promise<AdminAddOnDto> {
  const row = await db.addOn.create({
    data: { ...input, slug: await freeSlug(input.name) },
    select: adminSelect,
  });
  await invalidateCatalog("menus");
  return toAdminAddOn(row);
}

/** A new price applies to add-ons added from now on; those already in a box keep theirs. */
export async function updateAddOn(addOnId: string, input: AddOnInput): Promise<AdminAddOnDto> {
  const { count } = await db.addOn.updateMany({ where: { id: addOnId }, data: input });
  if (count === 0) throw notFound("Add-on");
  await invalidateCatalog("menus");
  return getAdminAddOn(addOnId);
}

export interface DeleteAddOnResult {
  outcome: "deleted" | "archived";
  message: string;
}

export async function deleteAddOn(addOnId: string, now: Date): Promise<DeleteAddOnResult> {
  const result = await db.$transaction(async (tx) => {
    const row = await tx.addOn.findUnique({
      where: { id: addOnId },
      select: { name: true, _count: { select: { orderAddOns: true } } },
    });
    if (!row) throw notFound("Add-on");
    if (row._count.orderAddOns > 0) {
      await tx.addOn.update({ where: { id: addOnId }, data: { deletedAt: now } });
      return {
        outcome: "archived" as const,
        message: `${row.name} was ordered before, so it was archived: past orders and receipts keep it, and it no longer shows on menus.`,
      };
    }
    await tx.weekAddOn.deleteMany({ where: { addOnId } });
    await tx.addOn.delete({ where: { id: addOnId } });
    return {
      outcome: "deleted" as const,
      message: `${row.name} was never ordered, so it was deleted.`,
    };
  });
  await invalidateCatalog("menus");
  return result;
}
