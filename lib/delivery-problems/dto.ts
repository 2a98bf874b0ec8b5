// What the Past orders page reads about delivery problems: the boxes still open to a report and
// the reports made. Types only (client-safe).
import type { ProblemKind } from "./policy";

export type ProblemStatus = "CREDITED" | "PENDING" | "APPROVED" | "DENIED";

export interface ReportableDishDto {
  dishId: string;
  name: string;
  quantity: number;
}

export interface ReportableBoxDto {
  orderId: string;
  orderNumber: string;
  day: "MONDAY" | "THURSDAY";
  /** "Monday, November 30" */
  dayLabel: string;
  /** ISO instant: reports close then. */
  until: string;
  /** "Tuesday, December 1 at 8:00 PM" */
  untilLabel: string;
  /** The dishes not reported yet. */
  dishes: ReportableDishDto[];
  /** The box itself can still be reported late. */
  lateOpen: boolean;
}

export interface ProblemDto {
  id: string;
  orderId: string;
  kind: ProblemKind;
  /** "Missing dish: Miso salmon ×2" or "Late box (Monday)" */
  label: string;
  status: ProblemStatus;
  /** What was credited (0 while pending or when denied). */
  creditedCents: number;
  /** The admin's words when decided. */
  decisionNote: string | null;
  createdAt: string;
}

export interface DeliveryProblemsDto {
  boxes: ReportableBoxDto[];
  problems: ProblemDto[];
}

export interface ReportProblemResultDto {
  problem: ProblemDto;
  /** What to tell the customer, e.g. "We've credited $12.50 to your account." */
  message: string;
}
