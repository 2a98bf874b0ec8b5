// Jest setupFilesAfterEnv entry for the integration project (see fixed-today.ts).
import { pinRequestInstantPerTest } from "../helpers";
import { installTestClock, restartClock, testClock } from "./fixed-today";

const clock = testClock(process.env.TEST_NOW);
installTestClock(clock);
if (clock) {
  beforeEach(() => restartClock(clock));
  // Each test's requests run at the instant it began (TEST_NOW), however long it takes: begun at
  // Wednesday 11:59:59 PM, a test that worked out "the upcoming week" must not have its requests
  // land after the deadline. A test that needs time to pass between requests sends x-test-now.
  pinRequestInstantPerTest();
}
