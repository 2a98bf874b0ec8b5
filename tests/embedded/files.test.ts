// The embedded run (./run.ts) covers every kind of write a newcomer's first run meets: each file it
// names exists, and each area the embedded database must be proven on has a file in the list.
import { existsSync } from "node:fs";
import { EMBEDDED_FILES } from "./files";

const AREAS: Record<string, RegExp> = {
  "sign-up": /signup-api|auth-register|signup-account/,
  "meals, skip, pause/resume/cancel": /customer-b-meals/,
  "address, card, deactivation": /customer-b-account/,
  "the admin's user actions and refunds": /admin-users/,
  "cancel, deactivate and admin actions answered at once": /embedded-writes/,
  "delivery problems": /delivery-problems/,
  "the rollover and its charges": /rollover\/rollover\.int|rollover\/payments/,
};

test("every file the embedded run names exists", () => {
  expect(EMBEDDED_FILES.filter((file) => !existsSync(file))).toEqual([]);
});

test.each(Object.entries(AREAS))("the embedded run covers %s", (_, pattern) => {
  expect(EMBEDDED_FILES.some((file) => pattern.test(file))).toBe(true);
});
