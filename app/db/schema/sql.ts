import { sql, type SQL } from "drizzle-orm";

/** `column IN ('a', 'b')` for a check constraint; the values are our own constants, never input. */
export function oneOf(column: string, values: readonly string[]): SQL {
  return sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(", ")})`);
}
