// /admin/outbox (test mode only): the mail the app wrote as .eml files instead of sending it.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage, EmptyRow, TableCard, TableHead, td } from "@/components/admin/admin-page";
import { adminPage } from "@/lib/auth/page-guard";
import { formatMoment } from "@/lib/clock/labels";
import { adminOutbox, outboxEnabled } from "@/lib/mail/admin-outbox";

export const metadata: Metadata = { title: "Outbox · Admin" };

export default adminPage(async () => {
  if (!outboxEnabled()) notFound();
  const messages = await adminOutbox();
  return (
    <AdminPage
      title="Outbox"
      intro="Test mode: no SMTP server is configured, so every message is kept here. Open one to read it."
    >
      <TableCard label="Captured messages">
        <table className="w-full min-w-[36rem] divide-y divide-stone-100">
          <TableHead columns={["Subject", "To", "Date"]} />
          <tbody className="divide-y divide-stone-100">
            {messages.map((m) => (
              <tr key={m.name}>
                <td className={td}>
                  <Link
                    href={`/admin/outbox/${encodeURIComponent(m.name)}`}
                    className="font-medium text-forest-800 underline"
                  >
                    {decodeSubject(m.subject)}
                  </Link>
                </td>
                <td className={td}>{m.to}</td>
                <td className={td}>{formatMoment(new Date(m.date))}</td>
              </tr>
            ))}
            {messages.length === 0 ? <EmptyRow span={3}>No mail yet.</EmptyRow> : null}
          </tbody>
        </table>
      </TableCard>
    </AdminPage>
  );
});

/** Subjects are stored MIME-encoded (=?UTF-8?Q?…?=); show them readable. */
function decodeSubject(subject: string): string {
  return subject.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
}
