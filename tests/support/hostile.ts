/**
 * Hostile inputs for the no-5xx checks: what a scanner, a broken client or a
 * curious visitor sends. Each is a value for a query parameter or a form field.
 */
export const hostileValues: readonly string[] = [
  "",
  " ",
  "-1",
  "0",
  "-0",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "99999999999999999999999",
  "9007199254740993",
  "0x1F",
  "1.5",
  "1,5",
  "$1.2m",
  "9999-12-31",
  "0000-00-00",
  "2024-02-30",
  "-271821-04-20",
  "275760-09-14",
  "\u0000",
  "a\u0000b",
  "\u0001\u001b[31m\u007f",
  "\r\nSet-Cookie: hacked=1",
  "../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%",
  "%E0%A4%A",
  "%00",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  "\"; DROP TABLE leads; --",
  "$where",
  "__proto__",
  "constructor",
  "[]",
  "{}",
  "null",
  "true",
  "😀🏠\u200b\u202e",
  "\ud800",
  "ñandú áéíóú",
  "x".repeat(5_000),
  "é".repeat(20_000),
];

/**
 * The values a database could take differently from another (NUL bytes, broken UTF-16, numbers and
 * dates past a column's range, long text, quotes): the second driver's run gets these; values that
 * only ever meet the app's own parsing (markup, prototype names, paths) behave the same on both.
 */
export const databaseValues: readonly string[] = hostileValues.filter(
  (value) =>
    value.length > 1_000 ||
    ["", "-1", "1e309", "99999999999999999999999", "9999-12-31", "-271821-04-20", "\u0000", "a\u0000b", "\u0001\u001b[31m\u007f", "%E0%A4%A", "' OR '1'='1' --", "\"; DROP TABLE leads; --", "😀🏠\u200b\u202e", "\ud800", "ñandú áéíóú"].includes(value),
);

export type Driver = "pglite" | "postgres";

/**
 * The values one target (a page, a form, an API, a path) gets on one driver, out of `values`: they take
 * turns down the list, every other one to a target, the next target starting one further on, and the
 * PostgreSQL server gets the turns the embedded database skips. Every kind in `hostileValues` is a run
 * of at least two values (numbers, dates, control characters, paths and escapes, markup and injections,
 * prototype names, Unicode, long text), so each target gets every kind on each driver it is sent to,
 * each value reaches every other target on each driver, and each pair of a target and a value is sent
 * once, to one of the two (ADR 0007, session 20).
 */
export function inTurn(values: readonly string[], target: number, driver: Driver): string[] {
  const turn = driver === "pglite" ? 0 : 1;
  return values.filter((_, index) => (index + target) % 2 === turn);
}

/** Query parameters the site reads somewhere (search filters, pagination, account, agent, welcome). */
export const queryNames: readonly string[] = [
  "q", "location", "priceRange", "propertyType", "city", "community", "category", "beds", "baths", "minPrice", "maxPrice",
  "status", "type", "subType", "newConstruction", "casita", "refrigerated", "luxury", "sort", "page", "pageSize", "view", "bounds",
  "mode", "token", "redirectTo", "to", "from", "days", "listing", "error", "callbackURL", "path", "stage",
];

/** A query string with every name set to the value, repeated (repeats make arrays for some readers). */
export function hostileQuery(value: string): string {
  const params = new URLSearchParams();
  for (const name of queryNames) {
    params.append(name, value);
    params.append(name, value);
  }
  return params.toString();
}
