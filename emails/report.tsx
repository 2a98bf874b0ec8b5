// An admin report sent by email: a short cover note; the report itself is attached (CSV, PDF).
import { Heading, Text } from "@react-email/components";
import { DataTable } from "./components/data-table";
import { MailShell } from "./components/mail-shell";
import { renderMail } from "./components/render-mail";
import { heading, paragraph } from "./components/styles";
import type { RenderedMail } from "./types";

export interface ReportEmailProps {
  title: string;
  weekLabel: string;
  summary: string | null;
  attachments: string[];
  /** The first rows, so the mail is useful on a phone without opening the files. */
  columns: string[];
  preview: string[][];
}

function ReportEmail(props: ReportEmailProps) {
  return (
    <MailShell title={`${props.title}: ${props.weekLabel}`} preview={props.summary ?? props.title}>
      <Heading as="h1" style={heading}>
        {props.title}
      </Heading>
      <Text style={paragraph}>Delivery week of {props.weekLabel}.</Text>
      {props.summary ? <Text style={paragraph}>{props.summary}</Text> : null}
      {props.preview.length > 0 ? (
        <DataTable
          caption={props.title}
          columns={props.columns.map((header) => ({ header }))}
          rows={props.preview}
        />
      ) : null}
      <Text style={paragraph}>Attached: {props.attachments.join(", ")}.</Text>
    </MailShell>
  );
}

export function reportEmail(props: ReportEmailProps): Promise<RenderedMail> {
  return renderMail(`${props.title}: week of ${props.weekLabel}`, <ReportEmail {...props} />);
}
