// Imported first by a rollover test file: points lib/db at this file's own copy of the seeded
// database (made by tests/global-setup.mjs), before lib/db creates its client.
const url = process.env.ROLLOVER_DATABASE_URL_r7;
if (!url) throw new Error("tests/global-setup.mjs did not make the rollover database copy r7");
process.env.DATABASE_URL = url;
process.env.DIRECT_URL = process.env.ROLLOVER_DIRECT_URL_r7;
export {};
