// The mails about a box the driver could not deliver (a redelivery, a credit): the same greeting,
// apology and link to the orders, with what happens next as `children`.
import { Heading, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { ActionButton } from "./action-button";
import { MailShell } from "./mail-shell";
import { heading, paragraph } from "./styles";

interface MissedBoxMailProps {
  title: string;
  firstName: string;
  orderNumber: string;
  dateLabel: string;
  ordersUrl: string;
  children: ReactNode;
}

export function MissedBoxMail(props: MissedBoxMailProps) {
  return (
    <MailShell title={props.title} preview={`Order ${props.orderNumber}, ${props.dateLabel}`}>
      <Heading as="h1" style={heading}>
        {props.title}
      </Heading>
      <Text style={paragraph}>Hi {props.firstName},</Text>
      <Text style={paragraph}>
        We couldn&apos;t deliver your box from order <strong>{props.orderNumber}</strong> on{" "}
        {props.dateLabel}, and we&apos;re sorry. {props.children}
      </Text>
      <ActionButton href={props.ordersUrl}>See your orders</ActionButton>
    </MailShell>
  );
}
