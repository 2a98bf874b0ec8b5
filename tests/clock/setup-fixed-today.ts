// Jest setupFilesAfterEnv entry for the integration project (see fixed-today.ts).
import { installTestClock, restartClock, testClock } from "./fixed-today";

const clock = testClock(process.env.TEST_NOW);
installTestClock(clock);
if (clock) beforeEach(() => restartClock(clock));
