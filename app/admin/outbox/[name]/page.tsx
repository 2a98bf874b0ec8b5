// /admin/outbox/{name} (test mode only): one captured message as it was sent: the HTML in a
// sandboxed frame, the plain text, its attachments, and the raw .eml to download.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { Card } from "@/components/ui/card";
import { adminPage } from "@/lib/auth/page-guard";
import { formatMoment } from "@/lib/clock/labels";
import { AppError } from "@/lib/errors";
import { outboxEnabled } from "@/lib/mail/admin-outbox";
import { outboxMessageView } from "@/lib/mail/outbox-message";

export const metadata: Metadata = { title: "Message · Outbox · Admin" };

const NAME = /^[\w.-]+\.eml$/;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-stone-900">{children}</dd>
    </div>
  );
}

export default adminPage(async (_admin, { params }: { params: Promise<{ name: string }> }) => {
  if (!outboxEnabled()) notFound();
  const name = decodeURIComponent((await params).name);
  if (!NAME.test(name)) notFound();
  const message = await outboxMessageView(name).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const download = `/api/admin/outbox/${encodeURIComponent(name)}`;
  return (
    <AdminPage
      title={message.subject}
      intro="Test mode: this message was kept here instead of being sent."
      actions={
        <>
          <a href={download} className="text-sm font-semibold text-forest-800 underline">
            Download .eml
          </a>
          <Link href="/admin/outbox" className="text-sm font-semibold text-forest-800 underline">
            All messages
          </Link>
        </>
      }
    >
      <Card>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Fact label="To">{message.to}</Fact>
          <Fact label="From">{message.from}</Fact>
          <Fact label="Sent">{message.date ? formatMoment(new Date(message.date)) : "—"}</Fact>
        </dl>
        {message.attachments.length > 0 ? (
          <p className="mt-4 text-sm text-stone-700">
            Attachments:{" "}
            {message.attachments
              .map((a) => `${a.filename} (${Math.max(1, Math.round(a.size / 1024))} kB)`)
              .join(", ")}
          </p>
        ) : null}
      </Card>
      {message.html ? (
        <section aria-labelledby="html-heading" className="space-y-2">
          <h2 id="html-heading" className="text-base font-semibold text-forest-950">
            As it was sent
          </h2>
          {/* No scripts, forms or navigation: the message is shown, never run. */}
          <iframe
            title={`The message “${message.subject}”`}
            srcDoc={message.html}
            sandbox=""
            className="h-[36rem] w-full rounded-2xl bg-white ring-1 ring-forest-900/10"
          />
        </section>
      ) : null}
      {message.text ? (
        <section aria-labelledby="text-heading" className="space-y-2">
          <h2 id="text-heading" className="text-base font-semibold text-forest-950">
            Plain text
          </h2>
          <Card>
            <pre className="text-sm break-words whitespace-pre-wrap text-stone-900">
              {message.text}
            </pre>
          </Card>
        </section>
      ) : null}
    </AdminPage>
  );
});
