import { sql, type SQL } from "drizzle-orm";
import { listings } from "../../db/schema";
import { queryRows, type Database } from "../db/connect.server";
import { textTerms } from "./text";

/** How many vocabulary words one query word may stand for. */
const MAX_ALTERNATIVES = 8;

/**
 * Each query word is looked up in search_words with pg_trgm word similarity
 * (so "edinbrug" finds "edinburg" and "shary" finds "sharyland"), and a
 * listing must contain, for every query word, one of the words found.
 * Numbers (ZIP, MLS number, street number) must match whole words exactly.
 * Undefined when the text has no word to search by ("a", "??").
 */
export async function textSearch(db: Database, q: string | undefined): Promise<SQL | undefined> {
  if (!q) return undefined;
  const { fuzzy, exact } = textTerms(q);
  if (fuzzy.length + exact.length === 0) return undefined;
  const alternatives = new Map<string, string[]>();
  if (fuzzy.length > 0) {
    const tokens = sql.join(fuzzy.map((word) => sql`${word}`), sql`, `);
    const rows = await queryRows<{ token: string; word: string }>(
      db,
      sql`SELECT t.token, w.word
          FROM unnest(ARRAY[${tokens}]::text[]) AS t(token)
          CROSS JOIN LATERAL (
            SELECT word FROM search_words
            WHERE t.token <% word
            ORDER BY word_similarity(t.token, word) DESC, word
            LIMIT ${MAX_ALTERNATIVES}
          ) AS w`,
    );
    for (const { token, word } of rows) alternatives.set(token, [...(alternatives.get(token) ?? []), word]);
  }
  const groups: string[] = [];
  for (const word of fuzzy) {
    const found = alternatives.get(word);
    if (!found) return sql`false`;
    groups.push(`(${found.join(" | ")})`);
  }
  groups.push(...exact);
  // Words hold only letters and digits (see normalizeText), so they cannot break the tsquery syntax.
  return sql`${listings.searchVector} @@ to_tsquery('simple', ${groups.join(" & ")})`;
}
