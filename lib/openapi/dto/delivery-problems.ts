// Response schemas of the delivery-problem calls, typed against their DTOs.
import { z } from "zod";
import type {
  DeliveryProblemsDto,
  ProblemDto,
  ReportProblemResultDto,
} from "@/lib/delivery-problems/dto";
import { deliveryDay as day, instant } from "./common";

const problemSchema: z.ZodType<ProblemDto> = z
  .object({
    id: z.string(),
    orderId: z.string(),
    kind: z.enum(["MISSING", "DAMAGED", "WRONG", "LATE"]),
    label: z.string(),
    status: z.enum(["CREDITED", "PENDING", "APPROVED", "DENIED"]),
    creditedCents: z.number().int(),
    decisionNote: z.string().nullable(),
    createdAt: instant,
  })
  .meta({ id: "DeliveryProblem" });

export const deliveryProblemsSchema: z.ZodType<DeliveryProblemsDto> = z.object({
  boxes: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      day,
      dayLabel: z.string(),
      until: instant.meta({ description: "Reports on this box close then." }),
      untilLabel: z.string(),
      dishes: z.array(z.object({ dishId: z.string(), name: z.string(), quantity: z.number() })),
      lateOpen: z.boolean(),
    }),
  ),
  problems: z.array(problemSchema),
});

export const reportProblemResultSchema: z.ZodType<ReportProblemResultDto> = z.object({
  problem: problemSchema,
  message: z.string(),
});

export const problemPhotoSchema = z.object({ id: z.string(), url: z.string() });
export const decisionMessageSchema = z.object({ message: z.string() });
