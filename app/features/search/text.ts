/**
 * Free text is matched word by word against the listings' normalized search
 * column. Normalizing here the way rgv_search_normalize does in SQL
 * (unaccent, lowercase, punctuation to spaces) keeps the two sides comparable.
 */
export function normalizeText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Words too common in either language to narrow a search. */
const stopWords = new Set(["the", "and", "for", "with", "near", "from", "con", "los", "las", "del", "para", "una", "por", "que", "cerca"]);

export interface TextTerms {
  /** Words matched with typo tolerance (pg_trgm word similarity). */
  readonly fuzzy: string[];
  /** Numbers (ZIP, MLS number, street number) matched as whole words only: 78501 must not find 78504. */
  readonly exact: string[];
}

export function textTerms(q: string): TextTerms {
  const words = [...new Set(normalizeText(q).split(" ").filter(Boolean))];
  const exact = words.filter((word) => /^\d{3,}$/.test(word));
  const fuzzy = words.filter((word) => !/^\d+$/.test(word) && word.length >= 3 && !stopWords.has(word));
  return { fuzzy, exact };
}
