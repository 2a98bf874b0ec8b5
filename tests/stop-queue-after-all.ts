// Jest setupFilesAfterEnv entry for the integration project: a file whose requests queue mail
// (sign-up's welcome, a password or plan change's notice) starts the job queue; stopping it after
// the file lets Jest exit instead of waiting on pg-boss's timers. A no-op when it never started.
import { stopQueue } from "@/lib/jobs/queue";

afterAll(() => stopQueue());
