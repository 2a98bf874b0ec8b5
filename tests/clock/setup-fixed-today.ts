// Jest setupFiles entry for the integration project (see fixed-today.ts).
import { clockOffset, installShiftedClock } from "./fixed-today";

installShiftedClock(clockOffset(process.env.TEST_NOW));
