import { captureLog } from "@/lib/log/capture-log";
import { jobsTotal } from "@/lib/metrics/work-counters";
import { observeJob } from "./observe-job";

const lines = captureLog();

// Counted in this process, not yet written (nothing flushes under Jest until a scrape).
const count = async (queue: string, outcome: string) => jobsTotal.pending({ queue, outcome });

test("a completed job counts as completed and returns its result", async () => {
  const before = await count("test.queue", "completed");
  const job = { id: "j1", name: "test.queue", retryCount: 0 };
  await expect(observeJob(job, async () => 42)).resolves.toBe(42);
  expect(await count("test.queue", "completed")).toBe(before + 1);
  expect(lines.find((l) => l.jobId === "j1")).toMatchObject({
    queue: "test.queue",
    attempt: 1,
    outcome: "completed",
    durationMs: expect.any(Number),
  });
});

test("a failed job counts as failed and still throws, so pg-boss retries it", async () => {
  const before = await count("test.queue", "failed");
  const job = { id: "j2", name: "test.queue", retryCount: 2 };
  await expect(
    observeJob(job, async () => {
      throw new Error("provider down");
    }),
  ).rejects.toThrow("provider down");
  expect(await count("test.queue", "failed")).toBe(before + 1);
  expect(lines.find((l) => l.jobId === "j2")).toMatchObject({
    queue: "test.queue",
    attempt: 3,
    outcome: "failed",
    err: { message: "provider down" },
  });
});
