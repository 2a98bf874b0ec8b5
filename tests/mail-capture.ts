// An SMTP server inside the test process: point SMTP_URL at `url` and every message lib/mail
// sends arrives, parsed, in `messages`. Plain SMTP on 127.0.0.1 (no TLS), any login accepted.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface MailCapture {
  /** smtp://127.0.0.1:PORT, usable as SMTP_URL. */
  url: string;
  /** Parsed messages in the order they arrived. */
  messages: ParsedMail[];
  /** The first message (already captured or still to come) that matches, or a clear rejection. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

const POLL_MS = 20;

export async function startMailCapture(): Promise<MailCapture> {
  const messages: ParsedMail[] = [];
  const parseErrors: Error[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A client that never says QUIT must not hold close() (and the test run) for the default 30 s.
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? "test" });
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => {
          parseErrors.push(error);
          callback(error);
        },
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs = 5000) {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      if (performance.now() >= deadline) {
        const seen = messages.map((m) => JSON.stringify(m.subject ?? "(no subject)")).join(", ");
        const errors = parseErrors.map((e) => e.message).join("; ");
        throw new Error(
          `No captured mail matched within ${timeoutMs} ms. ` +
            `Captured ${messages.length}${seen ? `: ${seen}` : ""}.` +
            (errors ? ` Unparseable messages: ${errors}.` : ""),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
