// Runs without a database: the template is checked against a direct build before anything runs.
import { sql } from "kysely";
import { kysely } from "./kysely";
import { preparedStatement } from "./prepared";

describe("a statement compiled once", () => {
  it("refuses a builder that reads an input in TypeScript instead of binding it", async () => {
    const statement = preparedStatement(({ day }: { day: string }) =>
      kysely.selectNoFrom(sql<string>`${day.slice(0, 4)}`.as("year")),
    );
    await expect(statement({ day: "2026-11-30" })).rejects.toThrow(
      "preparedStatement: the builder uses an input other than as a bound parameter",
    );
  });
});
