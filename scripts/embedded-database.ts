// The embedded PostgreSQL (PGlite) as `npm start` serves it: one PGlite session behind a socket
// server on 127.0.0.1, which every pooled connection shares (the socket server runs one client's
// transaction at a time). scripts/start.ts serves the app's data with it; the embedded test run
// (tests/embedded/run.ts) serves the test databases the same way.
import type { PGlite } from "@electric-sql/pglite";

export interface EmbeddedDatabase {
  url: string;
  database: PGlite;
  stop(): Promise<void>;
}

/** The environment an app process needs to use an embedded database at `url`. */
export function embeddedEnv(url: string): Record<string, string> {
  return {
    DATABASE_URL: url,
    // Every connection to it is the one PGlite session (lib/db sends no named statements then).
    DATABASE_SINGLE_SESSION: "1",
    // Two pooled connections of one process running queries at once interleave their unnamed
    // statements on the one session ("unnamed prepared statement does not exist"): one each.
    DATABASE_POOL_SIZE: "1",
  };
}

/**
 * Serves a PGlite database on 127.0.0.1:`port`: its data in `dataDir` (a folder, or
 * "memory://"), or a copy of another's data (`from`, a dumpDataDir archive).
 */
export async function serveEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  from?: Blob | File;
}): Promise<EmbeddedDatabase> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const database = await PGlite.create(options.dataDir, {
    ...(options.from ? { loadDataDir: options.from } : {}),
  });
  // More connections than the app's pool plus the CLI's, or requests fail (RECIPE.md).
  const server = new PGLiteSocketServer({
    db: database,
    host: "127.0.0.1",
    port: options.port,
    maxConnections: 20,
  });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${options.port}/postgres?sslmode=disable`,
    database,
    async stop() {
      await server.stop();
      await database.close();
    },
  };
}
