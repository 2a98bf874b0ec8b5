// Answer schemas of the operator's calls: the readiness probe (typed by the body its route
// builds) and the scheduler's rollover (checked in answer-docs.ts against its route's answer;
// a dry run answers each week as the admin's rollover preview does).
import { z } from "zod";
import type { ReadinessAnswer } from "@/lib/health/readiness";
import { rolloverPreviewSchema } from "./admin";
import { isoDate } from "./common";

const check = z.object({
  status: z.enum(["ok", "down", "off"]),
  detail: z.string(),
  ms: z.number(),
});

export const readinessSchema: z.ZodType<ReadinessAnswer> = z
  .object({
    status: z.enum(["ready", "unavailable"]),
    checks: z.object({ database: check, jobQueue: check, catalogListener: check }),
  })
  .meta({
    id: "Readiness",
    examples: [
      {
        status: "ready",
        checks: {
          database: { status: "ok", detail: "answered SELECT 1", ms: 2 },
          jobQueue: { status: "ok", detail: "pg-boss schema version 46", ms: 3 },
          catalogListener: { status: "ok", detail: "listening", ms: 0 },
        },
      },
    ],
  });

export const rolloverRunSchema = z
  .union([
    z.object({ status: z.literal("in-progress"), message: z.string() }),
    z.object({
      status: z.enum(["done", "processing"]),
      weeks: z.array(
        z.object({
          weekStart: isoDate,
          counts: z.object({
            created: z.number(),
            locked: z.number(),
            filled: z.number(),
            charged: z.number(),
            paid: z.number(),
            failed: z.number(),
            waiting: z.number(),
            zeroTotal: z.number(),
            delivered: z.number(),
            resumed: z.number(),
          }),
          amounts: z.object({
            paidCents: z.number(),
            failedCents: z.number(),
            waitingCents: z.number(),
          }),
          failures: z.array(
            z.object({
              orderNumber: z.string(),
              customerEmail: z.string(),
              amountCents: z.number(),
              problem: z.string(),
            }),
          ),
          allergenShortfalls: z.array(
            z.object({
              orderNumber: z.string(),
              customerEmail: z.string(),
              missingMeals: z.number(),
              allergens: z.array(z.string()),
            }),
          ),
          withoutAddress: z.array(z.object({ orderNumber: z.string(), customerEmail: z.string() })),
          overCap: z.array(
            z.object({
              orderNumber: z.string(),
              customerEmail: z.string(),
              dish: z.string(),
              beyond: z.number(),
            }),
          ),
        }),
      ),
      pending: z.string().optional(),
    }),
    z.object({ status: z.literal("dry-run"), weeks: z.array(rolloverPreviewSchema) }),
  ])
  .meta({ id: "RolloverRun" });

/** The document itself: OpenAPI 3.1, described by its own specification, not again here. */
export const openApiDocumentSchema = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
  })
  .loose()
  .meta({ id: "OpenApiDocument" });
