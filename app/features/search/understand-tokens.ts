import { foldWord } from "./places";
import type { Understood } from "./understand";
import { wordTables, type Deal, type Feature, type Meaning, type PropertyKind } from "./understand-words";

/*
 * The typed search's words and the reader that walks them (understand.ts):
 * tokens, the word tables indexed by first word, and the look-ahead the
 * readers share.
 */

export interface Token {
  /** As typed. */
  readonly raw: string;
  /** Folded: no accents, lower case. */
  readonly word: string;
  /** A number's value and the scale written on it ("300k", "1.2m"). */
  readonly number?: { readonly value: number; readonly scale: number; readonly digits: boolean };
}

export type Phrase = { readonly words: readonly string[]; readonly meaning: Meaning };
export type Role = "bedrooms" | "bathrooms" | "atMost" | "atLeast" | "rangeOpen" | "rangeJoin" | "thousand" | "million" | "perMonth" | "orMore" | "mls";

/** Phrases by first word, longest first, so "for sale" is read before "for". */
function index<T extends { words: readonly string[] }>(entries: T[]): Map<string, T[]> {
  const byFirst = new Map<string, T[]>();
  for (const entry of entries.sort((a, b) => b.words.length - a.words.length)) {
    const first = entry.words[0] ?? "";
    byFirst.set(first, [...(byFirst.get(first) ?? []), entry]);
  }
  return byFirst;
}

const split = (phrase: string) => phrase.split(" ");
export const meanings = index<Phrase>(
  wordTables.flatMap((table) => [
    ...Object.entries(table.deal).flatMap(([deal, list]) => list.map((p) => ({ words: split(p), meaning: { deal: deal as Deal } }))),
    ...Object.entries(table.kind).flatMap(([kind, list]) => list.map((p) => ({ words: split(p), meaning: { kind: kind as PropertyKind } }))),
    ...Object.entries(table.feature).flatMap(([feature, list]) => list.map((p) => ({ words: split(p), meaning: { feature: feature as Feature } }))),
    ...table.newListings.map((p) => ({ words: split(p), meaning: { listed: 7 } })),
    ...table.sold.map((p) => ({ words: split(p), meaning: { sold: true as const } })),
    ...table.filler.map((p) => ({ words: split(p), meaning: { filler: true as const } })),
  ]),
);
const roles = new Map<Role, Map<string, Array<{ words: string[] }>>>(
  (["bedrooms", "bathrooms", "atMost", "atLeast", "rangeOpen", "rangeJoin", "thousand", "million", "perMonth", "orMore", "mls"] as const).map((role) => [
    role,
    index(wordTables.flatMap((table) => table[role].map((p) => ({ words: split(p) })))),
  ]),
);
export const numberWords = new Map(wordTables.flatMap((table) => Object.entries(table.numbers)));

/** "1,200,000", "1.200.000" and "300,000" are thousands; "1,5" and "2.5" decimals. */
function readDigits(text: string): number {
  if (/^\d{1,3}([.,]\d{3})+$/.test(text) && !/^\d\.\d{3}$/.test(text.replace(/,/g, ""))) return Number(text.replace(/[.,]/g, ""));
  return Number(text.replace(",", "."));
}

export function tokenize(text: string): Token[] {
  // "3br" and "mls697884" are two words; "300k" and "1.2m" one number; "2½", as the site writes baths in Spanish, 2.5.
  const spaced = text
    .slice(0, 200)
    .replace(/(\d)\s*½/gu, "$1.5")
    .replace(/(\d)(?!(?:k|m|mm)(?![\p{L}\d]))(\p{L})/giu, "$1 $2")
    .replace(/(\p{L})(\d)/gu, "$1 $2");
  const tokens: Token[] = [];
  for (const [raw] of spaced.matchAll(/\d+(?:[.,]\d+)*(?:k|mm|m)?(?![\p{L}])|\p{L}+|[#+$–-]/giu)) {
    const match = /^([\d.,]+)(k|mm|m)?$/i.exec(raw);
    const word = match ? raw.toLowerCase() : foldWord(raw) || raw;
    if (match) {
      const scale = match[2]?.toLowerCase() === "k" ? 1_000 : match[2] ? 1_000_000 : 1;
      tokens.push({ raw, word, number: { value: readDigits(match[1] ?? ""), scale, digits: /^\d+$/.test(match[1] ?? "") } });
    } else {
      tokens.push({ raw, word: raw === "–" ? "-" : word });
    }
  }
  return tokens;
}

/** A parse in progress: the tokens, where it stands, and what it found. */
export class Reader {
  position = 0;
  readonly result: Understood = { features: [], text: "", unused: [] };
  readonly leftover: string[] = [];
  /** Amounts found, resolved once the deal is known (a rent's "under 1500" is not $1.5M). */
  readonly prices: Array<{ bound: "min" | "max"; value: number; scale: number; money: boolean }> = [];

  constructor(readonly tokens: Token[]) {}

  at(offset = 0): Token | undefined {
    return this.tokens[this.position + offset];
  }

  /** How many tokens from `offset` on spell one of the phrases, or 0. */
  phraseAt<T extends { words: readonly string[] }>(table: Map<string, T[]>, offset = 0): { length: number; entry: T } | undefined {
    const first = this.at(offset)?.word;
    for (const entry of (first && table.get(first)) || []) {
      if (entry.words.every((word, i) => this.at(offset + i)?.word === word)) return { length: entry.words.length, entry };
    }
    return undefined;
  }

  role(role: Role, offset = 0): number {
    return this.phraseAt(roles.get(role) ?? new Map(), offset)?.length ?? 0;
  }

  /** A count: digits or a number word ("tres"). */
  count(offset: number): number | undefined {
    const token = this.at(offset);
    if (token?.number && token.number.scale === 1) return token.number.value;
    return token ? numberWords.get(token.word) : undefined;
  }

  /** An amount of money from `offset`: "$", the number, a scale word. Its length in tokens, or undefined. */
  amount(offset: number): { length: number; value: number; scale: number; money: boolean } | undefined {
    const dollar = this.at(offset)?.word === "$" ? 1 : 0;
    const token = this.at(offset + dollar);
    let value = token?.number?.value;
    // "medio millón", "un millón", "one million".
    if (value === undefined && token && this.role("million", offset + dollar + 1)) value = token.word === "medio" ? 0.5 : numberWords.get(token.word);
    if (value === undefined || !token) return undefined;
    const thousand = this.role("thousand", offset + dollar + 1);
    const million = thousand ? 0 : this.role("million", offset + dollar + 1);
    // "1.2 mil" is English for a million; "300 mil", Spanish for thousands.
    const written = token.number?.scale ?? 1;
    const scale = million ? 1_000_000 : thousand ? (value < 10 && !Number.isInteger(value) ? 1_000_000 : 1_000) : written;
    const length = dollar + 1 + thousand + million;
    if (this.role("bedrooms", offset + length) || this.role("bathrooms", offset + length)) return undefined;
    // Written with separators ("1.200.000", "300,000"), it is money; plain digits may be an MLS number.
    const separated = !(token.number?.digits ?? true) && value >= 1_000;
    return { length, value, scale, money: dollar === 1 || scale > 1 || separated || this.role("perMonth", offset + length) > 0 };
  }

  /** "1500 a month": the amount is a rent. The phrase's length in tokens, or 0. */
  perMonth(offset: number): number {
    const length = this.role("perMonth", offset);
    if (length) this.result.deal ??= "rent";
    return length;
  }

  /** A plain whole number as typed (a street number, a ZIP, an MLS number), not an amount. */
  digits(offset = 0): string | undefined {
    const token = this.at(offset);
    return token?.number?.digits && token.number.scale === 1 ? token.word : undefined;
  }
}

