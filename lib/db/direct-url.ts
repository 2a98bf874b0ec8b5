// The database address for what needs a session of its own: `prisma migrate deploy` (a session
// advisory lock) and the catalog's LISTEN. Behind a transaction-mode pooler DATABASE_URL is the
// pooler and DIRECT_URL the server itself (docs/decisions/pooler.md); without a pooler it is unset.
export function directDatabaseUrl(source: NodeJS.ProcessEnv = process.env): string | undefined {
  const direct = source.DIRECT_URL?.trim();
  return direct || source.DATABASE_URL?.trim() || undefined;
}
