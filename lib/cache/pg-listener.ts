// A dedicated PostgreSQL connection that LISTENs on one channel and reconnects after a drop.
// Its socket is unref'd so a script or test that read the catalog can still exit on its own.
import net from "node:net";
import pg from "pg";

export interface ListenerOptions {
  connectionString: string;
  channel: string;
  /** Shown in pg_stat_activity. */
  applicationName?: string;
  onNotify: (payload: string | undefined) => void;
  /** Runs each time LISTEN is (re)established: anything sent while we were not listening is lost. */
  onListening?: () => void;
  onError?: (error: unknown) => void;
  minRetryMs?: number;
  maxRetryMs?: number;
}

export interface Listener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  /** True while LISTEN is in place; false while connecting or reconnecting after a drop. */
  listening: () => boolean;
  stop: () => Promise<void>;
}

function unrefSocket() {
  const socket = new net.Socket();
  socket.unref();
  return socket;
}

async function close(client: pg.Client) {
  client.removeAllListeners();
  client.on("error", () => undefined);
  await client.end().catch(() => undefined);
}

export function listen(options: ListenerOptions): Listener {
  const { minRetryMs = 500, maxRetryMs = 30_000 } = options;
  let current: pg.Client | null = null;
  let stopped = false;
  let retryMs = minRetryMs;
  let listening = false;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function retry(client: pg.Client, error?: unknown) {
    if (current !== client || stopped) return;
    current = null;
    listening = false;
    options.onError?.(error ?? new Error("listener connection ended"));
    void close(client);
    timer = setTimeout(connect, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  }

  async function connect() {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: options.applicationName ?? `listen:${options.channel}`,
      keepAlive: true,
      stream: unrefSocket,
    });
    current = client;
    client.on("notification", (message) => {
      if (message.channel === options.channel) options.onNotify(message.payload);
    });
    client.on("error", (error) => retry(client, error));
    client.on("end", () => retry(client));
    try {
      await client.connect();
      // A string: LISTEN is a session command with no query-builder form (and no parameters).
      await client.query(`LISTEN ${client.escapeIdentifier(options.channel)}`);
      if (current !== client) return;
      retryMs = minRetryMs;
      listening = true;
      options.onListening?.();
      markReady();
    } catch (error) {
      retry(client, error);
    }
  }

  void connect();
  return {
    ready,
    listening: () => listening,
    async stop() {
      stopped = true;
      listening = false;
      clearTimeout(timer);
      const client = current;
      current = null;
      if (client) await close(client);
    },
  };
}
