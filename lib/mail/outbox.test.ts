import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { mailTotal } from "@/lib/metrics/work-counters";
import { sendMail, listOutbox, readOutboxMessage } from "./index";
import { slugify } from "./outbox";

let dir: string;
const saved = { OUTBOX_DIR: process.env.OUTBOX_DIR, SMTP_URL: process.env.SMTP_URL };

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  process.env.OUTBOX_DIR = dir;
  delete process.env.SMTP_URL;
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  process.env.OUTBOX_DIR = saved.OUTBOX_DIR;
  if (saved.SMTP_URL !== undefined) process.env.SMTP_URL = saved.SMTP_URL;
});

test("slugify keeps file names short and safe", () => {
  expect(slugify("Jane.Doe+test@Example.com")).toBe("jane-doe-test-example-com");
  expect(slugify("../../etc/passwd")).toBe("etc-passwd");
});

test("without SMTP_URL a message lands in the outbox as .eml, listed newest first", async () => {
  expect(await listOutbox()).toEqual([]);
  const first = await sendMail({
    to: "a@example.com",
    subject: "First",
    html: "<p>1</p>",
    text: "one",
  });
  await new Promise((r) => setTimeout(r, 5));
  await sendMail({ to: "b@example.com", subject: "Second", html: "<p>2</p>", text: "two" });

  expect(first.outboxFile).toMatch(/\.eml$/);
  const entries = await listOutbox();
  expect(entries.map((e) => e.subject)).toEqual(["Second", "First"]);
  expect(entries[0].to).toBe("b@example.com");
  expect(entries[0].name).toMatch(
    /^\d{4}-\d{2}-\d{2}T[\d-]+Z-\d{6}-b-example-com-second-[0-9a-f]{4}\.eml$/,
  );

  const raw = await readOutboxMessage(entries[1].name);
  expect(raw).toContain("one");
  expect(raw).toContain("From: Lakeshore Kitchen <hello@lakeshorekitchen.ca>");
  expect((await listOutbox({ limit: 1 })).length).toBe(1);
  await expect(readOutboxMessage("../secret.eml")).rejects.toThrow();
});

test("mail_total counts each message sent, and each the transport refused", async () => {
  const count = async (outcome: string) => mailTotal.pending({ outcome });
  const sent = await count("sent");
  const failed = await count("failed");
  await sendMail({ to: "c@example.com", subject: "Counted", html: "<p>3</p>", text: "three" });
  // An outbox path that is a file, not a folder: the transport cannot write.
  process.env.OUTBOX_DIR = path.join(dir, "not-a-folder");
  await writeFile(process.env.OUTBOX_DIR, "x");
  await expect(
    sendMail({ to: "d@example.com", subject: "Refused", html: "<p>4</p>", text: "four" }),
  ).rejects.toThrow();
  expect(await count("sent")).toBe(sent + 1);
  expect(await count("failed")).toBe(failed + 1);
});
