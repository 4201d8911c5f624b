import { sql, type SQL } from "drizzle-orm";
import { listings } from "~/db/schema";
import { queryRows, type Database } from "~/server/db/connect.server";
import { textTerms } from "./text";

/** How many vocabulary words one query word may stand for. */
const MAX_ALTERNATIVES = 8;

/**
 * What free text asks for: for every query word, the vocabulary words that
 * may stand for it (a listing must contain one of each). Null when a word
 * stands for nothing, so nothing matches.
 */
export type TextWords = string[][] | null;

/**
 * Each query word is looked up in search_words with pg_trgm word similarity
 * (so "edinbrug" finds "edinburg" and "shary" finds "sharyland"); numbers
 * (ZIP, MLS number, street number) stand for themselves only. Undefined when
 * the text has no word to search by ("a", "??").
 */
export async function textWords(db: Database, q: string | undefined): Promise<TextWords | undefined> {
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
  const groups: string[][] = [];
  for (const word of fuzzy) {
    const found = alternatives.get(word);
    if (!found) return null;
    groups.push(found);
  }
  return [...groups, ...exact.map((word) => [word])];
}

/** Listings that contain, for every query word, one of the words that may stand for it. */
export function textCondition(words: TextWords): SQL {
  if (!words) return sql`false`;
  // Words hold only letters and digits (see normalizeText), so they cannot break the tsquery syntax.
  const query = words.map((group) => `(${group.join(" | ")})`).join(" & ");
  return sql`${listings.searchVector} @@ to_tsquery('simple', ${query})`;
}

/** The listings free text matches (see textWords); undefined when the text has no word to search by. */
export async function textSearch(db: Database, q: string | undefined): Promise<SQL | undefined> {
  const words = await textWords(db, q);
  return words === undefined ? undefined : textCondition(words);
}
