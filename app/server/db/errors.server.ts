/** The SQLSTATE of a database error, on the error or its cause (drizzle wraps the driver's). */
export function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * Whether the database refused a value rather than failed: a data exception
 * (class 22: out of range, bad date, NUL in text), an integrity constraint
 * (23: unique, check, foreign key) or a program limit (54: an index row too
 * large). Such an error is the row's; anything else (a lost connection, a
 * timeout, a shutdown) is the database's, and retrying row by row would only
 * throw work away.
 */
export function refusedValue(error: unknown): boolean {
  const state = sqlState(error);
  return state !== null && ["22", "23", "54"].includes(state.slice(0, 2));
}
