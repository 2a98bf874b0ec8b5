// The local mail outbox: one .eml file per message, named so that names sort by time.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export interface OutboxEntry {
  /** File name, e.g. 2026-11-23T01-52-00-123Z-000001-jane-example-com-reset-your-password-1a2b.eml */
  name: string;
  path: string;
  to: string;
  subject: string;
  date: string;
  size: number;
}

export function outboxDir(): string {
  return process.env.OUTBOX_DIR ?? ".data/outbox";
}

export function slugify(value: string, max = 40): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
}

let written = 0;

export async function writeToOutbox(raw: Buffer, to: string, subject: string, now = new Date()) {
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const slug = [slugify(to, 30), slugify(subject, 40)].filter(Boolean).join("-");
  // Two messages in the same millisecond: the sequence keeps them in the order they were written
  // (names sort by time), the random tail apart across processes.
  written = (written + 1) % 1_000_000;
  const order = String(written).padStart(6, "0");
  const name = `${stamp}-${order}-${slug}-${randomBytes(2).toString("hex")}.eml`;
  const file = path.join(/*turbopackIgnore: true*/ dir, name);
  await writeFile(file, raw, { mode: 0o600 });
  return file;
}

/** Outbox messages, newest first. */
export async function listOutbox(options: { limit?: number } = {}): Promise<OutboxEntry[]> {
  const dir = outboxDir();
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".eml"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  names.sort().reverse();
  if (options.limit !== undefined) names = names.slice(0, options.limit);
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(/*turbopackIgnore: true*/ dir, name);
      const [raw, info] = await Promise.all([readFile(file, "utf8"), stat(file)]);
      const headers = parseHeaders(raw);
      return {
        name,
        path: file,
        to: headers.get("to") ?? "",
        subject: headers.get("subject") ?? "",
        date: sentAt(headers.get("date"), info.mtime),
        size: info.size,
      };
    }),
  );
}

/** The raw message of one outbox file; the name must be one that listOutbox returned. */
export async function readOutboxMessage(name: string): Promise<string> {
  if (name !== path.basename(name) || !name.endsWith(".eml")) throw new Error("Not an outbox file");
  return readFile(path.join(/*turbopackIgnore: true*/ outboxDir(), name), "utf8");
}

/** The top-level headers (folded lines joined), lower-cased names. Values are left encoded. */
function parseHeaders(raw: string): Map<string, string> {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      const key = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(key)) headers.set(key, line.slice(colon + 1).trim());
    }
  }
  return headers;
}

/** When a message was written, as an ISO instant: its Date header, else the file's time. */
function sentAt(header: string | undefined, written: Date): string {
  const date = header ? new Date(header) : written;
  return (Number.isNaN(date.getTime()) ? written : date).toISOString();
}
