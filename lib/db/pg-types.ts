// How the pool reads the two column types without a time zone, the way Prisma does: a
// `timestamp(3)` holds UTC wall time, and a `date` is a calendar day read as UTC midnight (what
// `fromDateColumn` in lib/clock expects). node-postgres would read both in the process's local
// zone. Prisma's adapter passes its own parsers per query, so this changes only the pool's own
// statements (Kysely's, the rollover's raw transaction).
import pg from "pg";

const TIMESTAMP = 1114;
const DATE = 1082;

const utcTimestamp = (value: string) => new Date(`${value.replace(" ", "T")}Z`);
const utcMidnight = (value: string) => new Date(`${value}T00:00:00.000Z`);

export const utcTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (format !== "binary" && oid === TIMESTAMP) return utcTimestamp;
    if (format !== "binary" && oid === DATE) return utcMidnight;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};
