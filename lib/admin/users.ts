// Users for admins: search by name, email or order number (paged), and one customer's whole
// record (subscription, plan, schedule, address, card, orders with charges and invoices, credits,
// notes and the audit log).
import { orderMoneyOf, refundableCents } from "@/lib/payments/money-returned";
import { DEFAULT_ADDRESS } from "@/lib/addresses/default-address";
import { DEFAULT_CARD } from "@/lib/payments/default-card";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { fromDateColumn, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { auditFor, type AuditEntryDto } from "./audit-log";

export const USERS_PAGE_SIZE = 25;

/** "failed": a payment failed or waits for the bank's confirmation (the badge on /admin). */
export const PAYMENT_FILTERS = ["failed"] as const;

export const userListQuery = z.object({
  q: z.string().trim().max(120).optional(),
  // The form's "Any" sends an empty value.
  payment: z
    .union([z.enum(PAYMENT_FILTERS), z.literal("")])
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const PAYMENT_WAITING: Prisma.EnumOrderStatusFilter = { in: ["PAYMENT_FAILED", "REQUIRES_ACTION"] };

export interface UserRowDto {
  id: string;
  name: string;
  email: string;
  status: string;
  roles: string[];
  plan: string | null;
  subscriptionStatus: string | null;
  createdAt: string;
}

/** An order number as typed: "LK-1000004", or its digits alone ("1000004", "#1000004"). */
export function orderNumbers(q: string): string[] {
  const digits = /^#?\s*(\d{3,})$/.exec(q.trim());
  return digits ? [q.trim(), `LK-${digits[1]}`] : [q.trim()];
}

function searchWhere(q: string | undefined): Prisma.UserWhereInput {
  if (!q) return {};
  const words = q.split(/\s+/).filter(Boolean);
  return {
    OR: [
      { email: { contains: q, mode: "insensitive" } },
      { orders: { some: { number: { in: orderNumbers(q), mode: "insensitive" } } } },
      // "Maya Chen" matches first and last name in either order.
      {
        AND: words.map((word) => ({
          OR: [
            { firstName: { contains: word, mode: "insensitive" as const } },
            { lastName: { contains: word, mode: "insensitive" as const } },
          ],
        })),
      },
    ],
  };
}

export async function listUsers(query: z.infer<typeof userListQuery>) {
  const where: Prisma.UserWhereInput = {
    AND: [
      searchWhere(query.q),
      query.payment === "failed" ? { orders: { some: { status: PAYMENT_WAITING } } } : {},
    ],
  };
  const [total, rows] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (query.page - 1) * USERS_PAGE_SIZE,
      take: USERS_PAGE_SIZE,
      select: {
        id: true,
        firstName: true,
        lastName: true,
        email: true,
        status: true,
        createdAt: true,
        roles: { select: { role: { select: { slug: true } } } },
        subscriptions: {
          orderBy: { createdAt: "desc" },
          take: 1,
          select: { status: true, plan: { select: { name: true } } },
        },
      },
    }),
  ]);
  const users: UserRowDto[] = rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    status: row.status,
    roles: row.roles.map((r) => r.role.slug),
    plan: row.subscriptions[0]?.plan.name ?? null,
    subscriptionStatus: row.subscriptions[0]?.status ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { users, total, page: query.page, pageSize: USERS_PAGE_SIZE };
}

export interface UserDetailDto {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  status: string;
  roles: string[];
  onboardingStatus: string;
  createdAt: string;
  balanceCents: number;
  subscription: {
    status: string;
    plan: string;
    mealsPerWeek: number;
    deliveryDay: string;
    deliveryTime: string;
    startsOn: IsoDate;
    resumeOn: IsoDate | null;
    cancelReason: string | null;
  } | null;
  address: {
    street: string;
    unit: string | null;
    city: string;
    postalCode: string;
    phone: string;
    buzzer: string | null;
    instructions: string | null;
  } | null;
  card: {
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    problem: string | null;
  } | null;
  orders: {
    id: string;
    number: string;
    weekStart: IsoDate;
    status: string;
    mealsCount: number;
    totalCents: number;
    /** What a refund may still return to the card (lib/payments/money-returned.ts); 0: none. */
    refundableCents: number;
    charges: {
      id: string;
      amountCents: number;
      refundedCents: number;
      status: string;
      failureMessage: string | null;
    }[];
    invoice: { id: string; number: string; status: string; totalCents: number } | null;
  }[];
  credits: {
    id: string;
    amountCents: number;
    reason: string;
    description: string;
    createdAt: string;
    /** A credit an admin granted, not taken back yet. */
    reversible: boolean;
    takenBack: boolean;
  }[];
  audit: AuditEntryDto[];
}

export async function getUserDetail(userId: string): Promise<UserDetailDto> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      status: true,
      onboardingStatus: true,
      createdAt: true,
      balanceCents: true,
      roles: { select: { role: { select: { slug: true } } } },
      subscriptions: {
        orderBy: { createdAt: "desc" },
        take: 1,
        select: {
          status: true,
          deliveryDay: true,
          deliveryTime: true,
          startsOn: true,
          resumeOn: true,
          cancelReason: true,
          plan: { select: { name: true, mealsPerWeek: true } },
        },
      },
      addresses: {
        where: DEFAULT_ADDRESS,
        take: 1,
        select: {
          street: true,
          unit: true,
          city: true,
          postalCode: true,
          phone: true,
          buzzer: true,
          instructions: true,
        },
      },
      paymentMethods: {
        where: DEFAULT_CARD,
        take: 1,
        select: { brand: true, last4: true, expMonth: true, expYear: true, problem: true },
      },
      orders: {
        orderBy: { week: { startDate: "desc" } },
        take: 20,
        select: {
          id: true,
          number: true,
          status: true,
          mealsCount: true,
          totalCents: true,
          giftCents: true,
          creditCents: true,
          week: { select: { startDate: true } },
          charges: {
            orderBy: { createdAt: "asc" },
            select: {
              id: true,
              amountCents: true,
              refundedCents: true,
              status: true,
              failureMessage: true,
            },
          },
          invoice: { select: { id: true, number: true, status: true, totalCents: true } },
        },
      },
      creditEntries: {
        orderBy: { createdAt: "desc" },
        take: 20,
        select: {
          id: true,
          amountCents: true,
          reason: true,
          description: true,
          createdAt: true,
          reversesEntryId: true,
          reversedBy: { select: { id: true } },
        },
      },
    },
  });
  if (!user) throw notFound("User");
  const sub = user.subscriptions[0];
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    phone: user.phone,
    status: user.status,
    roles: user.roles.map((r) => r.role.slug),
    onboardingStatus: user.onboardingStatus,
    createdAt: user.createdAt.toISOString(),
    balanceCents: user.balanceCents,
    subscription: sub
      ? {
          status: sub.status,
          plan: sub.plan.name,
          mealsPerWeek: sub.plan.mealsPerWeek,
          deliveryDay: sub.deliveryDay,
          deliveryTime: sub.deliveryTime,
          startsOn: fromDateColumn(sub.startsOn),
          resumeOn: sub.resumeOn ? fromDateColumn(sub.resumeOn) : null,
          cancelReason: sub.cancelReason,
        }
      : null,
    address: user.addresses[0] ?? null,
    card: user.paymentMethods[0] ?? null,
    orders: await withRefundable(user.orders),
    credits: user.creditEntries.map(({ reversesEntryId, reversedBy, ...entry }) => ({
      ...entry,
      createdAt: entry.createdAt.toISOString(),
      reversible:
        entry.reason === "ADJUSTMENT" && entry.amountCents < 0 && !reversesEntryId && !reversedBy,
      takenBack: Boolean(reversedBy),
    })),
    audit: await auditFor(user.id),
  };
}

/**
 * Each order with what may still be refunded: a paid or delivered box's card charge, less what
 * went back as refunds or credits (the same rule the refund call applies under its lock).
 */
async function withRefundable<
  O extends {
    id: string;
    status: string;
    totalCents: number;
    giftCents: number;
    creditCents: number;
    week: { startDate: Date };
    charges: { amountCents: number; status: string }[];
  },
>(orders: O[]) {
  const paid = orders.filter((o) => o.status === "PAID" || o.status === "DELIVERED");
  const money = await orderMoneyOf(paid);
  return orders.map(({ week, giftCents: _gift, creditCents: _credit, ...order }) => {
    const charge = order.charges.find((c) => c.status === "SUCCEEDED");
    const owed = money.get(order.id);
    return {
      ...order,
      weekStart: fromDateColumn(week.startDate),
      refundableCents: charge && owed ? refundableCents(owed, charge.amountCents) : 0,
    };
  });
}
