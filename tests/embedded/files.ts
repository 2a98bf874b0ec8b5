// The integration files the embedded run (./run.ts) repeats against PGlite: every customer and
// admin write a newcomer's first run meets — sign-up, meals, skip, pause/resume/cancel, address,
// card, deactivation, the admin's user actions and refunds, problem reports, the rollover and the
// kitchen's box edits (./files.test.ts keeps each area covered and each file present).
export const EMBEDDED_FILES = [
  "tests/integration/signup-api.int.test.ts",
  "tests/integration/signup-account.int.test.ts",
  "tests/integration/auth-register.int.test.ts",
  "tests/integration/customer-b-meals.int.test.ts",
  "tests/integration/customer-b-account.int.test.ts",
  "tests/integration/customer-mails.int.test.ts",
  "tests/integration/add-ons.int.test.ts",
  "tests/integration/admin/admin-users.int.test.ts",
  "tests/integration/admin/admin-deliveries.int.test.ts",
  "tests/integration/delivery-problems/delivery-problems.int.test.ts",
  "tests/integration/embedded-writes.int.test.ts",
  "tests/integration/rollover/rollover.int.test.ts",
  "tests/integration/rollover/payments.int.test.ts",
  "tests/integration/rollover/box-dishes.int.test.ts",
];
