"use client";
// The Account tab: name, email, plan and status, delivery schedule, address and card at a glance,
// each with a way to the tab that changes it.
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { formatCents } from "@/lib/format/money";
import type { CustomerAccountDto } from "@/lib/account/dto";
import { cardLabel, dayLabel, deliveryDayName, expiryLabel, planStatusBadge } from "./format";
import { PanelHeading } from "./panel";
import type { AccountTabId } from "./tabs-model";

function Tile({
  title,
  tab,
  onOpen,
  action = "Change",
  children,
}: {
  title: string;
  tab: AccountTabId;
  onOpen: (tab: AccountTabId) => void;
  action?: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <div className="mt-2 flex-1 text-[0.95rem] leading-6 text-forest-950">{children}</div>
      <Button
        variant="ghost"
        size="sm"
        className="mt-3 -ml-3 self-start"
        onClick={() => onOpen(tab)}
      >
        {action}
        <span className="sr-only"> {title.toLowerCase()}</span>
      </Button>
    </Card>
  );
}

export function AccountOverview({
  account,
  onOpen,
}: {
  account: CustomerAccountDto;
  onOpen: (tab: AccountTabId) => void;
}) {
  const { user, plan, deliverySchedule, address, card } = account;
  const status = planStatusBadge(plan?.status);
  return (
    <>
      <PanelHeading title="Account">Everything about your subscription in one place.</PanelHeading>
      <div className="grid gap-4 sm:grid-cols-2">
        <Tile title="You" tab="user" onOpen={onOpen}>
          <p className="font-semibold">
            {user.firstName} {user.lastName}
          </p>
          <p className="break-all text-muted">{user.email}</p>
        </Tile>
        <Tile title="Plan" tab="plan" onOpen={onOpen} action="Manage">
          {plan ? (
            <>
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {plan.planName}
                <Badge tone={status.tone}>{status.label}</Badge>
              </p>
              <p className="text-muted">
                {formatCents(plan.pricePerMealCents)} a meal ·{" "}
                {formatCents(plan.pricePerMealCents * plan.mealsPerWeek)} a week
              </p>
              {plan.status === "PAUSED" && plan.resumeOn ? (
                <p className="text-muted">Resumes {dayLabel(plan.resumeOn)}</p>
              ) : null}
            </>
          ) : (
            <p className="flex items-center gap-2 font-semibold">
              No active plan <Badge tone={status.tone}>{status.label}</Badge>
            </p>
          )}
        </Tile>
        <Tile title="Delivery" tab="delivery" onOpen={onOpen}>
          <p className="font-semibold">{deliveryDayName(deliverySchedule.deliveryDay)}s</p>
          <p className="text-muted">{deliverySchedule.deliveryWindow || "No time window chosen"}</p>
        </Tile>
        <Tile title="Delivery address" tab="address" onOpen={onOpen}>
          {address ? (
            <>
              <p className="font-semibold">
                {address.street}
                {address.unit ? `, unit ${address.unit}` : ""}
              </p>
              <p className="text-muted">
                {address.city}, {address.province} {address.postalCode}
              </p>
            </>
          ) : (
            <p className="text-muted">No address yet.</p>
          )}
        </Tile>
        <Tile title="Payment" tab="payment" onOpen={onOpen}>
          {card ? (
            <>
              <p className="font-semibold">{cardLabel(card)}</p>
              <p className="text-muted">Expires {expiryLabel(card)}</p>
            </>
          ) : (
            <p className="text-muted">No card saved.</p>
          )}
        </Tile>
        <Card className="flex flex-col">
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
            Next order deadline
          </h3>
          <div className="mt-2 flex-1 text-[0.95rem] leading-6 text-forest-950">
            <p className="font-semibold">{account.upcomingWeek.deadlineLabel}</p>
            <p className="text-muted">For the week of {dayLabel(account.upcomingWeek.weekStart)}</p>
          </div>
          <ButtonLink
            href={`/customer/meals?week=${account.upcomingWeek.weekStart}`}
            variant="ghost"
            size="sm"
            className="mt-3 -ml-3 self-start"
          >
            Choose meals
          </ButtonLink>
        </Card>
      </div>
    </>
  );
}
