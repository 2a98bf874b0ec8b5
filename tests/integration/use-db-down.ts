// Imported first by a test file: points lib/db (and the catalogue listener) at a port nothing
// listens on, before lib/db creates its pool, as a stopped database looks to the app.
process.env.DATABASE_URL = "postgresql://meals:meals@127.0.0.1:1/none";
delete process.env.DIRECT_URL;
export {};
